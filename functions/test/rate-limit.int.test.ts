import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { freshLoopbackAddress, postContactFrom, type PlainResponse } from './support/http-from';

/**
 * Public writes are limited per source: past the limit a source gets 429 with Retry-After and nothing
 * is stored, while other sources go on. Each test sends from its own loopback address (127.0.0.x), as
 * distinct clients would; the other tests' budget on 127.0.0.1 is not touched. The limit itself is the
 * environment's (PUBLIC_WRITE_RATE_LIMIT), read from the answers' RateLimit-Limit header.
 */
const local = localStack();
const api = local.stack.apiUrl;

const send = (source: string, message: string) =>
  postContactFrom(source, api, { email: 'flood@example.com', message });

/** A fresh window for `source`: when the current one ends within 5 s, wait for the next one. */
async function startOfWindow(source: string, message: string): Promise<PlainResponse> {
  const first = await send(source, message);
  expect(first.status).toBe(201);
  const reset = Number(first.headers['ratelimit-reset']);
  if (reset > 5) return first;
  await new Promise((resolve) => setTimeout(resolve, (reset + 1) * 1000));
  return send(source, message);
}

describe('rate limit on POST /contact', () => {
  it('answers 429 with Retry-After past the limit, stores nothing more, and lets other sources through', async () => {
    const source = freshLoopbackAddress();
    const marker = `Rate limit ${randomUUID()}`;
    const first = await startOfWindow(source, marker);
    const limit = Number(first.headers['ratelimit-limit']);
    expect(limit).toBeGreaterThan(0);
    const remaining = Number(first.headers['ratelimit-remaining']);
    const ids = [first.json<{ id: string }>().id];
    for (let i = 0; i < remaining; i++) {
      const res = await send(source, marker);
      expect(res.status, `request ${i + 2} of ${limit}`).toBe(201);
      ids.push(res.json<{ id: string }>().id);
    }
    const refused = await send(source, `${marker} over the limit`);
    expect(refused.status).toBe(429);
    expect(refused.json()).toMatchObject({
      message: 'Too many requests. Please wait a moment and try again.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(Number(first.headers['ratelimit-reset']));
    // what was allowed is stored; the refused message is not
    for (const id of new Set(ids)) expect(await local.readItem(`CONTACT#${id}`, 'CONTACT')).toBeDefined();
    // another source is not affected
    expect((await send(freshLoopbackAddress(), `${marker} elsewhere`)).status).toBe(201);
  });

  it('holds concurrent requests to the limit', async () => {
    const source = freshLoopbackAddress();
    const marker = `Burst ${randomUUID()}`;
    const first = await startOfWindow(source, marker);
    const limit = Number(first.headers['ratelimit-limit']);
    // waves of 10 at once (the local gateway is one process; a wave of hundreds measures its event loop)
    const answers: PlainResponse[] = [];
    while (answers.length < limit + 5)
      answers.push(...(await Promise.all(Array.from({ length: 10 }, () => send(source, marker)))));
    const created = answers.filter((r) => r.status === 201).length;
    expect(created + 1).toBe(limit);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(answers.length - created);
  });
});
