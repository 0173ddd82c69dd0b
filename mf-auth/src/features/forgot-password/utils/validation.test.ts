import { describe, expect, it } from 'vitest';
import {
  isCodeFailure,
  NEW_PASSWORD_MISMATCH,
  validateNewPassword,
  validateRepeatedPassword,
  validateResetCode,
} from './validation';

const named = (name: string) => Object.assign(new Error('x'), { name });

describe('forgot-password validation', () => {
  it('takes the digits of the e-mailed code', () => {
    expect(validateResetCode(' 123456 ')).toBe(true);
    expect(validateResetCode('')).toBe('Code is required');
    expect(validateResetCode('12ab56')).toBe('Enter the digits from the email');
  });
  it('bounds the new password and wants it twice', () => {
    expect(validateNewPassword('')).toBe('New password is required');
    expect(validateNewPassword('short')).toBe('Password must be at least 8 characters');
    expect(validateNewPassword('long-enough')).toBe(true);
    expect(validateRepeatedPassword('long-enough', 'long-enough')).toBe(true);
    expect(validateRepeatedPassword('other-one', 'long-enough')).toBe(NEW_PASSWORD_MISMATCH);
  });
  it('treats a wrong code, an expired one and an unknown address alike', () => {
    for (const name of ['CodeMismatchException', 'ExpiredCodeException', 'UserNotFoundException'])
      expect(isCodeFailure(named(name))).toBe(true);
    expect(isCodeFailure(named('InvalidPasswordException'))).toBe(false);
    expect(isCodeFailure(new Error('boom'))).toBe(false);
  });
});
