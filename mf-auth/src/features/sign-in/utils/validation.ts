/**
 * Sign-in rules: email and password required; email is of email type. Plain react-hook-form
 * rules rather than zod: the Sign In tab is the /auth first load, and zod (with react-hook-form's
 * resolver) is only loaded with the Sign Up tab.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): true | string {
  const email = value.trim();
  if (!email) return 'Email is required';
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return 'Enter a valid email address';
  return true;
}

export function validatePassword(value: string): true | string {
  return value ? true : 'Password is required';
}
