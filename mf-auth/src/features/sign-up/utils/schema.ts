// zod/mini: tree-shakable, keeps the /auth first load small (full zod would add ~35 KB gzip)
import { z } from 'zod/mini';

/**
 * Sign-up form. The spec requires every field, matching passwords and
 * the accepted terms; it is silent on lengths and formats, so we chose:
 * - Full Name and Company Name: 1 to 200 characters (trimmed);
 * - Email address: a valid email, at most 254 characters (the SMTP limit);
 * - Phone Number: 7 to 20 characters of digits, spaces and + ( ) - (international formats with spacing);
 * - Password: at least 8 characters (Cognito's minimum), at most 256 (Cognito's maximum); the user pool's
 *   own policy is enforced by the provider and its message is shown on failure.
 */
export const PASSWORD_MISMATCH = 'Passwords do not match';
export const TERMS_REQUIRED = 'Please accept the terms and conditions to continue';

export const signUpSchema = z
  .object({
    fullName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Full Name is required'),
        z.maxLength(200, 'Full Name must be at most 200 characters'),
      ),
    email: z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Email address is required'),
          z.maxLength(254, 'Email address must be at most 254 characters'),
        ),
      z.email('Enter a valid email address'),
    ),
    phoneNumber: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Phone Number is required'),
        z.regex(/^[0-9+()\- ]{7,20}$/, 'Enter 7 to 20 characters: digits, spaces and + ( ) -'),
      ),
    companyName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Company Name is required'),
        z.maxLength(200, 'Company Name must be at most 200 characters'),
      ),
    password: z
      .string()
      .check(
        z.minLength(1, 'Password is required'),
        z.minLength(8, 'Password must be at least 8 characters'),
        z.maxLength(256, 'Password must be at most 256 characters'),
      ),
    confirmPassword: z.string().check(z.minLength(1, 'Please re-enter your password')),
    acceptTerms: z.boolean().check(z.refine((accepted) => accepted, TERMS_REQUIRED)),
  })
  .check(
    z.refine((data) => data.password === data.confirmPassword, {
      path: ['confirmPassword'],
      message: PASSWORD_MISMATCH,
      // check the match even when other fields are still invalid (zod 4 skips object refinements otherwise)
      when: (payload) => {
        const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
        return (
          typeof value?.password === 'string' &&
          typeof value.confirmPassword === 'string' &&
          value.confirmPassword !== ''
        );
      },
    }),
  );

export type SignUpFormInput = z.input<typeof signUpSchema>;
export type SignUpFormValues = z.output<typeof signUpSchema>;

export const signUpDefaults: SignUpFormInput = {
  fullName: '',
  email: '',
  phoneNumber: '',
  companyName: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** While both are typed and differ, the re-enter field is red and submit is disabled. */
export function passwordsDiffer(password: string | undefined, confirmPassword: string | undefined): boolean {
  return Boolean(confirmPassword) && password !== confirmPassword;
}
