import { describe, expect, it } from 'vitest';
import { ratingExplanation, starCount } from './StarRating';

describe('StarRating words', () => {
  it('rounds to whole stars between 0 and 5', () => {
    expect(starCount(2.5)).toBe(3);
    expect(starCount(4.2)).toBe(4);
    expect(starCount(7)).toBe(5);
    expect(starCount(Number.NaN)).toBe(0);
  });

  it('says whether the rating is the starting one or the average of reviews', () => {
    expect(ratingExplanation(2.5, 0)).toBe('2.5 out of 5: the starting rating, until your first review');
    expect(ratingExplanation(4, 1)).toBe('4.0 out of 5, from 1 review of your deals');
    expect(ratingExplanation(4.25, 3)).toBe('4.3 out of 5, from 3 reviews of your deals');
  });
});
