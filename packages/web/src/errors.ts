// by package name, not './api': the remotes share one ApiError class through the shell (instanceof)
import { ApiError } from '@portal/web/api';

/** The fallback under a failure toast when neither the server nor the error says anything. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

/** The server's own message of a failed API call (`{ message }`), or undefined for anything else. */
export function serverMessage(err: unknown): string | undefined {
  if (err instanceof ApiError && err.message.trim()) return err.message;
  return undefined;
}

/** The message under a failure toast: the server's sentence, else the error's, else the fallback. */
export function errorText(err: unknown, fallback = UNEXPECTED_ERROR): string {
  const fromServer = serverMessage(err);
  if (fromServer) return fromServer;
  if (err instanceof Error && err.message.trim()) return err.message;
  return fallback;
}

/** The `field` the API named in a 400 (`{ message, field, requestId }`), if any. */
export function serverField(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || !err.body || typeof err.body !== 'object') return undefined;
  const field = (err.body as { field?: unknown }).field;
  return typeof field === 'string' && field ? field : undefined;
}

/** Whether a failed call answered this HTTP status (e.g. 404: not there, or not the caller's). */
export function isStatus(err: unknown, status: number): boolean {
  return err instanceof ApiError && err.status === status;
}
