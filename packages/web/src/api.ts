import { getRuntimeConfig } from './config';
import { createApiFetch } from './http';
import { getAccessToken } from './auth';

export { ApiError, RETRY_STATUSES, newIdempotencyKey, type ApiRequest } from './http';

/**
 * `apiFetch(path, { method, json, query, schema })`: the portal API client (see ./http.ts): base URL
 * from the runtime config, bearer token from the session, ApiError on failure, retries on 502/503/504
 * (a write only with its Idempotency-Key).
 */
export const apiFetch = createApiFetch({
  fetch: (input, init) => fetch(input, init),
  baseUrl: () => getRuntimeConfig().apiUrl,
  token: () => getAccessToken(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});
