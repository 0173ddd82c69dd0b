/**
 * Forgot-password rules. The code: Cognito sends 6 digits; 4 to 10 digits are accepted so another code
 * length still works (as on the sign-up confirmation). The new password: the sign-up form's bounds (8
 * to 256 characters, Cognito's minimum and maximum); the pool's own policy is enforced by the provider
 * and its message is shown on failure. Plain rules: this step is on the /auth first load (no zod).
 */
export function validateResetCode(value: string): true | string {
  const code = value.trim();
  if (!code) return 'Code is required';
  if (!/^\d{4,10}$/.test(code)) return 'Enter the digits from the email';
  return true;
}

export function validateNewPassword(value: string): true | string {
  if (!value) return 'New password is required';
  if (value.length < 8) return 'Password must be at least 8 characters';
  if (value.length > 256) return 'Password must be at most 256 characters';
  return true;
}

export const NEW_PASSWORD_MISMATCH = 'Passwords do not match';

export function validateRepeatedPassword(value: string, password: string): true | string {
  if (!value) return 'Please re-enter your new password';
  return value === password ? true : NEW_PASSWORD_MISMATCH;
}

/**
 * A code that does not fit is said the same way whether the code is wrong, expired or the address has
 * no account: the step does not tell a visitor which addresses have accounts.
 */
export const CODE_NOT_VALID = 'The code is not valid for this email. Check it, or request a new code.';

const CODE_FAILURES = new Set(['CodeMismatchException', 'ExpiredCodeException', 'UserNotFoundException']);

export function isCodeFailure(err: unknown): boolean {
  const name = err && typeof err === 'object' ? (err as { name?: unknown }).name : undefined;
  return typeof name === 'string' && CODE_FAILURES.has(name);
}
