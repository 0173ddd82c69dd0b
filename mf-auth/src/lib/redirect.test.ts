import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';

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
