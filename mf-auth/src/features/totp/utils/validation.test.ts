import { describe, expect, it } from 'vitest';
import { validateTotpCode } from './validation';

describe('validateTotpCode', () => {
  it('accepts 6 digits (spaces allowed) and names what is wrong otherwise', () => {
    expect(validateTotpCode('123 456')).toBe(true);
    expect(validateTotpCode('')).toBe('Authentication code is required');
    expect(validateTotpCode('12345')).toBe('Enter the 6 digits from your authenticator app');
    expect(validateTotpCode('abcdef')).toBe('Enter the 6 digits from your authenticator app');
  });
});
