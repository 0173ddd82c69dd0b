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

/**
 * One text for an unknown e-mail and a wrong password alike, so the sign-in form does not tell a
 * visitor which addresses have accounts. Cognito answers NotAuthorizedException for both when the pool
 * prevents user existence errors (the cloud pool does); cognito-local answers NotAuthorizedException
 * for an unknown user and InvalidPasswordException for a wrong password, UserNotFoundException is a pool
 * without that setting. The spec gives no text for it.
 */
export const BAD_CREDENTIALS = 'Incorrect email or password.';

const CREDENTIAL_FAILURES = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
]);

/** The description under 'Login failed'. */
export function signInFailureDescription(err: unknown): string {
  const name = err && typeof err === 'object' ? (err as { name?: unknown }).name : undefined;
  const message = providerMessage(err);
  // a locked-out account ('Password attempts exceeded') is said as such: it names no account either
  if (name === 'NotAuthorizedException' && message && /attempts exceeded/i.test(message)) return message;
  if (typeof name === 'string' && CREDENTIAL_FAILURES.has(name)) return BAD_CREDENTIALS;
  return failureDescription(err);
}
