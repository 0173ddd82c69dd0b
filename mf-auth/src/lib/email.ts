/**
 * The e-mail rule of the forms that take only an address (Sign In, Forgot password): required, of email
 * form, at most 254 characters (the SMTP limit). Plain rules rather than zod: these forms are on the
 * /auth first load, and zod is only loaded with the Sign Up tab.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(value: string): true | string {
  const email = value.trim();
  if (!email) return 'Email is required';
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return 'Enter a valid email address';
  return true;
}
