import { getRuntimeConfig } from './config';
import { createApiFetch, createCallApi } from './http';
import { getAccessToken } from './auth';
import { reportSessionRefused } from './session-refusal';

export { ApiError, RETRY_STATUSES, newIdempotencyKey } from './http';
export {
  apiKey,
  isApiKey,
  trustedRoutes,
  type ApiOutput,
  type ApiQuery,
  type CallInput,
  type TrustedRoute,
} from './api-route';

/**
 * The portal's HTTP client (see ./http.ts): base URL from the runtime config, bearer token from the
 * session, ApiError on failure, retries on 502/503/504 (a write only with its Idempotency-Key). Not
 * exported: every call goes through callApi and a route contract.
 */
const apiFetch = createApiFetch({
  fetch: (input, init) => fetch(input, init),
  baseUrl: () => getRuntimeConfig().apiUrl,
  token: () => getAccessToken(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  onSessionRefused: reportSessionRefused,
});

/**
 * `callApi(contract, { params, query, body, signal, idempotencyKey })`: one call of a route declared
 * in `@portal/contracts/api/<domain>`, typed from it (a wrong path parameter, query name or body field
 * does not compile) and answered as its response schema's output (validated).
 */
export const callApi = createCallApi(apiFetch);
