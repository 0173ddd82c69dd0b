import { ApiError } from '@portal/web/api';

/** The sentence to show under a failure toast: the server's own, else the error's, else a fallback. */
export function errorText(err: unknown, fallback = 'An unexpected error occurred'): string {
  if (err instanceof ApiError && err.message.trim()) return err.message;
  if (err instanceof Error && err.message.trim()) return err.message;
  return fallback;
}

export function isStatus(err: unknown, status: number): boolean {
  return err instanceof ApiError && err.status === status;
}
