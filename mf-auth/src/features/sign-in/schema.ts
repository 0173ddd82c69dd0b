import { z } from 'zod/mini';

/** Sign-in (spec §5): email and password required; email is of email type. */
export const signInSchema = z.object({
  email: z.pipe(z.string().check(z.trim(), z.minLength(1, 'Email is required')), z.email('Enter a valid email address')),
  password: z.string().check(z.minLength(1, 'Password is required')),
});

export type SignInFormInput = z.input<typeof signInSchema>;
export type SignInFormValues = z.output<typeof signInSchema>;
