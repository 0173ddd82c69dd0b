import { describe, expect, it } from 'vitest';
import { assertReviewable, rolesAfterApproval } from './reviews';
import { storagePercent } from './stats';

const reg = (status: 'draft' | 'submitted' | 'approved' | 'rejected') => ({
  id: 'r',
  user_id: 'u',
  type: 'buyer' as const,
  status,
  form_values: {},
  created_at: '',
  updated_at: '',
  version: 1,
});

describe('reviews', () => {
  it('only a submitted registration can be approved or rejected', () => {
    expect(assertReviewable(reg('submitted'), 'approve').status).toBe('submitted');
    expect(() => assertReviewable(reg('approved'), 'approve')).toThrow(
      'Cannot approve registration - invalid registration status',
    );
    expect(() => assertReviewable(reg('draft'), 'reject')).toThrow(
      'Cannot reject registration - invalid registration status',
    );
    expect(() => assertReviewable(undefined, 'approve')).toThrow('Registration not found');
  });
  it('adds the role once', () => {
    expect(rolesAfterApproval(['seller'], 'buyer')).toEqual(['seller', 'buyer']);
    expect(rolesAfterApproval(['buyer'], 'buyer')).toEqual(['buyer']);
  });
  it('storage percent is floored and clamped', () => {
    expect(storagePercent(0, 100)).toBe(0);
    expect(storagePercent(999, 1000)).toBe(99);
    expect(storagePercent(5000, 1000)).toBe(100);
  });
});
