import type { ZodType } from 'zod';

/**
 * The one HTTP client for the portal API.
 * - Base URL from the runtime config (`apiUrl`), bearer token from the session (refreshed near expiry).
 * - JSON in, JSON out; non-2xx responses become an `ApiError` carrying the status and the server's
 *   message (`{ message }`, `{ error }` or `{ error: { message } }`).
 * - Requests failing with 502, 503 or 504 are retried (spec, error catalogue) up to `retries` times
 *   (default 2) with a short backoff. Retrying a mutation is safe because the API makes retried
 *   mutations idempotent (architecture principle 4); pass `retries: 0` to opt out.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON body (serialised for you). */
  json?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Validates the response body; the parsed value is returned. */
  schema?: ZodType<T>;
  /** Retries on 502/503/504 (default 2). */
  retries?: number;
  /** Sends no Authorization header (public routes). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  baseUrl: () => string;
  token: () => Promise<string | null>;
  sleep: (ms: number) => Promise<void>;
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
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
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

/** Client with injectable dependencies (for tests); `apiFetch` is the default instance. */
export function createApiFetch(deps: ApiClientDeps) {
  return async function apiFetchWith<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
    const { method = request.json === undefined ? 'GET' : 'POST', retries = 2 } = request;
    const url = buildUrl(deps.baseUrl(), path, request.query);
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (request.json !== undefined) headers['content-type'] = 'application/json';
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
        throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
      }
      if (RETRY_STATUSES.has(response.status) && attempt < retries) {
        await deps.sleep(300 * 3 ** attempt);
        continue;
      }
      const body = await readBody(response);
      if (!response.ok) {
        throw new ApiError(
          response.status,
          errorMessageFrom(body, `Request failed with status ${response.status}`),
          body,
        );
      }
      if (!request.schema) return body as T;
      const parsed = request.schema.safeParse(body);
      if (!parsed.success) throw new ApiError(response.status, `Unexpected response from ${path}`, body);
      return parsed.data;
    }
  };
}
