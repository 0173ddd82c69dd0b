import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountContracts } from '@portal/contracts/api/account';
import { dealsContracts } from '@portal/contracts/api/deals';
import { marketplaceContracts } from '@portal/contracts/api/marketplace';
import { platformContracts } from '@portal/contracts/api/platform';
import { trustedRoutes } from './api-route';
import {
  ApiError,
  buildUrl,
  createApiFetch,
  createCallApi,
  errorMessageFrom,
  newIdempotencyKey,
  retryPolicy,
} from './http';

function client(responses: Array<Response | Error>, token: string | null = 'tok') {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const sleeps: number[] = [];
  let keys = 0;
  const apiFetch = createApiFetch({
    newKey: () => `key-${++keys}`,
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

describe('a refused session', () => {
  const refusing = (token: string | null) => {
    const heard: string[] = [];
    const apiFetch = createApiFetch({
      fetch: async () =>
        json({ message: 'You are no longer a member of Atlas Refining SA. Please sign in again.' }, 401),
      baseUrl: () => 'http://api.test/',
      token: async () => token,
      sleep: async () => undefined,
      onSessionRefused: (message) => void heard.push(message),
    });
    return { apiFetch, heard };
  };
  it("is reported with the server's sentence when a request that carried a token gets 401", async () => {
    const { apiFetch, heard } = refusing('tok');
    await expect(apiFetch('/deals')).rejects.toMatchObject({ status: 401 });
    expect(heard).toEqual(['You are no longer a member of Atlas Refining SA. Please sign in again.']);
  });
  it('is not reported for a request without a token (signing in, public pages)', async () => {
    const { apiFetch, heard } = refusing(null);
    await expect(apiFetch('/deals')).rejects.toMatchObject({ status: 401 });
    expect(heard).toEqual([]);
  });
});

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
  it('sends a fresh x-request-id with each attempt and keeps the answered one on the ApiError', async () => {
    const { apiFetch, calls } = client([
      new Response('', { status: 503, headers: { 'x-request-id': 'first-attempt' } }),
      new Response(JSON.stringify({ message: 'Deal not found', requestId: 'answered-id' }), {
        status: 404,
        headers: { 'x-request-id': 'answered-id' },
      }),
    ]);
    const error = await apiFetch('/deals/x').catch((e: unknown) => e);
    const sent = calls.map((c) => (c.init.headers as Record<string, string>)['x-request-id']);
    expect(sent).toHaveLength(2);
    for (const id of sent) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[0]).not.toBe(sent[1]);
    expect(error).toMatchObject({ status: 404, requestId: 'answered-id' });
  });
  it("keeps the id it sent when the answer names none (a network failure, a proxy's page)", async () => {
    const { apiFetch, calls } = client([new Error('Failed to fetch')]);
    const error = await apiFetch('/x', { retries: 0 }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      requestId: (calls[0]!.init.headers as Record<string, string>)['x-request-id'],
    });
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

const keyOf = (call: { init: RequestInit }) =>
  (call.init.headers as Record<string, string>)['Idempotency-Key'];

describe('retry rules', () => {
  it('retries a write with one key per call, the same key on every attempt', async () => {
    const { apiFetch, calls } = client([json({}, 503), json({}, 502), json({ id: 'c1' }, 201)]);
    await expect(apiFetch('/contact', { json: { a: 1 } })).resolves.toEqual({ id: 'c1' });
    expect(calls).toHaveLength(3);
    expect(calls.map(keyOf)).toEqual(['key-1', 'key-1', 'key-1']);
  });
  it('gives each call (each user action) its own key', async () => {
    const { apiFetch, calls } = client([json({}), json({})]);
    await apiFetch('/profile', { method: 'PATCH', json: { full_name: 'A' } });
    await apiFetch('/profile', { method: 'PATCH', json: { full_name: 'A' } });
    expect(calls.map(keyOf)).toEqual(['key-1', 'key-2']);
  });
  it("reuses the caller's key for the same action", async () => {
    const { apiFetch, calls } = client([json({}, 504), json({})]);
    await apiFetch('/documents/d1', { method: 'DELETE', idempotencyKey: 'delete-d1-action' });
    expect(calls.map(keyOf)).toEqual(['delete-d1-action', 'delete-d1-action']);
  });
  it('never retries a write without a key', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const { apiFetch, calls } = client([json({ message: 'Unavailable' }, 503), json({})]);
      await expect(apiFetch('/x', { method, json: {}, idempotencyKey: false })).rejects.toMatchObject({
        status: 503,
      });
      expect(calls, method).toHaveLength(1);
      expect(keyOf(calls[0]!)).toBeUndefined();
    }
  });
  it('sends no key on reads, and retries them', async () => {
    const { apiFetch, calls } = client([json({}, 503), json({ ok: 1 })]);
    await expect(apiFetch('/me')).resolves.toEqual({ ok: 1 });
    expect(calls.map(keyOf)).toEqual([undefined, undefined]);
  });
  it('does not retry a write on 500, 409 or 422 even with a key', async () => {
    for (const status of [500, 409, 422]) {
      const { apiFetch, calls } = client([json({ message: 'no' }, status), json({})]);
      await expect(apiFetch('/x', { json: {} })).rejects.toMatchObject({ status });
      expect(calls, String(status)).toHaveLength(1);
    }
  });
  it('retryPolicy: reads retry without key; writes retry only with one', () => {
    const newKey = () => 'k';
    expect(retryPolicy('GET', undefined, newKey)).toEqual({ key: undefined, retryable: true });
    expect(retryPolicy('POST', undefined, newKey)).toEqual({ key: 'k', retryable: true });
    expect(retryPolicy('PUT', 'mine', newKey)).toEqual({ key: 'mine', retryable: true });
    expect(retryPolicy('DELETE', false, newKey)).toEqual({ key: undefined, retryable: false });
  });
  it('newIdempotencyKey makes distinct UUID v4 keys the server accepts', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
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
    expect(buildUrl('http://a', '/me')).toBe('http://a/me');
    expect(buildUrl('http://a', '/x?y=1', { z: 'a b' })).toBe('http://a/x?y=1&z=a+b');
  });
});

describe('callApi', () => {
  const typed = (responses: Array<Response | Error>, token: string | null = 'tok') => {
    const c = client(responses, token);
    return { ...c, callApi: createCallApi(c.apiFetch) };
  };
  const headersOf = (call: { init: RequestInit }) => call.init.headers as Record<string, string>;
  const reviewQueue = { documents: [] };

  it("calls the contract's method on its path with the parameters encoded", async () => {
    const link = { url: 'https://s3/x', expires_at: '2026-01-01T00:05:00Z' };
    const { callApi, calls } = typed([json(link)]);
    await expect(
      callApi(dealsContracts.downloadDealDocument, { params: { id: 'd 1', documentId: 'a/b' } }),
    ).resolves.toEqual(link);
    expect(calls[0]!.url).toBe('http://api.test/deals/d%201/documents/a%2Fb/download');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(keyOf(calls[0]!)).toBeUndefined();
  });
  it('sends the query, a list as a repeated parameter', async () => {
    const { callApi, calls } = typed([json({})]);
    // the answer is no search result: only the request matters here
    await callApi(marketplaceContracts.searchListings, {
      query: { q: 'jet fuel', location: ['Doha', 'Oslo'], page: 1, page_size: 12 },
    }).catch(() => {});
    expect(calls[0]!.url).toBe(
      'http://api.test/marketplace/listings?q=jet+fuel&location=Doha&location=Oslo&page=1&page_size=12',
    );
  });
  it('sends the body as JSON with an Idempotency-Key, and retries the write with the same key', async () => {
    const created = { id: 'c1', created_at: '2026-01-01T00:00:00Z' };
    const { callApi, calls } = typed([json({}, 503), json(created, 201)]);
    await callApi(platformContracts.postContact, { body: { email: 'a@b.c', message: 'Hi' } });
    expect(calls.map((c) => [c.init.method, c.init.body, keyOf(c)])).toEqual([
      ['POST', '{"email":"a@b.c","message":"Hi"}', 'key-1'],
      ['POST', '{"email":"a@b.c","message":"Hi"}', 'key-1'],
    ]);
    expect(headersOf(calls[0]!)['content-type']).toBe('application/json');
  });
  it("writes without a body schema send no body; the caller's key and retries are kept", async () => {
    const { callApi, calls } = typed([json({}, 504)]);
    await expect(
      callApi(dealsContracts.confirmMandate, {
        params: { id: 'd1', mandateId: 'm1' },
        idempotencyKey: 'confirm-m1',
        retries: 0,
      }),
    ).rejects.toMatchObject({ status: 504 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('http://api.test/deals/d1/mandates/m1/confirm');
    expect(calls[0]!.init.body).toBeUndefined();
    expect(keyOf(calls[0]!)).toBe('confirm-m1');
  });
  it('answers a 204 with nothing', async () => {
    const { callApi, calls } = typed([new Response(null, { status: 204 })]);
    await expect(
      callApi(accountContracts.deleteDocument, { params: { id: 'doc1' } }),
    ).resolves.toBeUndefined();
    expect(calls[0]!.init.method).toBe('DELETE');
  });
  it("validates the answer with the contract's response schema", async () => {
    await expect(typed([json(reviewQueue)]).callApi(dealsContracts.reviewQueue)).resolves.toEqual(
      reviewQueue,
    );
    const error = await typed([json({ documents: 'none' })])
      .callApi(dealsContracts.reviewQueue)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      message: 'Unexpected response from /admin/deal-documents/pending',
    });
  });
  it('takes a trusted route as it is (typed as its contract, the answer not validated)', async () => {
    const trusted = trustedRoutes<typeof dealsContracts>()({
      reviewQueue: ['GET', '/admin/deal-documents/pending'],
    });
    const { callApi, calls } = typed([json({ documents: 'not checked' })]);
    await expect(callApi(trusted.reviewQueue)).resolves.toEqual({ documents: 'not checked' });
    expect(calls[0]!.url).toBe('http://api.test/admin/deal-documents/pending');
  });
  it('calls anonymously when asked, and passes the abort signal', async () => {
    const { callApi, calls } = typed([json({ status: 'operational', checks: {} })]);
    const controller = new AbortController();
    await callApi(platformContracts.getHealth, { anonymous: true, signal: controller.signal }).catch(
      () => {},
    );
    expect(headersOf(calls[0]!).authorization).toBeUndefined();
    expect(calls[0]!.init.signal).toBe(controller.signal);
  });
});
