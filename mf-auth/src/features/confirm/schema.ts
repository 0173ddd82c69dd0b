import { z } from 'zod/mini';

/** Confirmation code: Cognito sends 6 digits; we accept 4 to 10 digits so another code length still works. */
export const confirmSchema = z.object({
  code: z.string().check(
    z.trim(),
    z.minLength(1, 'Confirmation code is required'),
    z.regex(/^\d{4,10}$/, 'Enter the digits from the email'),
  ),
});

export type ConfirmFormInput = z.input<typeof confirmSchema>;
export type ConfirmFormValues = z.output<typeof confirmSchema>;
