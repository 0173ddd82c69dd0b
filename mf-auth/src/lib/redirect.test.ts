import { describe, expect, it } from 'vitest';
import { opensToInactive, redirectTarget } from './redirect';

describe('redirectTarget', () => {
  it('returns to the location the guard stored', () => {
    expect(redirectTarget({ from: { pathname: '/my-account', search: '?tab=settings', hash: '' } })).toBe(
      '/my-account?tab=settings',
    );
    expect(redirectTarget({ from: '/deal/42' })).toBe('/deal/42');
  });
  it("defaults to '/'", () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({})).toBe('/');
    expect(redirectTarget({ from: 42 })).toBe('/');
  });
  it('never leaves the app or loops back to /auth', () => {
    expect(redirectTarget({ from: '//evil.example/x' })).toBe('/');
    expect(redirectTarget({ from: 'https://evil.example' })).toBe('/');
    expect(redirectTarget({ from: '/\\evil.example' })).toBe('/');
    expect(redirectTarget({ from: { pathname: '/auth' } })).toBe('/');
    expect(redirectTarget({ from: '/auth?x=1' })).toBe('/');
    expect(redirectTarget({ from: '/authority' })).toBe('/authority');
  });
});

describe('opensToInactive', () => {
  it('lets an account that is not active yet reach an invitation, and nothing else', () => {
    expect(opensToInactive('/invitations/0b6d7c1e-5b9b-4d0c-9a57-3f1d2c4b5a69')).toBe(true);
    expect(opensToInactive('/invitations/x/../../deals')).toBe(false);
    expect(opensToInactive('/deals')).toBe(false);
    expect(opensToInactive('/')).toBe(false);
  });
});
