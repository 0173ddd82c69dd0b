// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS config file */
/* global require, module, __dirname, process, console */
/**
 * THE rspack + Module Federation config factory for the shell and every remote.
 *
 *   // <package>/rspack.config.cjs
 *   module.exports = require('@portal/web/rspack').createConfig({
 *     name: 'mf-auth', port: 3001, dirname: __dirname, exposes: { './AuthPage': './src/pages/AuthPage.tsx' },
 *   });
 *
 * - Entry is `<dirname>/src/index.ts`, which must only do `import('./bootstrap')` (async boundary so
 *   shared singletons can be negotiated before any of them is evaluated).
 * - Remotes are never declared statically: the shell registers them at runtime from
 *   `/runtime-config.json` (see `@portal/web/remotes`). Remotes publish `mf-manifest.json`.
 * - Only stateful libraries are shared, as singletons with an explicit requiredVersion read from the
 *   consuming package's package.json (falling back to the installed version).
 * - `@portal/web/*` (runtime config, API client, session, /me) is shared as a singleton too: it holds
 *   state (loaded config, auth listeners) that the shell and the remotes must see once.
 * - Amplify (aws-amplify, @aws-amplify/*) is deliberately NOT a shared entry of its own: it is imported
 *   only by `@portal/web/session`, which is a shared singleton, so there is still exactly one Amplify
 *   instance on the page, and Amplify stays tree-shaken inside it (a shared package is bundled whole:
 *   sharing the six Amplify entries cost ~31 KB gzip on the /auth first load). The rule "import Amplify
 *   only in packages/web/src/session.ts" is checked by packages/web/src/amplify-boundary.test.ts.
 * - `react-router-dom` is served by shell/src/shared-router.ts, a declarative-mode subset shared as
 *   one singleton under its own key (see SHARED_ROUTER below): the package whole cost ~46 KB gzip more.
 * - `shareStrategy: 'loaded-first'` so a dead remote cannot break boot.
 * - The production build (`rspack build`) is the config below as it is. `npm run dev` runs `rspack serve`
 *   with PORTAL_WEB_DEV=1 (so does a bare `rspack serve`): the development variant of the same config
 *   (see developmentVariant), on the same port, still publishing `mf-manifest.json`.
 */
const fs = require('node:fs');
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');

const webPkg = require('./package.json');

/** Walk up from `fromDir` looking for node_modules/<pkg>/package.json (works for pnpm symlinked layouts). */
function findInstalled(pkg, fromDir) {
  let dir = fromDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(candidate)) return fs.realpathSync(candidate);
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * requiredVersion for a shared package: the range in the consumer's package.json if it declares it,
 * else `^<installed version>` (looked up from the consumer, then from the packages that pull it in).
 */
function versionRange(pkg, consumerPkg, dirname, viaPackages) {
  const declared = {
    ...consumerPkg.peerDependencies,
    ...consumerPkg.devDependencies,
    ...consumerPkg.dependencies,
  }[pkg];
  if (declared && !declared.startsWith('workspace:')) return declared;
  const starts = [dirname, __dirname];
  for (const via of viaPackages) {
    const viaJson = findInstalled(via, dirname) ?? findInstalled(via, __dirname);
    // in pnpm's layout, the dependencies of `via` sit next to it: .pnpm/<via>@x/node_modules/<dep>
    if (viaJson) starts.push(path.dirname(path.dirname(viaJson)));
  }
  for (const start of starts) {
    const found = findInstalled(pkg, start);
    if (found) return `^${readJson(found).version}`;
  }
  throw new Error(`[rspack factory] cannot determine the version of shared package ${pkg} from ${dirname}`);
}

/** Shared singletons: [key, package for version lookup, packages through which it is reached]. */
const SHARED = [
  ['react', 'react', []],
  ['react/', 'react', []],
  ['react-dom', 'react-dom', []],
  ['react-dom/', 'react-dom', []],
  ['styled-components', 'styled-components', []],
  ['swr', 'swr', []],
  ['react-toastify', 'react-toastify', []],
];

/**
 * The router: `import ... from 'react-router-dom'` (shell and remotes) is served by the shell's
 * shared-router module, shared under its own key. A shared module is bundled whole; shared as the
 * package, react-router was ~60 KB gzip of /auth's first load, shared as this module it is tree-shaken
 * to the declarative-mode API the frontends use. `react-router` itself is not shared: only that module
 * imports it (checked by shell/src/shared-router.test.ts).
 */
const SHARED_ROUTER = {
  request: 'react-router-dom',
  shareKey: 'portal-router',
  module: path.join(__dirname, '..', '..', 'shell', 'src', 'shared-router.ts'),
};

/**
 * publicPath 'auto' is what a remote needs (see output.publicPath below), and the manifest plugin says so
 * on every build of every remote; the notice is dropped, every other infrastructure message is kept.
 */
const consoleWithoutAutoPublicPathNotice = Object.assign(Object.create(console), {
  /** @param {unknown[]} args */
  warn: (...args) => {
    if (!args.some((a) => String(a).includes("reason: publicPath='auto'"))) console.warn(...args);
  },
});

/** Development-only modules (the React Refresh entry). */
const DEV_DIR = path.join(__dirname, 'dev');

/** Modules of packages/web/src shared as singletons (they hold state). */
const PLATFORM_SOURCE = /[\\/]packages[\\/]web[\\/]src[\\/]/;
const PLATFORM_MODULES = ['config', 'auth', 'session', 'api', 'me', 'remotes'];

function sharedConfig(dirname) {
  const consumerPkg = readJson(path.join(dirname, 'package.json'));
  /** @type {Record<string, any>} */
  const shared = {};
  for (const [key, pkg, via] of SHARED) {
    shared[key] = { singleton: true, requiredVersion: versionRange(pkg, consumerPkg, dirname, via) };
  }
  const routerDir = path.dirname(SHARED_ROUTER.module);
  shared[SHARED_ROUTER.request] = {
    import: SHARED_ROUTER.module,
    shareKey: SHARED_ROUTER.shareKey,
    singleton: true,
    // the module carries no version of its own: it is the installed react-router-dom's API
    version: versionRange('react-router-dom', {}, routerDir, []).slice(1),
    requiredVersion: versionRange('react-router-dom', consumerPkg, dirname, []),
  };
  // Our own stateful platform modules (runtime config, session, API client, /me): one instance for
  // all. Explicit keys, so the host always provides every one of them.
  for (const mod of PLATFORM_MODULES) {
    shared[`@portal/web/${mod}`] = {
      singleton: true,
      version: webPkg.version,
      requiredVersion: `^${webPkg.version}`,
    };
  }
  return shared;
}

/**
 * @param {{
 *   name: string,
 *   port: number,
 *   dirname: string,
 *   exposes?: Record<string, string>,
 *   isHost?: boolean,
 *   html?: { template: string },
 * }} options
 * @returns {import('@rspack/core').Configuration}
 */
function createConfig({ name, port, dirname, exposes, isHost = false, html }) {
  if (!name || !dirname || typeof port !== 'number')
    throw new Error('createConfig needs { name, port, dirname }');
  const offset = Number(process.env.PORTAL_PORT_OFFSET ?? 0);
  const publicDir = path.join(dirname, 'public');

  /** @type {any[]} */
  const plugins = [
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      // names like 'mf-auth' are not JS identifiers: publish the container as a property of globalThis
      library: { type: 'global', name },
      ...(exposes ? { exposes } : {}),
      // remotes are registered at runtime from /runtime-config.json; none are declared here
      remotes: {},
      shared: sharedConfig(dirname),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // One federation runtime on the page: the host provides it, remotes use it (saves ~30 KB gzip per
      // remote). Remotes are only ever loaded by the shell, so this holds.
      experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
    }),
  ];
  if (isHost) {
    // the host's page is its own (it carries the host's static app shell)
    if (!html?.template) throw new Error('createConfig: a host needs html.template (its index.html)');
    plugins.push(new rspack.HtmlRspackPlugin({ template: path.join(dirname, html.template) }));
  }
  if (fs.existsSync(publicDir)) {
    plugins.push(
      new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.', noErrorOnMissing: true }] }),
    );
  }

  /** @type {import('@rspack/core').Configuration} */
  const config = {
    mode: 'production',
    context: dirname,
    infrastructureLogging: { console: consoleWithoutAutoPublicPathNotice },
    target: 'web',
    entry: { main: './src/index.ts' },
    devtool: false,
    output: {
      path: path.join(dirname, 'dist'),
      // the host serves deep links (/admin/users) from index.html, so its assets are root-relative;
      // remotes are loaded cross-origin and find their chunks relative to their own entry
      publicPath: isHost ? '/' : 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      uniqueName: name.replace(/[^a-zA-Z0-9_]/g, '_'),
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: 'es2020',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?|pdf)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // never set runtimeChunk with Module Federation on rspack
      minimize: true,
      splitChunks: {
        cacheGroups: {
          // Each shared platform module (@portal/web/config, /api, /me, ...) became a chunk of its own
          // with its imports inside, so the modules they have in common (http, auth, config) were copied
          // into several of the chunks the first page loads. The page needs all of them at start: one
          // chunk, each module once. The session (Amplify) stays apart: it loads on demand.
          platform: {
            test: (/** @type {{ resource?: string }} */ module) =>
              PLATFORM_SOURCE.test(module.resource ?? '') && !/[\\/]session\.ts$/.test(module.resource ?? ''),
            name: 'platform',
            chunks: 'async',
            minSize: 0,
            priority: 20,
            enforce: true,
          },
        },
      },
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    devServer: {
      port: port + offset,
      historyApiFallback: isHost,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: fs.existsSync(publicDir) ? { directory: publicDir } : false,
    },
    plugins,
  };
  return isDevServer() ? developmentVariant(config, { port: port + offset, isHost }) : config;
}

/**
 * True under `npm run dev` (PORTAL_WEB_DEV=1) and under a bare `rspack serve` (alias `dev`, `s`);
 * PORTAL_WEB_DEV=0 forces the production config. Not NODE_ENV: an exported NODE_ENV=development in a
 * shell must not turn `npm run build` into a development build.
 *
 * @param {Record<string, string | undefined>} env
 * @param {string[]} argv
 */
function isDevServer(env = process.env, argv = process.argv) {
  if (env.PORTAL_WEB_DEV !== undefined && env.PORTAL_WEB_DEV !== '') return env.PORTAL_WEB_DEV === '1';
  const runsRspackCli = /[\\/]rspack(\.js)?$/.test(argv[1] ?? '');
  return runsRspackCli && ['serve', 'server', 's', 'dev'].includes(argv[2] ?? '');
}

/**
 * The dev server's variant of a production config: development mode, source maps, React Refresh,
 * unhashed file names, no minification, and the devServer the shell and the remotes need. The Module
 * Federation plugin is the same object, so the manifest, shared singletons and exposes are unchanged.
 *
 * @param {import('@rspack/core').Configuration} config
 * @param {{ port: number, isHost: boolean }} options
 * @returns {import('@rspack/core').Configuration}
 */
function developmentVariant(config, { port, isHost }) {
  // required here only: the production build needs neither package
  const { ReactRefreshRspackPlugin } = require('@rspack/plugin-react-refresh');
  const rules = (config.module?.rules ?? []).map((rule) =>
    rule && typeof rule === 'object' && rule.loader === 'builtin:swc-loader'
      ? {
          ...rule,
          options: {
            jsc: {
              ...rule.options.jsc,
              // React Refresh needs the transform's refresh registrations and React's dev JSX
              transform: { react: { runtime: 'automatic', development: true, refresh: true } },
            },
          },
        }
      : rule,
  );
  const production = /** @type {Record<string, any>} */ (config.devServer ?? {});
  return {
    ...config,
    mode: 'development',
    // eval: the fastest rebuilds; cheap-module: lines of the original TypeScript
    devtool: 'eval-cheap-module-source-map',
    output: {
      ...config.output,
      filename: '[name].js',
      chunkFilename: '[name].js',
      assetModuleFilename: 'assets/[name][ext]',
      cssFilename: '[name].css',
      cssChunkFilename: '[name].css',
      // the dev server keeps its output in memory; the production dist/ stays for `npm start`
      clean: false,
    },
    module: { ...config.module, rules },
    optimization: { ...config.optimization, minimize: false, moduleIds: 'named', chunkIds: 'named' },
    // `rspack serve` defaults to compiling dynamic imports on first request; the shell reaches the
    // remotes' exposed modules through dynamic imports across origins, which that does not serve
    lazyCompilation: false,
    devServer: {
      ...production,
      port,
      hot: true,
      // a change React Refresh cannot apply (a module outside components) reloads the page
      liveReload: true,
      // the remotes' chunks and manifest are fetched by the shell's page, from another port
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: {
        // a remote's HMR client runs in the shell's page: without its own port it would connect to the
        // shell's server (0.0.0.0: the page's host name)
        webSocketURL: { hostname: '0.0.0.0', port, pathname: '/ws', protocol: 'ws' },
        overlay: { errors: true, warnings: false, runtimeErrors: false },
        logging: 'warn',
      },
      ...(isHost ? { setupMiddlewares: serveRuntimeConfig } : {}),
    },
    plugins: [
      ...(config.plugins ?? []),
      // the refresh runtime's entry comes through dev/refresh-entry.js, after the hook it needs
      new ReactRefreshRspackPlugin({ injectEntry: false, exclude: [/[\\/]node_modules[\\/]/, DEV_DIR] }),
      new rspack.EntryPlugin(/** @type {string} */ (config.context), path.join(DEV_DIR, 'refresh-entry.js'), {
        name: undefined,
      }),
    ],
  };
}

/**
 * The shell's `/runtime-config.json` in development: the file PORTAL_RUNTIME_CONFIG names (written by
 * `npm run dev` once the stack is provisioned), read on every request.
 *
 * @param {any[]} middlewares
 */
function serveRuntimeConfig(middlewares) {
  middlewares.unshift({
    name: 'portal-runtime-config',
    path: '/runtime-config.json',
    middleware: (/** @type {any} */ _req, /** @type {any} */ res) => {
      const file = process.env.PORTAL_RUNTIME_CONFIG;
      const body = file && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(
        body ??
          JSON.stringify({ message: 'no runtime config: set PORTAL_RUNTIME_CONFIG (npm run dev does)' }),
      );
    },
  });
  return middlewares;
}

module.exports = { createConfig, isDevServer };
