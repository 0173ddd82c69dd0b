/**
 * A user's rating. A verified user starts at {@link defaultRating} (the approval stores it on the
 * profile), and it stays until the first review arrives. From then on the rating is the average of the
 * reviews received (stars 1 to 5, one decimal). An admin's Adjust Rating overrides it, audited; the
 * override holds until the next review arrives, which sets the rating back to the reviews' average (a
 * later review is newer evidence than the override, and the average stays what the reviews say).
 */
export const defaultRating = 2.5;

/** What the profile keeps of the reviews a user received. */
export interface RatingAggregate {
  review_count: number;
  /** The sum of the stars received (integers), so the average needs no rounding drift. */
  rating_sum: number;
}

export const noReviews = (): RatingAggregate => ({ review_count: 0, rating_sum: 0 });

/** The average of the reviews, rounded half up to one decimal; null while there are none. */
export function averageRating({ review_count, rating_sum }: RatingAggregate): number | null {
  if (review_count <= 0) return null;
  // integers divided once: x.x5 lands exactly on .5 and rounds up
  return Math.round((rating_sum * 10) / review_count) / 10;
}

/** The aggregate and the rating after one more review of `stars`. */
export function withReview(
  aggregate: RatingAggregate,
  stars: number,
): { aggregate: RatingAggregate; rating: number } {
  if (!Number.isInteger(stars) || stars < 1 || stars > 5)
    throw new RangeError(`stars out of range: ${stars}`);
  const next = { review_count: aggregate.review_count + 1, rating_sum: aggregate.rating_sum + stars };
  return { aggregate: next, rating: averageRating(next)! };
}

/** The rating to show: the stored one (an admin's override or the reviews' average), else the default. */
export function effectiveRating(stored: number | undefined | null): number {
  return typeof stored === 'number' && Number.isFinite(stored) ? stored : defaultRating;
}
