import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import {
  IdempotencyAlreadyInProgressError,
  IdempotencyValidationError,
} from '@aws-lambda-powertools/idempotency';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { idempotencyStore } from './data/idempotency-store';
import { invalid } from '../errors';
import { HttpRefusal } from './http-refusal';
import type { RouteDeclaration } from './route';

export const idempotencyHeader = 'idempotency-key';
/** Set on an answer that is the stored first answer of an earlier request with the same key. */
export const replayedHeader = 'idempotent-replayed';
/** How long a key is remembered: far beyond any retry, short enough to keep the table small. */
export const idempotencyWindowSeconds = 24 * 60 * 60;

export const idempotencyKeyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The request's Idempotency-Key, if it sent one (a malformed key is a 400 naming the header). */
export function idempotencyKeyOf(event: APIGatewayProxyEventV2): string | undefined {
  const key = event.headers?.[idempotencyHeader];
  if (key === undefined) return undefined;
  if (!idempotencyKeyPattern.test(key))
    throw invalid(
      'Idempotency-Key: 8 to 128 letters, digits or - _ . : (a UUID per user action)',
      'Idempotency-Key',
    );
  return key;
}

type Response = APIGatewayProxyStructuredResultV2;
interface Call {
  /** Key scoped to the caller, so two users' keys never meet. */
  key: string;
  /** What a retry must repeat exactly: path parameters, query and body as validated. */
  request: unknown;
}

/**
 * Runs a route's work at most once per Idempotency-Key (Powertools idempotency, DynamoDB persistence):
 * a retry with the same key and request gets the stored first answer; the same key with a different
 * request is a 422; a retry while the first is still running is a 409. A failed attempt (4xx/5xx)
 * stores nothing, so it can be retried with the same key.
 */
export function idempotentRunner(route: RouteDeclaration) {
  const routeKey = `${route.method} ${route.path}`;
  const config = new IdempotencyConfig({
    eventKeyJmesPath: 'key',
    payloadValidationJmesPath: 'request',
    throwOnNoIdempotencyKey: true,
    expiresAfterSeconds: idempotencyWindowSeconds,
  });
  let run: ((call: Call, work: () => Promise<Response>) => Promise<Response>) | undefined;

  return async (
    call: { callerId: string | undefined; key: string; request: unknown },
    context: Context | undefined,
    work: () => Promise<Response>,
  ): Promise<Response> => {
    // created on first use: the table name is read from the environment when a request needs it
    run ??= makeIdempotent((_call: Call, execute: () => Promise<Response>) => execute(), {
      persistenceStore: idempotencyStore(routeKey),
      config,
      keyPrefix: routeKey,
      dataIndexArgument: 0,
    });
    // an in-progress record expires with the invocation, so a crashed attempt does not block its key
    if (context?.getRemainingTimeInMillis) config.registerLambdaContext(context);
    let executed = false;
    try {
      const response = await run(
        { key: `${call.callerId ?? 'anonymous'}:${call.key}`, request: call.request },
        () => {
          executed = true;
          return work();
        },
      );
      return executed
        ? response
        : { ...response, headers: { ...response.headers, [replayedHeader]: 'true' } };
    } catch (error) {
      if (error instanceof IdempotencyValidationError)
        throw new HttpRefusal(
          422,
          'Idempotency-Key: this key was already used for a different request; send a new key for a new action',
          { field: 'Idempotency-Key' },
        );
      if (error instanceof IdempotencyAlreadyInProgressError)
        throw new HttpRefusal(
          409,
          'A request with this Idempotency-Key is still being processed. Please try again shortly.',
          { headers: { 'retry-after': '1' } },
        );
      throw error;
    }
  };
}
