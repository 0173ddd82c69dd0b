import { ApiError } from '@portal/web/api';

/** The server's own message of a failed API call (`{ message }`), or undefined for anything else. */
export function serverMessage(err: unknown): string | undefined {
  if (err instanceof ApiError && err.message.trim()) return err.message;
  return undefined;
}

/** The `field` the API named in a 400 (`{ message, field, requestId }`), if any. */
export function serverField(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || !err.body || typeof err.body !== 'object') return undefined;
  const field = (err.body as { field?: unknown }).field;
  return typeof field === 'string' && field ? field : undefined;
}

export function isStatus(err: unknown, status: number): boolean {
  return err instanceof ApiError && err.status === status;
}
