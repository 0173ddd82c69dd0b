import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactPaths, startGateway, startLambdaEndpoint, type RunningGateway } from './gateway';

// A gateway of its own (port 0) over an echo handler, to check the exact HTTP API v2 event shape,
// and a Lambda endpoint of its own for the Lambda Invoke contract cognito-local relies on.
const origin = 'http://localhost:3999';
let dir: string;
let gateway: RunningGateway;
let lambda: RunningGateway;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  writeFileSync(
    join(dir, 'echo.mjs'),
    `export const handler = async (event, context) => ({
      statusCode: 201,
      headers: { 'content-type': 'application/json', 'x-fn': context.functionName },
      cookies: ['session=abc; HttpOnly'],
      body: JSON.stringify(event),
    });`,
  );
  writeFileSync(join(dir, 'plain.mjs'), `export const handler = async () => ({ hello: 'world' });`);
  writeFileSync(join(dir, 'boom.mjs'), `export const handler = async () => { throw new Error('kaboom'); };`);
  // an error whose message and stack name files on this machine
  writeFileSync(
    join(dir, 'leaky.mjs'),
    `export const handler = async () => { throw new Error('cannot read ' + import.meta.url + ' or ${dir}/secret.json'); };`,
  );
  writeFileSync(
    join(dir, 'trigger.mjs'),
    `export const handler = async (event) => ({ ...event, response: { seen: true } });`,
  );
  gateway = await startGateway({
    port: 0,
    allowedOrigin: origin,
    handlerRoot: dir,
    log: () => undefined,
    domains: [
      {
        domain: 'platform',
        routes: [
          {
            method: 'POST',
            path: '/deals/{id}/documents/{docId}',
            handler: 'echo.mjs',
            access: { kind: 'public' },
            summary: 'echo',
            permissions: [],
          },
          {
            method: 'GET',
            path: '/deals/mine',
            handler: 'plain.mjs',
            access: { kind: 'public' },
            summary: 'literal',
            permissions: [],
          },
          {
            method: 'GET',
            path: '/deals/{id}',
            handler: 'echo.mjs',
            access: { kind: 'public' },
            summary: 'param',
            permissions: [],
          },
          {
            method: 'GET',
            path: '/boom',
            handler: 'boom.mjs',
            access: { kind: 'public' },
            summary: 'boom',
            permissions: [],
          },
        ],
      },
    ],
  });
});

beforeAll(async () => {
  lambda = await startLambdaEndpoint({
    handlerRoot: dir,
    log: () => undefined,
    lambdas: {
      'portal-post-confirmation': 'trigger.mjs',
      'portal-broken': 'boom.mjs',
      'portal-leaky': 'leaky.mjs',
    },
  });
});

afterAll(async () => {
  await gateway?.stop();
  await lambda?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('gateway event mapping', () => {
  it('builds a payload 2.0 event with route key, params, query, cookies and lowercase headers', async () => {
    const res = await fetch(`${gateway.url}/deals/d%201/documents/x9?a=1&a=2&b=3`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: 'c1=v1; c2=v2',
        'X-Custom': 'Yes',
        'User-Agent': 'int-test',
      },
      body: JSON.stringify({ n: 1 }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-fn')).toBe('echo');
    expect(res.headers.get('set-cookie')).toContain('session=abc');
    const event = (await res.json()) as Record<string, unknown> & {
      headers: Record<string, string>;
      requestContext: { http: Record<string, string>; requestId: string; routeKey: string };
    };
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /deals/{id}/documents/{docId}',
      rawPath: '/deals/d%201/documents/x9',
      rawQueryString: 'a=1&a=2&b=3',
      cookies: ['c1=v1', 'c2=v2'],
      queryStringParameters: { a: '1,2', b: '3' },
      pathParameters: { id: 'd 1', docId: 'x9' },
      body: '{"n":1}',
      isBase64Encoded: false,
    });
    expect(event.headers['x-custom']).toBe('Yes');
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.requestContext.http).toMatchObject({
      method: 'POST',
      path: '/deals/d%201/documents/x9',
      userAgent: 'int-test',
    });
    expect(event.requestContext.http.sourceIp).toBeTruthy();
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.requestContext.routeKey).toBe('POST /deals/{id}/documents/{docId}');
  });

  it('base64-encodes binary bodies', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    const res = await fetch(`${gateway.url}/deals/a/documents/b`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: bytes,
    });
    const event = (await res.json()) as { body: string; isBase64Encoded: boolean };
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body, 'base64').equals(bytes)).toBe(true);
  });

  it('prefers a literal segment over a path parameter and maps a plain object result to 200 JSON', async () => {
    const res = await fetch(`${gateway.url}/deals/mine`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hello: 'world' });
  });

  it('answers a wrong method on a known path, and an unknown path, with 404', async () => {
    expect((await fetch(`${gateway.url}/deals/mine`, { method: 'DELETE' })).status).toBe(404);
    expect((await fetch(`${gateway.url}/nothing`)).status).toBe(404);
  });

  it('turns a handler exception into 500 without leaking the message', async () => {
    const res = await fetch(`${gateway.url}/boom`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal Server Error' });
  });
});

describe('malformed requests', () => {
  it('answers malformed percent-encoding in a path parameter with 400, never 500', async () => {
    for (const path of [
      '/deals/%E0%A4%A',
      '/deals/%',
      '/deals/%zz/documents/x',
      '/deals/a/documents/%C3%28',
    ]) {
      const method = path.includes('/documents/') ? 'POST' : 'GET';
      const res = await fetch(`${gateway.url}${path}`, { method });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ message: 'Bad Request: the path is not valid percent-encoding' });
    }
  });
  it('never answers with a stack trace or a file path', async () => {
    const res = await fetch(`${gateway.url}/boom`);
    const text = await res.text();
    expect(text).not.toMatch(/\bat \S+ \(|file:\/\/|\/[\w.-]+\/[\w.-]+\.m?[jt]s/);
  });
});

describe('Lambda Invoke API (cognito-local triggers)', () => {
  it('is not served on the API port', async () => {
    const res = await fetch(`${gateway.url}/2015-03-31/functions/portal-post-confirmation/invocations`, {
      method: 'POST',
      body: JSON.stringify({ request: { userAttributes: { sub: 'u1', email: 'admin@example.com' } } }),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not Found' });
  });

  it('listens on the loopback address only', () => {
    expect(new URL(lambda.url).hostname).toBe('127.0.0.1');
  });

  it('runs the trigger handler and returns its result', async () => {
    const event = {
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      request: { userAttributes: { sub: 'u1' } },
      response: {},
    };
    const res = await fetch(`${lambda.url}/2015-03-31/functions/portal-post-confirmation/invocations`, {
      method: 'POST',
      body: JSON.stringify(event),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-amz-function-error')).toBeNull();
    expect(await res.json()).toMatchObject({
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      response: { seen: true },
    });
  });

  it('reports a failing handler as an Unhandled function error', async () => {
    const res = await fetch(`${lambda.url}/2015-03-31/functions/portal-broken/invocations`, {
      method: 'POST',
      body: '{}',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-amz-function-error')).toBe('Unhandled');
    expect(await res.json()).toEqual({ errorType: 'Error', errorMessage: 'kaboom' });
  });

  it('reports a failure without its stack trace or the file paths in its message', async () => {
    const res = await fetch(`${lambda.url}/2015-03-31/functions/portal-leaky/invocations`, {
      method: 'POST',
      body: '{}',
    });
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      errorType: 'Error',
      errorMessage: 'cannot read <path> or <path>',
    });
    expect(text).not.toContain(dir);
  });

  it('answers an unknown function with 404 without echoing its name', async () => {
    const res = await fetch(`${lambda.url}/2015-03-31/functions/%3Cscript%3E/invocations`, {
      method: 'POST',
    });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('script');
  });
});

describe('redactPaths', () => {
  it('replaces POSIX and Windows paths and file URLs, keeping the words', () => {
    expect(redactPaths('ENOENT: open /home/u/app/x.json failed')).toBe('ENOENT: open <path> failed');
    expect(redactPaths("Cannot find module 'C:\\work\\a.js'")).toBe("Cannot find module '<path>'");
    expect(redactPaths('at file:///srv/app/h.mjs:1:2')).toBe('at <path>');
    expect(redactPaths('body: not valid JSON')).toBe('body: not valid JSON');
  });
});
