/// <reference types="node" />
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table';

/**
 * Every `remote.module` of the route table is exposed by that remote: a misspelt module would only show
 * up in the browser (the page's error boundary). The exposes are read as each remote's rspack.config.cjs
 * hands them to the config factory (@portal/web/rspack), with the factory's createConfig stubbed.
 */
const require = createRequire(import.meta.url);
const root = join(import.meta.dirname, '..', '..', '..');

interface FactoryOptions {
  name: string;
  port: number;
  exposes?: Record<string, string>;
}

function remoteConfig(remote: string): FactoryOptions | undefined {
  const configFile = join(root, remote, 'rspack.config.cjs');
  if (!existsSync(configFile)) return undefined;
  const factory = require(require.resolve('@portal/web/rspack', { paths: [join(root, remote)] })) as {
    createConfig: (options: FactoryOptions) => unknown;
  };
  const real = factory.createConfig;
  let options: FactoryOptions | undefined;
  factory.createConfig = (o) => {
    options = o;
    return {};
  };
  try {
    delete require.cache[configFile];
    require(configFile);
  } finally {
    factory.createConfig = real;
    delete require.cache[configFile];
  }
  return options;
}

const remotes = [...new Set(routeTable.flatMap((r) => (r.remote ? [r.remote.name] : [])))];
const configs = new Map(remotes.map((name) => [name, remoteConfig(name)]));

describe('the remotes of the route table', () => {
  it.each(remotes)('%s has an rspack config under its own name', (name) => {
    expect(configs.get(name)?.name).toBe(name);
  });

  it('expose every module the route table names', () => {
    const missing = routeTable.flatMap((route) => {
      if (!route.remote) return [];
      const exposes = configs.get(route.remote.name)?.exposes ?? {};
      return route.remote.module in exposes
        ? []
        : [`${route.path}: ${route.remote.name}/${route.remote.module}`];
    });
    expect(missing).toEqual([]);
  });

  it.each(remotes)('%s exposes files that exist', (name) => {
    const exposes = configs.get(name)?.exposes ?? {};
    const absent = Object.values(exposes).filter((file) => !existsSync(join(root, name, file)));
    expect(absent).toEqual([]);
  });
});
