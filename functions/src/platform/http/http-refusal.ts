/**
 * A refusal decided by the HTTP layer itself (not by a domain rule): idempotency key misuse (409 / 422),
 * rate limits (429). The error middleware answers it as `{ message, field?, requestId }`.
 */
export class HttpRefusal extends Error {
  constructor(
    readonly status: 409 | 422 | 429,
    message: string,
    readonly options: { field?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpRefusal';
  }
}
