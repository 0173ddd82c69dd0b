import { describe, expect, it } from 'vitest';
import {
  BAD_CREDENTIALS,
  failureDescription,
  providerMessage,
  signInFailureDescription,
  UNEXPECTED_ERROR,
} from './auth-errors';

function named(name: string, message: string) {
  return Object.assign(new Error(message), { name });
}

describe('auth error mapping', () => {
  it("shows the provider's message for auth provider errors", () => {
    expect(failureDescription(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      'Incorrect username or password.',
    );
    expect(failureDescription(named('UsernameExistsException', 'User already exists'))).toBe(
      'User already exists',
    );
    expect(failureDescription(named('NetworkError', 'A network error has occurred.'))).toBe(
      'A network error has occurred.',
    );
    // plain objects shaped like service errors count too
    expect(
      providerMessage({ name: 'InvalidPasswordException', message: 'Password did not conform with policy' }),
    ).toBe('Password did not conform with policy');
  });

  it('falls back to the generic text for anything else', () => {
    expect(failureDescription(new Error('boom'))).toBe(UNEXPECTED_ERROR);
    expect(failureDescription(new TypeError('x is undefined'))).toBe(UNEXPECTED_ERROR);
    expect(failureDescription(named('Unknown', 'An unknown error has occurred.'))).toBe(UNEXPECTED_ERROR);
    expect(failureDescription(named('NotAuthorizedException', '  '))).toBe(UNEXPECTED_ERROR);
    expect(failureDescription('string error')).toBe(UNEXPECTED_ERROR);
    expect(failureDescription(undefined)).toBe(UNEXPECTED_ERROR);
    expect(UNEXPECTED_ERROR).toBe('An unexpected error occurred');
  });
});

describe('sign-in failure text', () => {
  it('says the same for an unknown e-mail and a wrong password, whichever way the pool answers', () => {
    const answers: Array<[string, string]> = [
      ['NotAuthorizedException', 'User not authorized'],
      ['NotAuthorizedException', 'Incorrect username or password.'],
      ['InvalidPasswordException', 'Invalid password'],
      ['UserNotFoundException', 'User does not exist.'],
    ];
    for (const [name, message] of answers)
      expect(signInFailureDescription(named(name, message))).toBe(BAD_CREDENTIALS);
  });

  it('keeps a lockout and other failures as they are', () => {
    expect(signInFailureDescription(named('NotAuthorizedException', 'Password attempts exceeded'))).toBe(
      'Password attempts exceeded',
    );
    expect(signInFailureDescription(named('NetworkError', 'A network error has occurred.'))).toBe(
      'A network error has occurred.',
    );
    expect(signInFailureDescription(new Error('boom'))).toBe(UNEXPECTED_ERROR);
  });
});
