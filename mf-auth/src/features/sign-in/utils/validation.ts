/**
 * Sign-in rules: email and password required; email is of email type (the shared rule in lib/email).
 */
export { validateEmail } from '../../../lib/email';

export function validatePassword(value: string): true | string {
  return value ? true : 'Password is required';
}
