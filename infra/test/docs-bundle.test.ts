import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundlingLoader, functionsSrc } from '../src/portal-function';

/**
 * The API reference's handlers bundled as a deployed function is (the CDK tests skip bundling), with
 * PortalFunction's loaders, and run as Lambda runs them: in a process of their own, from a folder with
 * no node_modules and no NODE_PATH (pnpm sets one for the tests), so the script route can only answer
 * Redoc's file from the bundle itself.
 */
const out = mkdtempSync(join(tmpdir(), 'docs-bundle-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const handlers = {
  page: 'platform/portal/handlers/get-docs.ts',
  script: 'platform/portal/handlers/get-docs-script.ts',
} as const;

beforeAll(async () => {
  await build({
    entryPoints: Object.entries(handlers).map(([name, module]) => ({
      in: join(functionsSrc, module),
      out: name,
    })),
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    minify: true,
    mainFields: ['module', 'main'],
    loader: bundlingLoader,
    banner: {
      js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'silent',
  });
}, 60_000);

interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  bodySha256: string;
  body: string;
}

/** GET `path` answered by the bundled handler `name`, in a child process with a bare environment. */
function invoke(name: keyof typeof handlers, path: string): Answer {
  const event = {
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
  };
  const script = `
    import { createHash } from 'node:crypto';
    const { handler } = await import(${JSON.stringify(pathToFileURL(join(out, `${name}.mjs`)).href)});
    const context = { functionName: 'docs', awsRequestId: 'docs', getRemainingTimeInMillis: () => 10000 };
    const res = await handler(${JSON.stringify(event)}, context);
    const bodySha256 = createHash('sha256').update(res.body).digest('hex');
    process.stdout.write('\\n' + JSON.stringify({ ...res, bodySha256, body: res.body.slice(0, 2000) }));
  `;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: out,
    env: { PATH: process.env.PATH ?? '', POWERTOOLS_LOG_LEVEL: 'ERROR' },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.slice(stdout.lastIndexOf('\n') + 1)) as Answer;
}

describe('the API reference in a Lambda bundle', () => {
  it('serves the Redoc script the bundle carries', () => {
    const res = invoke('script', '/docs/redoc.standalone.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const file = createRequire(join(functionsSrc, 'platform')).resolve('redoc/bundles/redoc.standalone.js');
    expect(res.bodySha256).toBe(createHash('sha256').update(readFileSync(file, 'utf8')).digest('hex'));
  });

  it('serves the page that loads it', () => {
    const res = invoke('page', '/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<script src="docs/redoc.standalone.js"></script>');
  });
});
