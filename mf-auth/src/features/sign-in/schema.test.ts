import { describe, expect, it } from 'vitest';
import { signInSchema } from './schema';

describe('signInSchema', () => {
  it('requires email and password', () => {
    const result = signInSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['email', 'Email is required'],
      ['password', 'Password is required'],
    ]);
  });
  it('checks the email format and trims it', () => {
    expect(signInSchema.safeParse({ email: 'nope', password: 'x' }).success).toBe(false);
    expect(signInSchema.parse({ email: ' a@b.co ', password: 'x' }).email).toBe('a@b.co');
  });
});
