import { describe, expect, it } from 'vitest';
import { queryParameters } from './query';

describe('query parameters from the raw query string', () => {
  it('keeps each value of a repeated parameter apart (the gateway joins them with commas)', () => {
    expect(
      queryParameters({
        rawQueryString: 'location=Rotterdam&location=Houston%2C+TX&q=en590+diesel&page=2',
        queryStringParameters: { location: 'Rotterdam,Houston, TX', q: 'en590+diesel', page: '2' },
      }),
    ).toEqual({ location: ['Rotterdam', 'Houston, TX'], q: 'en590 diesel', page: '2' });
  });

  it('answers an empty object for no query, and falls back to the parsed parameters without a raw string', () => {
    expect(queryParameters({ rawQueryString: '' })).toEqual({});
    expect(queryParameters({ queryStringParameters: { tab: 'Active', gone: undefined } })).toEqual({
      tab: 'Active',
    });
  });
});

describe('a route reads a repeated parameter as a list', () => {
  it('validates the list against the route’s query schema', async () => {
    const { z } = await import('zod');
    const { apiHandler } = await import('./api-handler');
    const { defineRoute } = await import('./route');
    const list = z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v]));
    const route = defineRoute({
      method: 'GET',
      path: '/x',
      handler: 'x.ts',
      access: { kind: 'public' },
      summary: 'test',
      permissions: [],
      query: z.object({ location: list.optional(), q: z.string().optional() }).strict(),
    });
    const handler = apiHandler(route, async ({ query }) => query);
    const res = (await handler(
      {
        version: '2.0',
        routeKey: 'GET /x',
        rawPath: '/x',
        rawQueryString: 'location=Rotterdam&location=Doha&q=jet+fuel',
        queryStringParameters: { location: 'Rotterdam,Doha', q: 'jet+fuel' },
        headers: {},
        requestContext: {
          requestId: 'req-1',
          http: { method: 'GET', path: '/x', sourceIp: '127.0.0.1' },
          timeEpoch: Date.now(),
        },
        isBase64Encoded: false,
      } as never,
      { functionName: 't', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 30_000 } as never,
    )) as { statusCode: number; body: string };
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ location: ['Rotterdam', 'Doha'], q: 'jet fuel' });
  });
});
