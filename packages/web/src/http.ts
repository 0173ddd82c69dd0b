import type { ZodType } from 'zod';
import {
  apiPath,
  queryString,
  type ApiOutput,
  type ApiRoute,
  type CallInput,
  type InputArgs,
  type Query,
} from './api-route';

/**
 * The one HTTP client for the portal API.
 * - Base URL from the runtime config (`apiUrl`), bearer token from the session (refreshed near expiry).
 * - JSON in, JSON out; non-2xx responses become an `ApiError` carrying the status and the server's
 *   message (`{ message }`, `{ error }` or `{ error: { message } }`).
 * - Every request carries a fresh `x-request-id`; the server logs under it and answers it (header and
 *   error body), and an ApiError keeps it as `requestId`: the 'Reference' a failure toast shows, which
 *   finds the request's log lines.
 * - Requests failing with 502, 503 or 504 are retried (spec, error catalogue) up to `retries` times
 *   (default 2) with a short backoff. A read (GET) is always safe to repeat. A write is retried only
 *   with an `Idempotency-Key`: each call is one user action and gets one fresh key, sent on every
 *   attempt, so the server (every write route is declared idempotent) runs it once and answers the
 *   retry with the first answer. Pass `idempotencyKey` to reuse a key across calls of the same
 *   action, or `idempotencyKey: false` for a write that must not carry one: it is never retried.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    /** The request's id as the server answered it (else as sent): the failure toast's 'Reference'. */
    readonly requestId?: string,
  ) {
    super(message);
  }
}

export const REQUEST_ID_HEADER = 'x-request-id';

export const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body (serialised for you). */
  json?: unknown;
  query?: Query;
  /** Validates the response body; the parsed value is returned. */
  schema?: ZodType<T>;
  /** Retries on 502/503/504 (default 2); a write only with an idempotency key. */
  retries?: number;
  /** Writes: the action's key (default: a fresh one per call); `false` sends none and never retries. */
  idempotencyKey?: string | false;
  /** Sends no Authorization header (public routes). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  baseUrl: () => string;
  token: () => Promise<string | null>;
  sleep: (ms: number) => Promise<void>;
  /** A new idempotency key (default: a random UUID). */
  newKey?: () => string;
  /** A new request id (default: a random UUID). */
  newRequestId?: () => string;
  /** A request that carried a token was answered 401: the session is no longer accepted. */
  onSessionRefused?: (message: string) => void;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID v4 for an idempotency key (crypto.randomUUID needs a secure context; this does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Which key a request carries and whether it may be retried: reads always; writes only with a key. */
export function retryPolicy(
  method: NonNullable<ApiRequest<unknown>['method']>,
  idempotencyKey: ApiRequest<unknown>['idempotencyKey'],
  newKey: () => string,
): { key: string | undefined; retryable: boolean } {
  if (method === 'GET') return { key: undefined, retryable: true };
  if (idempotencyKey === false) return { key: undefined, retryable: false };
  const key = idempotencyKey ?? newKey();
  return { key, retryable: true };
}

export function errorMessageFrom(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim()) return body;
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message) return record.message;
    if (typeof record.error === 'string' && record.error) return record.error;
    if (record.error && typeof record.error === 'object') {
      const nested = (record.error as Record<string, unknown>).message;
      if (typeof nested === 'string' && nested) return nested;
    }
  }
  return fallback;
}

export function buildUrl(baseUrl: string, path: string, query?: ApiRequest<unknown>['query']): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`));
  const search = queryString(query);
  if (search) url.search = url.search ? `${url.search.slice(1)}&${search}` : search;
  return url.toString();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Client with injectable dependencies (for tests); api.ts makes the portal's instance, which callApi uses. */
export function createApiFetch(deps: ApiClientDeps) {
  return async function apiFetchWith<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
    const { method = request.json === undefined ? 'GET' : 'POST', retries = 2 } = request;
    const url = buildUrl(deps.baseUrl(), path, request.query);
    // one key for the whole call: every attempt of this action carries the same key
    const { key, retryable } = retryPolicy(method, request.idempotencyKey, deps.newKey ?? newIdempotencyKey);
    for (let attempt = 0; ; attempt++) {
      // one id per attempt: each is a request of its own in the server's log
      const requestId = (deps.newRequestId ?? newIdempotencyKey)();
      const headers: Record<string, string> = { accept: 'application/json', [REQUEST_ID_HEADER]: requestId };
      if (request.json !== undefined) headers['content-type'] = 'application/json';
      if (key) headers[IDEMPOTENCY_HEADER] = key;
      if (!request.anonymous) {
        const token = await deps.token();
        if (token) headers.authorization = `Bearer ${token}`;
      }
      let response: Response;
      try {
        response = await deps.fetch(url, {
          method,
          headers,
          body: request.json === undefined ? undefined : JSON.stringify(request.json),
          signal: request.signal,
        });
      } catch (error) {
        if ((error as { name?: string })?.name === 'AbortError') throw error;
        throw new ApiError(0, error instanceof Error ? error.message : 'Network error', undefined, requestId);
      }
      if (retryable && RETRY_STATUSES.has(response.status) && attempt < retries) {
        await deps.sleep(300 * 3 ** attempt);
        continue;
      }
      const body = await readBody(response);
      const answeredId = response.headers.get(REQUEST_ID_HEADER) ?? requestId;
      if (!response.ok) {
        if (response.status === 401 && headers.authorization)
          deps.onSessionRefused?.(errorMessageFrom(body, 'Your session has ended. Please sign in again.'));
        throw new ApiError(
          response.status,
          errorMessageFrom(body, `Request failed with status ${response.status}`),
          body,
          answeredId,
        );
      }
      if (!request.schema) return body as T;
      const parsed = request.schema.safeParse(body);
      if (!parsed.success)
        throw new ApiError(response.status, `Unexpected response from ${path}`, body, answeredId);
      return parsed.data;
    }
  };
}

/**
 * The typed call of a route (`callApi(dealsContracts.getDeal, { params: { id } })`): the path from the
 * contract's template, its method, the query, the body as JSON, and the answer validated with the
 * contract's response schema (a trusted route has none: see TrustedRoute); everything else as
 * `apiFetch` does it (retries, Idempotency-Key, ApiError).
 */
export function createCallApi(apiFetch: ReturnType<typeof createApiFetch>) {
  return function callApi<R extends ApiRoute>(
    contract: R,
    ...[input]: InputArgs<CallInput<R>>
  ): Promise<ApiOutput<R>> {
    const { params, query, body, ...options } = (input ?? {}) as {
      params?: Record<string, unknown>;
      query?: Query;
      body?: unknown;
    } & Pick<ApiRequest<unknown>, 'signal' | 'retries' | 'anonymous' | 'idempotencyKey'>;
    return apiFetch(apiPath(contract.path, params), {
      ...options,
      method: contract.method,
      query,
      json: body,
      schema: 'response' in contract ? contract.response : undefined,
    }) as Promise<ApiOutput<R>>;
  };
}
