/** An authenticator app shows 6 digits (RFC 6238). */
export function validateTotpCode(value: string): true | string {
  const code = value.replace(/\s+/g, '');
  if (!code) return 'Authentication code is required';
  if (!/^\d{6}$/.test(code)) return 'Enter the 6 digits from your authenticator app';
  return true;
}
