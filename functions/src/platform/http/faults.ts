/**
 * Failures of a dependency (DynamoDB, or any other service a handler calls) that say "not now" rather
 * than "this request is wrong": timeouts, refused or dropped connections, throttling, the service's own
 * 5xx. The API answers them with 503 and a plain sentence, never a hang and never a 500.
 */
export const unavailableMessage = 'Service temporarily unavailable. Please try again.';

const unavailableNames = new Set([
  'TimeoutError',
  'AbortError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
]);

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

/** True when the error, or an error it wraps (`cause`), is a dependency being unavailable. */
export function isDependencyUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as {
      name?: string;
      code?: string;
      $metadata?: { httpStatusCode?: number };
      cause?: unknown;
    };
    if (e.name && unavailableNames.has(e.name)) return true;
    if (e.code && networkCodes.has(e.code)) return true;
    if ((e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
    current = e.cause;
  }
  return false;
}
