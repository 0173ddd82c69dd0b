import { ApiError } from '@portal/web/api';

/** The server's own message of a failed API call (`{ message }`), or undefined for anything else. */
export function serverMessage(err: unknown): string | undefined {
  if (err instanceof ApiError && err.message.trim()) return err.message;
  return undefined;
}

/** The message under a failure toast: the server's sentence, else the error's, else the spec's fallback. */
export function errorText(err: unknown, fallback = 'An unexpected error occurred'): string {
  const fromServer = serverMessage(err);
  if (fromServer) return fromServer;
  if (err instanceof Error && err.message.trim()) return err.message;
  return fallback;
}

/** Whether a failed call answered this HTTP status (404: the deal does not exist or is not the caller's). */
export function isStatus(err: unknown, status: number): boolean {
  return err instanceof ApiError && err.status === status;
}
