import { describe, expect, it } from 'vitest';
import { PASSWORD_MISMATCH, passwordsDiffer, signUpDefaults, signUpSchema, TERMS_REQUIRED } from './schema';

const valid = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+44 (20) 7946-0958',
  companyName: 'Analytical Engines Ltd',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  acceptTerms: true,
};

function issues(input: unknown) {
  const result = signUpSchema.safeParse(input);
  if (result.success) return {};
  // first issue per field, as react-hook-form's zodResolver shows it
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('signUpSchema', () => {
  it('accepts a complete form and trims text fields', () => {
    const result = signUpSchema.parse({ ...valid, fullName: '  Ada Lovelace ', email: ' ada@example.com ' });
    expect(result.fullName).toBe('Ada Lovelace');
    expect(result.email).toBe('ada@example.com');
  });

  it('requires every field', () => {
    const errors = issues(signUpDefaults);
    expect(errors).toMatchObject({
      fullName: 'Full Name is required',
      email: 'Email address is required',
      phoneNumber: 'Phone Number is required',
      companyName: 'Company Name is required',
      password: 'Password is required',
      confirmPassword: 'Please re-enter your password',
      acceptTerms: TERMS_REQUIRED,
    });
  });

  it('treats whitespace-only text as missing', () => {
    expect(issues({ ...valid, fullName: '   ', companyName: ' ' })).toMatchObject({
      fullName: 'Full Name is required',
      companyName: 'Company Name is required',
    });
  });

  it('reports mismatching passwords on the re-enter field', () => {
    expect(issues({ ...valid, confirmPassword: 'something else' })).toEqual({
      confirmPassword: PASSWORD_MISMATCH,
    });
  });

  it('reports the mismatch even when other fields are invalid', () => {
    const errors = issues({ ...valid, fullName: '', acceptTerms: false, confirmPassword: 'other' });
    expect(errors).toMatchObject({ confirmPassword: PASSWORD_MISMATCH, acceptTerms: TERMS_REQUIRED });
  });

  it('requires the terms to be accepted', () => {
    expect(issues({ ...valid, acceptTerms: false })).toEqual({ acceptTerms: TERMS_REQUIRED });
  });

  it('validates the email format', () => {
    expect(issues({ ...valid, email: 'not-an-email' })).toEqual({ email: 'Enter a valid email address' });
  });

  it.each(['+1 555 010 9999', '(020) 7946-0958', '0123456', '+1234567890123456789'])(
    'accepts phone %s',
    (phoneNumber) => {
      expect(issues({ ...valid, phoneNumber })).toEqual({});
    },
  );

  it.each(['123456', '+123456789012345678901', '555-CALL-NOW', '12345678x'])(
    'rejects phone %s',
    (phoneNumber) => {
      expect(issues({ ...valid, phoneNumber })).toHaveProperty('phoneNumber');
    },
  );

  it('limits names and company to 200 characters and passwords to at least 8', () => {
    expect(issues({ ...valid, fullName: 'a'.repeat(200), companyName: 'b'.repeat(200) })).toEqual({});
    expect(issues({ ...valid, fullName: 'a'.repeat(201), companyName: 'b'.repeat(201) })).toEqual({
      fullName: 'Full Name must be at most 200 characters',
      companyName: 'Company Name must be at most 200 characters',
    });
    expect(issues({ ...valid, password: 'short12', confirmPassword: 'short12' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });
});

describe('passwordsDiffer', () => {
  it('is true only while a re-entered password differs', () => {
    expect(passwordsDiffer('secret123', '')).toBe(false);
    expect(passwordsDiffer('secret123', 'secret')).toBe(true);
    expect(passwordsDiffer('secret123', 'secret123')).toBe(false);
    expect(passwordsDiffer('', 'x')).toBe(true);
  });
});
