import { App } from 'aws-cdk-lib';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { environments } from '../src/environments';
import { addNagChecks } from '../src/nag';
import { addPortalEnvironment, type PortalStacks } from '../src/portal-app';

let cached: { app: App; stacks: PortalStacks } | undefined;

/**
 * The dev environment synthesized once per test file (bundling every function with esbuild is the slow
 * part), with the cdk-nag checks attached exactly as bin/app.ts attaches them.
 */
export function synthDev(): { app: App; stacks: PortalStacks } {
  if (!cached) {
    const app = new App({ outdir: mkdtempSync(join(tmpdir(), 'cdk-test-')) });
    const stacks = addPortalEnvironment(app, environments.dev, {
      account: '111111111111',
      region: 'eu-west-1',
    });
    addNagChecks(app);
    cached = { app, stacks };
  }
  return cached;
}
