import { describe, expect, it } from 'vitest';
import { formatRating, isValidRating, RATING_STEPS, snapRating } from './rating';

describe('ratings', () => {
  it('offers 0 to 5 in steps of 0.5', () => {
    expect(RATING_STEPS).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  });

  it('accepts only multiples of 0.5 within 0..5', () => {
    expect(isValidRating(0)).toBe(true);
    expect(isValidRating(2.5)).toBe(true);
    expect(isValidRating(5)).toBe(true);
    expect(isValidRating(4.2)).toBe(false);
    expect(isValidRating(-0.5)).toBe(false);
    expect(isValidRating(5.5)).toBe(false);
    expect(isValidRating(Number.NaN)).toBe(false);
  });

  it('snaps any number to the nearest allowed rating', () => {
    expect(snapRating(4.2)).toBe(4);
    expect(snapRating(4.3)).toBe(4.5);
    expect(snapRating(7)).toBe(5);
    expect(snapRating(-1)).toBe(0);
    expect(snapRating(Number.NaN)).toBe(0);
  });

  it('formats with one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(2.5)).toBe('2.5');
  });
});
