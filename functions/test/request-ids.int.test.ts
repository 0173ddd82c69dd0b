import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';

/**
 * What ties a person's error to the server's log: the id the web client sends with each request
 * (x-request-id) comes back in the answer's header and error body (the handler logs under the same id:
 * api-handler.ts appends it to every line); and the browser's own error reports (POST /client-errors)
 * are accepted for logging. The throwaway test stack keeps no log file to read, so the answers are
 * what is asserted here.
 */
const local = localStack();
const api = local.stack.apiUrl;

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(api + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the request id', () => {
  it('answers a refused request with the id the client sent, in the header and the body', async () => {
    const id = randomUUID();
    const res = await postJson('/contact', { email: 'not-an-email', message: 'hi' }, { 'x-request-id': id });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-request-id')).toBe(id);
    expect(await res.json()).toMatchObject({ field: 'email', requestId: id });
  });

  it('answers a refusal of the gateway-level checks (no token) with the id too', async () => {
    const id = randomUUID();
    const res = await fetch(`${api}/me`, { headers: { 'x-request-id': id } });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-request-id')).toBe(id);
    expect(await res.json()).toMatchObject({ requestId: id });
  });

  it('gives a request that sent a malformed id one of its own, answered the same way', async () => {
    const res = await postJson('/contact', { email: 'x' }, { 'x-request-id': 'bad id!' });
    const own = res.headers.get('x-request-id');
    expect(own).toMatch(/^[\w-]{8,64}$/);
    expect(own).not.toBe('bad id!');
    expect(((await res.json()) as { requestId: string }).requestId).toBe(own);
  });
});

describe('POST /client-errors', () => {
  it("takes the browser's report of a remote that failed to load, anonymously", async () => {
    const res = await postJson('/client-errors', {
      kind: 'remote-load',
      message: 'ScriptExternalLoadError: mf-deals did not load',
      page: '/deal-flow',
      source: 'mf-deals',
      requestId: randomUUID(),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ logged: true });
    expect(res.headers.get('ratelimit-limit')).toBeTruthy();
  });

  it('refuses a report of an unknown kind, naming the field', async () => {
    const res = await postJson('/client-errors', { kind: 'panic', message: 'x', page: '/' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'kind' });
  });
});
