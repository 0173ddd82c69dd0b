import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z, ZodType } from 'zod';
import { authorize, buildPrincipal, type Principal } from '../auth/access';
import { bearerToken, verifyAccessToken, type TokenIdentity } from '../auth/token-verifier';
import { readCallerRecords } from '../users/data/user-repository';
import { DomainError, invalid, unauthenticated } from '../errors';
import { logger } from '../logger';
import { publishMetrics } from '../metrics/powertools-metrics';
import { isDependencyUnavailable, unavailableMessage } from './faults';
import { HttpRefusal } from './http-refusal';
import { idempotencyKeyOf, idempotentRunner } from './idempotency';
import { queryParameters } from './query';
import { enforceRateLimit } from './rate-limit';
import { successStatusOf, type RouteDeclaration } from './route';
import { validate } from './validate';

/** Bodies above this are refused before parsing (the largest form in the spec is far below it). */
export const maxBodyBytes = 256 * 1024;

type Parsed<S> = S extends ZodType ? z.output<S> : undefined;

export interface ApiRequest<R extends RouteDeclaration> {
  body: Parsed<R['body']>;
  query: Parsed<R['query']>;
  params: Parsed<R['params']>;
  /** Built from the verified token and the table; present on every non-public route. */
  principal: R['access']['kind'] extends 'public' ? undefined : Principal;
  /** The verified token's identity, also on public routes when the caller sent a token. */
  identity: TokenIdentity | undefined;
  requestId: string;
  event: APIGatewayProxyEventV2;
}

/**
 * A handler's answer with extra headers. Its status must be the route's declared success status (the
 * one source of the status, also used by the OpenAPI document); a handler returning anything else
 * fails loudly instead of answering undocumented.
 */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}
export const created = (body: unknown) => new Reply(201, body);

/** The event as it moves through the middlewares: authentication attaches the caller. */
type Event = APIGatewayProxyEventV2 & {
  caller?: { identity?: TokenIdentity; principal?: Principal };
  /** The caller's remaining budget on a rate-limited route, sent back with the answer. */
  rateLimitHeaders?: Record<string, string>;
};

const statusOf: Record<DomainError['kind'], number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

function json(status: number, body: unknown, requestId: string, headers: Record<string, string> = {}) {
  return {
    statusCode: status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-request-id': requestId,
      ...headers,
    },
    // a handler answering text (e.g. CSV) sets its own content-type and passes the text as the body
    body:
      body === undefined
        ? ''
        : typeof body === 'string' && headers['content-type']
          ? body
          : JSON.stringify(body),
  } satisfies APIGatewayProxyStructuredResultV2;
}

function requestIdOf(event: APIGatewayProxyEventV2): string {
  const fromClient = event.headers?.['x-request-id'];
  return fromClient && /^[\w-]{8,64}$/.test(fromClient) ? fromClient : event.requestContext.requestId;
}

/**
 * Client mistakes -> their status and message; an unavailable dependency -> 503 with a plain sentence;
 * anything else is ours: logged, and a 500 without details.
 */
export function errorResponse(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  if (error instanceof DomainError) {
    const status = statusOf[error.kind];
    logger.info('request refused', { status, reason: error.message, field: error.field });
    return json(
      status,
      { message: error.message, ...(error.field ? { field: error.field } : {}), requestId },
      requestId,
    );
  }
  if (error instanceof HttpRefusal) {
    const { field, headers } = error.options;
    logger.info('request refused', { status: error.status, reason: error.message });
    return json(
      error.status,
      { message: error.message, ...(field ? { field } : {}), requestId },
      requestId,
      headers,
    );
  }
  // middy's own HTTP errors (the JSON body parser): malformed JSON is a 400 on `body`; 415 stays 415.
  const http = error as { statusCode?: number; expose?: boolean; message?: string };
  if (typeof http.statusCode === 'number' && http.statusCode < 500 && http.expose !== false) {
    const malformed = /malformed JSON/i.test(http.message ?? '');
    const status = malformed ? 400 : http.statusCode;
    const message = malformed ? 'body: the request body is not valid JSON' : (http.message ?? 'Bad request');
    logger.info('request refused', { status, reason: message });
    return json(status, { message, ...(malformed ? { field: 'body' } : {}), requestId }, requestId);
  }
  if (isDependencyUnavailable(error)) {
    logger.warn('dependency unavailable', error as Error);
    return json(503, { message: unavailableMessage, requestId }, requestId, { 'retry-after': '2' });
  }
  logger.error('request failed', error as Error);
  return json(500, { message: 'Internal Server Error', requestId }, requestId);
}

/**
 * The one way to write an API handler: parse -> authenticate -> authorize -> validate -> your function
 * -> JSON. The route declaration (the same object CDK and the local gateway read) says who may call it
 * and which schemas apply, so the rule is written once.
 */
export function apiHandler<const R extends RouteDeclaration>(
  route: R,
  fn: (request: ApiRequest<R>) => Promise<unknown>,
) {
  // Authentication and authorization come first, so an anonymous caller gets 401 whatever it sent.
  const authenticate: middy.MiddlewareObj<Event> = {
    before: async (request) => {
      const token = bearerToken(request.event.headers);
      if (!token && route.access.kind !== 'public') throw unauthenticated();
      const identity = token ? await verifyAccessToken(token) : undefined;
      let principal: Principal | undefined;
      if (identity && route.access.kind !== 'public') {
        principal = buildPrincipal({ ...identity, ...(await readCallerRecords(identity.userId)) });
        authorize(principal, route.access, route.acts);
      }
      request.event.caller = { identity, principal };
    },
  };

  const status = successStatusOf(route);
  const idempotent = route.idempotent ? idempotentRunner(route) : undefined;

  const core = async (event: Event, context?: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const requestId = requestIdOf(event);
    const body = route.body ? validate(route.body, event.body ?? undefined, 'body') : undefined;
    const query = route.query ? validate(route.query, queryParameters(event), 'query') : undefined;
    const params = route.params ? validate(route.params, event.pathParameters ?? {}, 'path') : undefined;
    const key = idempotent ? idempotencyKeyOf(event) : undefined;
    const { identity, principal } = event.caller ?? {};
    const work = async () => {
      const result = await fn({
        body,
        query,
        params,
        principal,
        identity,
        requestId,
        event,
      } as ApiRequest<R>);
      const reply = result instanceof Reply ? result : new Reply(status, result);
      if (reply.status !== status)
        throw new Error(
          `${route.method} ${route.path} answered ${reply.status}, its declaration says ${status}`,
        );
      return json(status, status === 204 ? undefined : reply.body, requestId, reply.headers);
    };
    const response =
      idempotent && key
        ? await idempotent(
            { callerId: identity?.userId, key, request: { params, query, body } },
            context,
            work,
          )
        : await work();
    return {
      ...response,
      headers: { ...response.headers, ...event.rateLimitHeaders, 'x-request-id': requestId },
    };
  };

  const rateLimit: middy.MiddlewareObj<Event> = {
    before: async (request) => {
      if (route.rateLimit)
        request.event.rateLimitHeaders = await enforceRateLimit(route.rateLimit, request.event);
    },
  };

  const optionalBody = route.body?.safeParse(undefined).success ?? false;
  const guardBody: middy.MiddlewareObj<Event> = {
    before: (request) => {
      const { body, isBase64Encoded } = request.event;
      const size = body ? Buffer.byteLength(body, isBase64Encoded ? 'base64' : 'utf8') : 0;
      if (size > maxBodyBytes)
        throw invalid(`body: the request body is larger than ${maxBodyBytes} bytes`, 'body');
      // a body the route's schema lets go unsaid (a move's optional round) may be left out
      if (route.body && !body && !optionalBody)
        throw invalid('body: a JSON request body is required', 'body');
    },
  };

  const errors: middy.MiddlewareObj<Event, APIGatewayProxyStructuredResultV2> = {
    onError: (request) => {
      request.response = errorResponse(request.error, requestIdOf(request.event));
    },
  };

  const handler = middy<Event, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      before: (request) => {
        logger.appendKeys({ requestId: requestIdOf(request.event), route: `${route.method} ${route.path}` });
      },
    })
    // after the error mapper in the chain, so its flush also runs for a refused or failed request
    .use(publishMetrics())
    .use(errors)
    .use(rateLimit)
    .use(authenticate);
  if (route.body) {
    // a route whose body may be left out takes a request without one (and so without a JSON content type)
    handler.use(guardBody).use(httpJsonBodyParser({ disableContentTypeError: optionalBody }));
  }
  return handler.handler(core);
}
