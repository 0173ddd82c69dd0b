/**
 * Failures show 'Login failed' / 'Signup failed' with the provider's message, or
 * 'An unexpected error occurred'. A "provider message" is the text of an error raised by the auth
 * provider (Amplify/Cognito errors carry a specific `name` such as NotAuthorizedException,
 * UsernameExistsException, InvalidPasswordException, NetworkError); anything else (a plain Error, a
 * programming error, Amplify's catch-all 'Unknown') is unexpected and its text is not shown.
 */
import { UNEXPECTED_ERROR } from '@portal/web/errors';

// the portal's one fallback text, shared with every other failure toast
export { UNEXPECTED_ERROR };

const GENERIC_NAMES = new Set([
  'Error',
  'TypeError',
  'ReferenceError',
  'SyntaxError',
  'RangeError',
  'Unknown',
  'UnknownError',
  'AbortError',
]);

export function providerMessage(err: unknown): string | null {
  if (!err || typeof err !== 'object') return null;
  const { name, message } = err as { name?: unknown; message?: unknown };
  if (typeof name !== 'string' || typeof message !== 'string') return null;
  if (GENERIC_NAMES.has(name) || !message.trim()) return null;
  return message;
}

/** The description shown under a failure title. */
export function failureDescription(err: unknown): string {
  return providerMessage(err) ?? UNEXPECTED_ERROR;
}
