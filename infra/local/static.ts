import { existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join, normalize } from 'node:path';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

/** serve-handler is untyped CommonJS; these are the options used here. */
const serveHandler = createRequire(import.meta.url)('serve-handler') as (
  req: IncomingMessage,
  res: ServerResponse,
  options: {
    public: string;
    cleanUrls: boolean;
    directoryListing: boolean;
    headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
  },
) => Promise<void>;

export interface RunningStatic {
  url: string;
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<RunningStatic> {
  // Longer than the browser keeps an idle connection: with Node's 5 s the server could close one just
  // as Chromium reused it for a manifest, which the page then met as 'Failed to fetch'.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () =>
      resolve({
        url: `http://localhost:${port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

const noCache = [{ key: 'Cache-Control', value: 'no-cache' }];
/** Content-hashed assets (`main.1a2b3c4d.js`) never change: cache them for a year, as CloudFront does. */
const immutable = {
  source: '**/*.+([0-9a-f]).{js,css}',
  headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
};

/** gzip like CloudFront, so page-weight and Lighthouse figures measured locally are the real transfer sizes. */
const compress = compression();
const compressed =
  (handler: (req: IncomingMessage, res: ServerResponse) => void) =>
  (req: IncomingMessage, res: ServerResponse) =>
    compress(req as never, res as never, () => handler(req, res));

/**
 * The shell: its dist/ with SPA fallback to index.html, the generated `/runtime-config.json`, and
 * `/agreement_form.pdf` from shell/public when the build did not copy it.
 */
export function startShellServer(opts: {
  port: number;
  distDir: string;
  publicDir: string;
  runtimeConfig: unknown;
}): Promise<RunningStatic> {
  const runtimeConfig = JSON.stringify(opts.runtimeConfig, null, 2);
  const server = createServer(
    compressed((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const pathname = decodeURIComponent(url.pathname);
      if (pathname === '/runtime-config.json') {
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
        res.end(runtimeConfig);
        return;
      }
      const relative = normalize(pathname).replace(/^(\.\.[/\\])+/, '');
      let root = opts.distDir;
      if (!isFile(join(opts.distDir, relative)) && isFile(join(opts.publicDir, relative)))
        root = opts.publicDir;
      // Client-side routes (no file extension) get the app; a missing asset stays a 404.
      else if (!isFile(join(opts.distDir, relative)) && !/\.[a-z0-9]+$/i.test(pathname))
        req.url = '/index.html';
      void serveHandler(req, res, {
        public: root,
        cleanUrls: false,
        directoryListing: false,
        headers: [{ source: '{index.html,mf-manifest.json}', headers: noCache }, immutable],
      });
    }),
  );
  return listen(server, opts.port);
}

/** A remote's dist/, readable cross-origin (the shell loads its manifest and chunks). */
export function startRemoteServer(opts: { port: number; distDir: string }): Promise<RunningStatic> {
  const server = createServer(
    compressed((req, res) => {
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-methods': 'GET,HEAD,OPTIONS',
          'access-control-allow-headers': '*',
        });
        res.end();
        return;
      }
      void serveHandler(req, res, {
        public: opts.distDir,
        cleanUrls: false,
        directoryListing: false,
        headers: [{ source: '{mf-manifest.json,remoteEntry.js,mf-stats.json}', headers: noCache }, immutable],
      });
    }),
  );
  return listen(server, opts.port);
}
