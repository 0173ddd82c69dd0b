import { z } from 'zod';
import { marketItemSchema } from './marketplace';

/**
 * GET /marketplace/{listings|requests}/{id}/matches: for one of the caller's items, the items of the
 * other side that answer it best (a request's listings, a listing's requests), each with a score from
 * 0 to 100 and the points of every factor behind it.
 */

export const matchFactors = ['product', 'quantity', 'price', 'location', 'incoterm', 'availability'] as const;
export type MatchFactor = (typeof matchFactors)[number];

export const matchReasonSchema = z.object({
  factor: z.enum(matchFactors),
  points: z.number(),
  max: z.number(),
  /** Why, in a few words: 'Same place: Rotterdam', 'Covers 80 % (…)'. */
  detail: z.string(),
});
export type MatchReason = z.infer<typeof matchReasonSchema>;

export const matchSchema = z.object({
  item: marketItemSchema,
  score: z.number().int().min(0).max(100),
  reasons: z.array(matchReasonSchema),
});
export type Match = z.infer<typeof matchSchema>;

export const matchListSchema = z.object({ matches: z.array(matchSchema) });
export type MatchList = z.infer<typeof matchListSchema>;
