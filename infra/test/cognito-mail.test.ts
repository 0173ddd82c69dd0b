import { describe, expect, it } from 'vitest';
import { codeEmail, pendingCodes } from '../local/cognito-mail';

const user = (status: string, email: string, code?: string) => ({
  Username: `id-${email}`,
  UserStatus: status,
  ConfirmationCode: code,
  Attributes: [{ Name: 'email', Value: email }],
});

describe("cognito-local's codes as e-mails", () => {
  it('tells a sign-up code from a password-reset code by the user status, and skips users without one', () => {
    const codes = pendingCodes({
      Users: {
        a: user('UNCONFIRMED', 'new@example.com', '111111'),
        b: user('CONFIRMED', 'forgot@example.com', '222222'),
        c: user('CONFIRMED', 'idle@example.com'),
      },
    });
    expect([...codes.values()]).toEqual([
      { email: 'new@example.com', code: '111111', kind: 'sign-up' },
      { email: 'forgot@example.com', code: '222222', kind: 'password-reset' },
    ]);
  });

  it('words each e-mail for its kind, with the code in it', () => {
    expect(codeEmail({ email: 'x@example.com', code: '111111', kind: 'sign-up' })).toEqual({
      subject: 'Your verification code',
      text: 'Your verification code is 111111.',
    });
    expect(codeEmail({ email: 'x@example.com', code: '222222', kind: 'password-reset' }).text).toBe(
      'Your password reset code is 222222.',
    );
  });
});
