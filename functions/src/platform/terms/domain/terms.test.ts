import { describe, expect, it } from 'vitest';
import { acceptedTermsVersion, initialTermsText, termsInForce } from './terms';

describe('termsInForce', () => {
  it('is the initial text as version 1 until an admin publishes, then the publication', () => {
    expect(termsInForce(undefined)).toEqual({ version: 1, text: initialTermsText });
    const published = { version: 3, text: 'Ours', published_at: '2026-11-28T10:00:00.000Z' };
    expect(termsInForce(published)).toBe(published);
  });
});

describe('acceptedTermsVersion', () => {
  it('takes a published version as reported by the sign-up form', () => {
    expect(acceptedTermsVersion('1', 3)).toBe(1);
    expect(acceptedTermsVersion('3', 3)).toBe(3);
  });

  it('records nothing for a missing, future, zero or malformed version', () => {
    for (const reported of [undefined, '', '4', '0', '-1', '2.5', '1e3', ' 2', 'two', '12345678'])
      expect(acceptedTermsVersion(reported, 3), String(reported)).toBeUndefined();
  });
});
