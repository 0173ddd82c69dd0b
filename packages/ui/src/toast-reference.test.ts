import { describe, expect, it } from 'vitest';
import { referenceOf } from './toast';

describe('referenceOf', () => {
  it("reads a failed request's id on the error or on the error it was made from", () => {
    expect(referenceOf({ requestId: 'req-1' })).toBe('req-1');
    expect(referenceOf(new Error('Could not submit', { cause: { requestId: 'req-2' } }))).toBe('req-2');
  });

  it('answers nothing for an error without one', () => {
    expect(referenceOf(new Error('offline'))).toBeUndefined();
    expect(referenceOf({ requestId: '' })).toBeUndefined();
    expect(referenceOf(undefined)).toBeUndefined();
  });
});
