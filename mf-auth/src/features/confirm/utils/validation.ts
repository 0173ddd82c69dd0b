/** Confirmation code: Cognito sends 6 digits; we accept 4 to 10 digits so another code length still works. */
export function validateConfirmationCode(value: string): true | string {
  const code = value.trim();
  if (!code) return 'Confirmation code is required';
  if (!/^\d{4,10}$/.test(code)) return 'Enter the digits from the email';
  return true;
}
