import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './banking';

describe('banking', () => {
  it('masks all but the last four characters', () => {
    expect(maskAccountNumber('GB29 NWBK 6016 1331 9268 19')).toBe('••••••••6819');
    expect(maskAccountNumber('12345678')).toBe('••••5678');
    expect(maskAccountNumber('1234')).toBe('••••');
    expect(maskAccountNumber('')).toBe('');
  });
});
