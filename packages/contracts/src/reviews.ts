import { z } from 'zod';

/**
 * Reviews after a deal closed: each party rates the other (1 to 5 stars and a comment) once, within
 * {@link reviewWindowDays} days of the closing. A user's rating is the average of the reviews received.
 */

/** Days after closing in which each party may review the other. */
export const reviewWindowDays = 14;

export const maxReviewCommentLength = 1000;

const ratingMessage = 'rating must be a whole number from 1 to 5';

/** POST /deals/{id}/reviews. */
export const dealReviewRequestSchema = z
  .object({
    rating: z.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage).max(5, ratingMessage),
    comment: z
      .string({ error: 'comment must be text' })
      .trim()
      .max(maxReviewCommentLength, `comment must be at most ${maxReviewCommentLength} characters`)
      .default(''),
  })
  .strict();
export type DealReviewRequest = z.input<typeof dealReviewRequestSchema>;

/** A stored review as its writer reads it back. */
export const dealReviewSchema = z.object({
  deal_id: z.string(),
  rating: z.number(),
  comment: z.string(),
  /** Who wrote it and about whom, by their role in the deal. */
  reviewer_role: z.enum(['buyer', 'seller']),
  reviewee_role: z.enum(['buyer', 'seller']),
  created_at: z.string(),
});
export type DealReview = z.infer<typeof dealReviewSchema>;

/**
 * Whether the caller may still review the other party of a closed deal, and until when (the end of
 * the window). Null for viewers who never review (admins, mandates) and before the deal closed.
 */
export const reviewWindowSchema = z.object({ open: z.boolean(), until: z.string() });
export type ReviewWindow = z.infer<typeof reviewWindowSchema>;
