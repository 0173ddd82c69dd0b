import { describe, expect, it } from 'vitest';
import { validateEmail, validatePassword } from './validation';

describe('sign-in validation', () => {
  it('requires email and password', () => {
    expect(validateEmail('')).toBe('Email is required');
    expect(validateEmail('   ')).toBe('Email is required');
    expect(validatePassword('')).toBe('Password is required');
    expect(validatePassword('x')).toBe(true);
  });
  it('checks the email format (trimmed)', () => {
    expect(validateEmail('nope')).toBe('Enter a valid email address');
    expect(validateEmail('a@b')).toBe('Enter a valid email address');
    expect(validateEmail(' a@b.co ')).toBe(true);
  });
});
