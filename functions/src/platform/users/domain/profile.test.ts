import { describe, expect, it } from 'vitest';
import { profileFromSignUp } from './profile';

const now = new Date('2026-11-22T10:00:00Z');

describe('profileFromSignUp', () => {
  it('takes the sign-up fields from the custom attributes and starts with no roles', () => {
    expect(
      profileFromSignUp(
        {
          sub: 'u-1',
          email: ' Jane@Example.COM ',
          'custom:full_name': ' Jane Doe ',
          'custom:company_name': 'Acme Metals',
          'custom:phone_number': '+44 20 7946 0000',
        },
        now,
      ),
    ).toEqual({
      id: 'u-1',
      email: 'jane@example.com',
      full_name: 'Jane Doe',
      company_name: 'Acme Metals',
      phone_number: '+44 20 7946 0000',
      roles: [],
      created_at: '2026-11-22T10:00:00.000Z',
    });
  });
  it('records the accepted terms version with the moment of confirmation, when there is one', () => {
    expect(profileFromSignUp({ sub: 'u', email: 'a@b.co' }, now, 2)).toMatchObject({
      terms_version: 2,
      terms_accepted_at: '2026-11-22T10:00:00.000Z',
    });
    expect(profileFromSignUp({ sub: 'u', email: 'a@b.co' }, now)).not.toHaveProperty('terms_version');
  });
  it('keeps missing optional fields empty and refuses a user without sub or email', () => {
    expect(profileFromSignUp({ sub: 'u', email: 'a@b.co' }, now)).toMatchObject({
      full_name: '',
      company_name: '',
    });
    expect(() => profileFromSignUp({ email: 'a@b.co' }, now)).toThrow(/sub/);
    expect(() => profileFromSignUp({ sub: 'u' }, now)).toThrow(/email/);
  });
  it('clips over-long values', () => {
    expect(
      profileFromSignUp({ sub: 'u', email: 'a@b.co', 'custom:full_name': 'x'.repeat(500) }, now).full_name,
    ).toHaveLength(200);
  });
});
