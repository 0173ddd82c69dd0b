/// <reference types="node" />
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * The factory's two variants: `rspack build` gets the production config as it always was; the dev
 * servers of `npm run dev` (PORTAL_WEB_DEV=1, or a bare `rspack serve`) get the development variant
 * on the same port, with the same Module Federation plugin.
 */
/** The parts of a config these tests read. */
interface Config {
  mode: string;
  devtool: unknown;
  lazyCompilation?: unknown;
  output: { filename: string; path: string; publicPath: string };
  module: { rules: Array<{ options: { jsc: { transform: { react: Record<string, unknown> } } } }> };
  plugins: object[];
  devServer: {
    historyApiFallback?: boolean;
    setupMiddlewares: (middlewares: unknown[]) => Array<{ path: string }>;
  };
}
const require = createRequire(import.meta.url);
const factory = require('../rspack.config.factory.cjs') as {
  createConfig: (o: Record<string, unknown>) => Config;
  isDevServer: (env: Record<string, string | undefined>, argv: string[]) => boolean;
};
const remote = {
  name: 'mf-deals',
  port: 3005,
  dirname: join(import.meta.dirname, '..', '..', '..', 'mf-deals'),
  exposes: { './DealFlowPage': './src/pages/DealFlowPage.tsx' },
};
const saved = { dev: process.env.PORTAL_WEB_DEV, offset: process.env.PORTAL_PORT_OFFSET };
// the test run itself sets PORTAL_PORT_OFFSET (its stack's ports): these tests read the default ports
beforeEach(() => {
  delete process.env.PORTAL_PORT_OFFSET;
});
afterEach(() => {
  if (saved.dev === undefined) delete process.env.PORTAL_WEB_DEV;
  else process.env.PORTAL_WEB_DEV = saved.dev;
  if (saved.offset !== undefined) process.env.PORTAL_PORT_OFFSET = saved.offset;
});
const pluginNames = (config: Config) => config.plugins.map((p) => p.constructor.name);

describe('the rspack config factory', () => {
  it('turns to the dev variant for PORTAL_WEB_DEV=1 and for rspack serve, never for rspack build', () => {
    const cli = ['node', '/repo/node_modules/.bin/rspack'];
    expect(factory.isDevServer({ PORTAL_WEB_DEV: '1' }, [...cli, 'build'])).toBe(true);
    expect(factory.isDevServer({}, [...cli, 'serve'])).toBe(true);
    expect(factory.isDevServer({}, [...cli, 'dev'])).toBe(true);
    expect(factory.isDevServer({ PORTAL_WEB_DEV: '0' }, [...cli, 'serve'])).toBe(false);
    expect(factory.isDevServer({ NODE_ENV: 'development' }, [...cli, 'build'])).toBe(false);
    expect(factory.isDevServer({}, ['node', '/repo/node_modules/.bin/vitest', 'serve'])).toBe(false);
  });

  it('builds for production without React Refresh', () => {
    process.env.PORTAL_WEB_DEV = '0';
    const config = factory.createConfig(remote);
    expect(config.mode).toBe('production');
    expect(config.devtool).toBe(false);
    expect(config.output.filename).toBe('[name].[contenthash:8].js');
    expect(config.module.rules[0]!.options.jsc.transform.react).toEqual({ runtime: 'automatic' });
    expect(pluginNames(config)).not.toContain('ReactRefreshRspackPlugin');
  });

  it('serves a remote in development on its port, readable from the shell, with React Refresh', () => {
    process.env.PORTAL_WEB_DEV = '0';
    const production = factory.createConfig(remote);
    process.env.PORTAL_WEB_DEV = '1';
    const config = factory.createConfig(remote);
    expect(config.mode).toBe('development');
    expect(config.lazyCompilation).toBe(false);
    expect(config.module.rules[0]!.options.jsc.transform.react).toMatchObject({
      refresh: true,
      development: true,
    });
    expect(pluginNames(config)).toEqual([
      ...pluginNames(production),
      'ReactRefreshRspackPlugin',
      'EntryPlugin',
    ]);
    expect(config.devServer).toMatchObject({
      port: 3005,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { webSocketURL: { port: 3005 } },
    });
    expect(config.output.path).toBe(production.output.path);
    expect(config.output.publicPath).toBe('auto');
  });

  it("serves the shell's runtime config from the file PORTAL_RUNTIME_CONFIG names", () => {
    process.env.PORTAL_WEB_DEV = '1';
    const config = factory.createConfig({
      name: 'shell',
      port: 3000,
      isHost: true,
      dirname: join(import.meta.dirname, '..', '..', '..', 'shell'),
      html: { template: 'src/index.html' },
    });
    expect(config.devServer.historyApiFallback).toBe(true);
    const middlewares = config.devServer.setupMiddlewares([]);
    expect(middlewares.map((m) => m.path)).toEqual(['/runtime-config.json']);
  });
});
