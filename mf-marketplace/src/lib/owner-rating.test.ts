import { describe, expect, it } from 'vitest';
import { isNewOwner, ratingSummary, reviewsText } from './owner-rating';

describe("an owner's rating", () => {
  it('is New, without a number, until the first review', () => {
    expect(isNewOwner(0)).toBe(true);
    expect(ratingSummary(2.5, 0)).toBe('New: no reviews yet');
  });

  it('is the average out of five with its review count once reviewed', () => {
    expect(isNewOwner(1)).toBe(false);
    expect(ratingSummary(4, 1)).toBe('4.0 / 5 (1 review)');
    expect(ratingSummary(3.25, 12)).toBe('3.3 / 5 (12 reviews)');
    expect(reviewsText(0)).toBe('0 reviews');
  });
});
