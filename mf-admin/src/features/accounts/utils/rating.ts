/** Ratings are 0 to 5 in steps of 0.5 (ratingUpdateSchema); a newly approved user starts at 2.5. */
export const MIN_RATING = 0;
export const MAX_RATING = 5;
export const RATING_STEP = 0.5;

/** 0, 0.5, 1, ..., 5: the choices of the Adjust Rating dialog. */
export const RATING_STEPS: readonly number[] = Array.from(
  { length: (MAX_RATING - MIN_RATING) / RATING_STEP + 1 },
  (_, i) => MIN_RATING + i * RATING_STEP,
);

export function isValidRating(value: number): boolean {
  return Number.isFinite(value) && value >= MIN_RATING && value <= MAX_RATING && Number.isInteger(value * 2);
}

/** The nearest allowed rating (rounded to a half, clamped to 0..5); NaN becomes 0. */
export function snapRating(value: number): number {
  if (!Number.isFinite(value)) return MIN_RATING;
  const rounded = Math.round(value / RATING_STEP) * RATING_STEP;
  return Math.min(MAX_RATING, Math.max(MIN_RATING, rounded));
}

/** One decimal: 4 -> '4.0', 4.5 -> '4.5'. */
export function formatRating(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : '';
}
