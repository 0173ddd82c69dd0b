import { createServer, type Server } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { createDynamoDbClient, databaseTimeouts } from '../data/client';
import { apiHandler, Reply } from './api-handler';
import { isDependencyUnavailable, unavailableMessage } from './faults';
import { HttpRefusal } from './http-refusal';
import { defineRoute } from './route';

// the SDK signs requests: any credentials do for a server that never answers
process.env.AWS_ACCESS_KEY_ID ??= 'test';
process.env.AWS_SECRET_ACCESS_KEY ??= 'test';

const event = (headers: Record<string, string> = {}): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey: 'POST /x',
    rawPath: '/x',
    rawQueryString: '',
    headers,
    requestContext: {
      requestId: 'req-12345678',
      http: { method: 'POST', path: '/x', sourceIp: '127.0.0.1' },
      timeEpoch: Date.now(),
    },
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

const context = {
  functionName: 'test',
  awsRequestId: 'req-12345678',
  getRemainingTimeInMillis: () => 30_000,
} as unknown as Context;

const route = (extra: object = {}) =>
  defineRoute({
    method: 'POST',
    path: '/x',
    handler: 'x.ts',
    access: { kind: 'public' },
    summary: 'test',
    permissions: [],
    ...extra,
  });

const call = async (handler: ReturnType<typeof apiHandler>, headers?: Record<string, string>) =>
  (await handler(event(headers), context)) as APIGatewayProxyStructuredResultV2 & {
    headers: Record<string, string>;
  };

describe('apiHandler: the success status comes from the declaration', () => {
  it('answers a plain result with the declared status', async () => {
    const res = await call(apiHandler(route({ status: 201 }), async () => ({ id: 'a' })));
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.body!)).toEqual({ id: 'a' });
  });
  it('answers 204 with no body', async () => {
    const res = await call(apiHandler(route({ status: 204 }), async () => ({ ignored: true })));
    expect(res).toMatchObject({ statusCode: 204, body: '' });
  });
  it('defaults to 200 and keeps a Reply’s headers', async () => {
    const res = await call(
      apiHandler(route(), async () => new Reply(200, 'a,b', { 'content-type': 'text/csv' })),
    );
    expect(res).toMatchObject({ statusCode: 200, body: 'a,b' });
    expect(res.headers['content-type']).toBe('text/csv');
  });
  it('refuses to answer a status its declaration does not state (500, no details)', async () => {
    const res = await call(apiHandler(route({ status: 201 }), async () => new Reply(200, { id: 'a' })));
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body!)).toEqual({ message: 'Internal Server Error', requestId: 'req-12345678' });
  });
});

describe('apiHandler: refusals and faults', () => {
  it('answers an unavailable dependency with 503 and a plain sentence', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' });
    const res = await call(
      apiHandler(route(), async () => {
        throw new Error('wrapped', { cause: refused });
      }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(JSON.parse(res.body!)).toEqual({ message: unavailableMessage, requestId: 'req-12345678' });
  });
  it('answers an HTTP refusal with its status, message and headers', async () => {
    const res = await call(
      apiHandler(route(), async () => {
        throw new HttpRefusal(429, 'Too many', { headers: { 'retry-after': '7' } });
      }),
    );
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('7');
    expect(JSON.parse(res.body!)).toMatchObject({ message: 'Too many' });
  });
  it('refuses a malformed Idempotency-Key with 400 naming the header', async () => {
    const res = await call(
      apiHandler(route({ idempotent: true }), async () => ({})),
      {
        'idempotency-key': 'no spaces allowed',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!)).toMatchObject({ field: 'Idempotency-Key' });
  });
});

describe('the DynamoDB client gives up instead of hanging', () => {
  let stalled: Server;
  let port: number;
  beforeAll(async () => {
    // accepts connections and never answers: a stalled database
    stalled = createServer(() => undefined);
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    port = (stalled.address() as { port: number }).port;
  });
  afterAll(() => {
    stalled.close();
  });
  const get = (endpoint: string) =>
    createDynamoDbClient(endpoint).send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' } } }));

  it('fails a stalled call within the request timeout per attempt, as unavailable', async () => {
    const started = Date.now();
    const error = await get(`http://127.0.0.1:${port}`).catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect(isDependencyUnavailable(error)).toBe(true);
    expect(elapsed).toBeGreaterThanOrEqual(databaseTimeouts.requestTimeoutMs);
    expect(elapsed).toBeLessThan(databaseTimeouts.requestTimeoutMs * databaseTimeouts.maxAttempts + 1000);
  });
  it('fails an unreachable database at once, as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const started = Date.now();
    const error = await get(`http://127.0.0.1:${closedPort}`).catch((e: unknown) => e);
    expect(isDependencyUnavailable(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });
  it('does not call a client mistake unavailable', () => {
    expect(isDependencyUnavailable(Object.assign(new Error('x'), { name: 'ValidationException' }))).toBe(
      false,
    );
    expect(isDependencyUnavailable(new TypeError('boom'))).toBe(false);
  });
});
