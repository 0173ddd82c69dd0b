import { describe, expect, it } from 'vitest';
import { confirmSchema } from './schema';

describe('confirmSchema', () => {
  it('accepts the emailed digits (trimmed)', () => {
    expect(confirmSchema.parse({ code: ' 123456 ' }).code).toBe('123456');
  });
  it('rejects empty and non-numeric codes', () => {
    expect(confirmSchema.safeParse({ code: '' }).error?.issues[0]?.message).toBe('Confirmation code is required');
    expect(confirmSchema.safeParse({ code: '12ab56' }).success).toBe(false);
  });
});
