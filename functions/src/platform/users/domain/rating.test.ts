import { describe, expect, it } from 'vitest';
import { averageRating, defaultRating, effectiveRating, noReviews, withReview } from './rating';

describe('rating math', () => {
  it('keeps the starting 2.5 until the first review', () => {
    expect(averageRating(noReviews())).toBeNull();
    expect(effectiveRating(undefined)).toBe(defaultRating);
    expect(effectiveRating(defaultRating)).toBe(2.5);
  });

  it('is the average of the reviews received, one decimal, half up', () => {
    let state = noReviews();
    const ratings: number[] = [];
    for (const stars of [5, 4, 4]) {
      const next = withReview(state, stars);
      state = next.aggregate;
      ratings.push(next.rating);
    }
    expect(ratings).toEqual([5, 4.5, 4.3]);
    expect(state).toEqual({ review_count: 3, rating_sum: 13 });
    // 89 / 20 = 4.45 exactly: rounds up, no float drift
    expect(averageRating({ review_count: 20, rating_sum: 89 })).toBe(4.5);
    expect(averageRating({ review_count: 3, rating_sum: 4 })).toBe(1.3);
    expect(averageRating({ review_count: 1, rating_sum: 1 })).toBe(1);
  });

  it("sets the average again after an admin's override (the override holds until the next review)", () => {
    // the profile holds an override of 4.0 on top of one 2-star review: the next review averages both
    expect(withReview({ review_count: 1, rating_sum: 2 }, 3).rating).toBe(2.5);
  });

  it('refuses stars outside 1..5 and fractions', () => {
    for (const stars of [0, 6, 2.5, Number.NaN])
      expect(() => withReview(noReviews(), stars)).toThrow(RangeError);
  });
});
