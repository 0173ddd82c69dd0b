/**
 * How an item's owner is rated, as the marketplace writes it. An owner no counterparty has reviewed
 * yet is 'New': the rating it holds until then (the starting one, or an admin's stand-in) is not what
 * traders said of it, and stars drawn from it would read as if it were.
 */

/** '1 review', '3 reviews'. */
export function reviewsText(count: number): string {
  return count === 1 ? '1 review' : `${count} reviews`;
}

/** Whether the owner has no review yet (shown as 'New', without stars). */
export const isNewOwner = (reviewCount: number) => reviewCount <= 0;

/** 'New: no reviews yet', or '4.0 / 5 (3 reviews)'. */
export function ratingSummary(rating: number, reviewCount: number): string {
  if (isNewOwner(reviewCount)) return 'New: no reviews yet';
  return `${rating.toFixed(1)} / 5 (${reviewsText(reviewCount)})`;
}
