import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, buildUrl, createApiFetch, errorMessageFrom } from './http';

function client(responses: Array<Response | Error>, token: string | null = 'tok') {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const sleeps: number[] = [];
  const apiFetch = createApiFetch({
    fetch: async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      const next = responses.shift();
      if (!next) throw new Error('no more responses');
      if (next instanceof Error) throw next;
      return next;
    },
    baseUrl: () => 'http://api.test/',
    token: async () => token,
    sleep: async (ms) => void sleeps.push(ms),
  });
  return { apiFetch, calls, sleeps };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiFetch', () => {
  it('sends the bearer token and JSON body, returns parsed JSON', async () => {
    const { apiFetch, calls } = client([json({ ok: true })]);
    await expect(apiFetch('/contact', { json: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(calls[0]!.url).toBe('http://api.test/contact');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });
  it('omits the Authorization header without a session or for anonymous calls', async () => {
    const { apiFetch, calls } = client([json({}), json({})], null);
    await apiFetch('/x');
    await apiFetch('/y', { anonymous: true });
    for (const call of calls)
      expect((call.init.headers as Record<string, string>).authorization).toBeUndefined();
  });
  it('turns error responses into ApiError with status and server message', async () => {
    const { apiFetch } = client([json({ message: 'Registration not found' }, 404)]);
    const error = await apiFetch('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Registration not found' });
  });
  it('retries 502, 503 and 504, then succeeds', async () => {
    const { apiFetch, calls, sleeps } = client([json({}, 502), json({}, 503), json({ ok: 1 })]);
    await expect(apiFetch('/x')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(3);
    expect(sleeps).toEqual([300, 900]);
  });
  it('gives up after the retries with the last error; no retry on 500 or 4xx', async () => {
    const a = client([json({}, 504), json({}, 504), json({ message: 'Gateway timeout' }, 504)]);
    await expect(a.apiFetch('/x')).rejects.toMatchObject({ status: 504, message: 'Gateway timeout' });
    expect(a.calls).toHaveLength(3);
    const b = client([json({ message: 'boom' }, 500)]);
    await expect(b.apiFetch('/x')).rejects.toMatchObject({ status: 500 });
    expect(b.calls).toHaveLength(1);
    const c = client([json({}, 503)]);
    await expect(c.apiFetch('/x', { retries: 0 })).rejects.toMatchObject({ status: 503 });
  });
  it('validates with a schema', async () => {
    const schema = z.object({ n: z.number() });
    await expect(client([json({ n: 1 })]).apiFetch('/x', { schema })).resolves.toEqual({ n: 1 });
    await expect(client([json({ n: 'x' })]).apiFetch('/x', { schema })).rejects.toBeInstanceOf(ApiError);
  });
  it('maps network failures to ApiError status 0', async () => {
    await expect(client([new TypeError('Failed to fetch')]).apiFetch('/x')).rejects.toMatchObject({
      status: 0,
      message: 'Failed to fetch',
    });
  });
});

describe('helpers', () => {
  it('errorMessageFrom reads message, error and error.message', () => {
    expect(errorMessageFrom({ message: 'a' }, 'f')).toBe('a');
    expect(errorMessageFrom({ error: 'b' }, 'f')).toBe('b');
    expect(errorMessageFrom({ error: { message: 'c' } }, 'f')).toBe('c');
    expect(errorMessageFrom(undefined, 'f')).toBe('f');
  });
  it('buildUrl joins base and path and adds defined query values', () => {
    expect(buildUrl('http://a/b/', '/me', { x: 1, y: undefined })).toBe('http://a/b/me?x=1');
  });
});
