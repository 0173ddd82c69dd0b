import { Stack, type App, type Environment } from 'aws-cdk-lib';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { allDomains } from '../../functions/src/routes';
import { ApiStack } from './api-stack';
import { AuthStack } from './auth-stack';
import { DataStack } from './data-stack';
import { DomainApiStack } from './domain-api-stack';
import { environments, type PortalEnvironment } from './environments';
import { MailStack } from './mail-stack';
import { distDir, WebStack } from './web-stack';

export const remoteSites = ['mf-auth', 'mf-account', 'mf-admin', 'mf-marketplace', 'mf-deals'] as const;

/** Remotes with a build (a remote not built yet is not deployed and not in the runtime config). */
export function builtRemotes(): string[] {
  return remoteSites.filter((site) => existsSync(join(distDir(site), 'mf-manifest.json')));
}

export interface PortalStacks {
  data: DataStack;
  auth: AuthStack;
  api: ApiStack;
  domains: DomainApiStack[];
  mail: MailStack;
  web: WebStack[];
  all: Stack[];
}

/**
 * The stacks of one environment: `Portal-<env>-Data`, `-Auth`, `-Api`, `-Api-<domain>` per domain of
 * the route declarations, `-Mail` (the notification email sender), `-Web-<remote>` per built remote and `-Web-shell`. They find each other through
 * SSM parameters, so each deploys alone (`cdk deploy -c env=dev Portal-dev-Api-account`); the
 * dependencies below only order a first full deploy.
 */
export function addPortalEnvironment(app: App, portal: PortalEnvironment, env?: Environment): PortalStacks {
  const prefix = `Portal-${portal.name}`;
  const common = { env, portal, tags: { project: 'commodity-portal', environment: portal.name } };
  const data = new DataStack(app, `${prefix}-Data`, common);
  const auth = new AuthStack(app, `${prefix}-Auth`, common);
  auth.addStackDependency(data);
  const api = new ApiStack(app, `${prefix}-Api`, common);
  api.addStackDependency(auth);
  const domains = allDomains.map((domain) => {
    const stack = new DomainApiStack(app, `${prefix}-Api-${domain.domain}`, { ...common, domain });
    stack.addStackDependency(api);
    return stack;
  });
  const mail = new MailStack(app, `${prefix}-Mail`, common);
  mail.addStackDependency(data);
  const remotes = builtRemotes();
  const web = remotes.map((site) => new WebStack(app, `${prefix}-Web-${site}`, { ...common, site }));
  const shell = new WebStack(app, `${prefix}-Web-shell`, { ...common, site: 'shell', remotes });
  shell.addStackDependency(api);
  for (const remote of web) shell.addStackDependency(remote);
  web.push(shell);
  const all = [data, auth, api, ...domains, mail, ...web];
  return { data, auth, api, domains, mail, web, all };
}

/** `-c env=dev|prod` selects one environment; without it both are synthesized. */
export function selectedEnvironments(app: App): PortalEnvironment[] {
  const requested = app.node.tryGetContext('env') as string | undefined;
  if (!requested) return Object.values(environments);
  const portal = environments[requested as PortalEnvironment['name']];
  if (!portal)
    throw new Error(`Unknown environment "${requested}"; use one of ${Object.keys(environments).join(', ')}`);
  return [portal];
}
