import { z } from 'zod';

/** Sign-in (spec §5): email and password required; email is of email type. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Password is required'),
});

export type SignInFormInput = z.input<typeof signInSchema>;
export type SignInFormValues = z.output<typeof signInSchema>;
