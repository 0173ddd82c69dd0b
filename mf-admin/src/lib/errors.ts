import { ApiError } from '@portal/web/api';

/** The server's own message of a failed API call (`{ message }`), or undefined for anything else. */
export function serverMessage(err: unknown): string | undefined {
  if (err instanceof ApiError && err.message.trim()) return err.message;
  return undefined;
}

export function isStatus(err: unknown, status: number): boolean {
  return err instanceof ApiError && err.status === status;
}
