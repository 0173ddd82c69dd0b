import { build } from 'esbuild';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bundlingLoader, functionsSrc } from '../src/portal-function';

/**
 * The API reference's handlers bundled as a deployed function is (the CDK tests skip bundling): with
 * PortalFunction's loaders, into a folder with no node_modules beside it, then run. The script route must
 * answer Redoc's file from the bundle itself.
 */
const out = mkdtempSync(join(tmpdir(), 'docs-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

type Handler = (
  event: unknown,
  context: unknown,
) => Promise<{
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}>;

const redocStandalone = 'redoc/bundles/redoc.standalone.js';

async function bundled(handlerModule: string): Promise<Handler> {
  const outfile = join(out, handlerModule.replace(/\W+/g, '-'), 'index.mjs');
  // as in Lambda, the package cannot be found from the bundle's folder
  expect(() => createRequire(outfile).resolve(redocStandalone)).toThrow();
  await build({
    entryPoints: [join(functionsSrc, handlerModule)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    mainFields: ['module', 'main'],
    loader: bundlingLoader,
    banner: {
      js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'silent',
  });
  return ((await import(pathToFileURL(outfile).href)) as { handler: Handler }).handler;
}

const get = (path: string) => ({
  version: '2.0',
  routeKey: `GET ${path}`,
  rawPath: path,
  rawQueryString: '',
  headers: {},
  requestContext: {
    requestId: 'docs-bundle-test',
    routeKey: `GET ${path}`,
    stage: '$default',
    http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
  },
  isBase64Encoded: false,
});

const context = {
  functionName: 'docs-bundle-test',
  awsRequestId: 'docs-bundle-test',
  getRemainingTimeInMillis: () => 10_000,
};

describe('the API reference in a Lambda bundle', () => {
  it('serves the Redoc script the bundle carries', async () => {
    const handler = await bundled('platform/handlers/get-docs-script.ts');
    const res = await handler(get('/docs/redoc.standalone.js'), context);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const file = createRequire(join(functionsSrc, 'platform')).resolve(redocStandalone);
    expect(res.body).toBe(readFileSync(file, 'utf8'));
  }, 60_000);

  it('serves the page that loads it', async () => {
    const handler = await bundled('platform/handlers/get-docs.ts');
    const res = await handler(get('/docs'), context);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<script src="docs/redoc.standalone.js"></script>');
  }, 60_000);
});
