import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from '@portal/contracts/platform';
import { DomainError } from '../errors';
import { validate } from './validate';

const failure = (input: unknown) => {
  try {
    validate(contactRequestSchema, input, 'body');
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a validation failure');
};

describe('validate', () => {
  it('returns the parsed value', () => {
    expect(validate(contactRequestSchema, { email: 'a@b.co', message: ' hi ' }, 'body')).toEqual({
      email: 'a@b.co',
      message: 'hi',
    });
  });
  it('names the invalid field', () => {
    const error = failure({ email: 'nope', message: 'hi' });
    expect(error).toBeInstanceOf(DomainError);
    expect(error.kind).toBe('invalid');
    expect(error.field).toBe('email');
    expect(error.message).toBe('email: Please enter a valid email address');
  });
  it('names a missing field, an unknown field, and the body itself', () => {
    expect(failure({ email: 'a@b.co' }).field).toBe('message');
    expect(failure({ email: 'a@b.co', message: 'hi', admin: true })).toMatchObject({
      field: 'admin',
      message: 'admin: unknown field',
    });
    expect(failure('text').field).toBe('body');
  });
  it('enforces length limits', () => {
    expect(failure({ email: 'a@b.co', message: 'x'.repeat(5001) }).field).toBe('message');
  });
});
