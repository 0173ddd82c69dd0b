import { App } from 'aws-cdk-lib';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { environments } from '../src/environments';
import { addNagChecks } from '../src/nag';
import { addPortalEnvironment, type PortalStacks } from '../src/portal-app';

let cached: { app: App; stacks: PortalStacks } | undefined;

/**
 * The dev environment synthesized once per test file, with the cdk-nag checks attached exactly as
 * bin/app.ts attaches them. Functions are not bundled (`aws:cdk:bundling-stacks: []`): the assertions
 * read the templates, and bundling every handler with esbuild took most of the time; `npm run synth`
 * still bundles every function for real.
 */
export function synthDev(): { app: App; stacks: PortalStacks } {
  if (!cached) {
    const app = new App({
      outdir: mkdtempSync(join(tmpdir(), 'cdk-test-')),
      context: { 'aws:cdk:bundling-stacks': [] },
    });
    const stacks = addPortalEnvironment(app, environments.dev, {
      account: '111111111111',
      region: 'eu-west-1',
    });
    addNagChecks(app);
    cached = { app, stacks };
  }
  return cached;
}
