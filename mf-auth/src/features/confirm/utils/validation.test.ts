import { describe, expect, it } from 'vitest';
import { validateConfirmationCode } from './validation';

describe('validateConfirmationCode', () => {
  it('accepts the emailed digits (trimmed)', () => {
    expect(validateConfirmationCode(' 123456 ')).toBe(true);
  });
  it('rejects empty and non-numeric codes', () => {
    expect(validateConfirmationCode('')).toBe('Confirmation code is required');
    expect(validateConfirmationCode('12ab56')).toBe('Enter the digits from the email');
    expect(validateConfirmationCode('123')).toBe('Enter the digits from the email');
  });
});
