import { z } from 'zod';
import { industries, itemKinds, sortOptionValues } from './marketplace-catalogue';
import { versionSchema } from './numbers';

/**
 * Saved searches: a marketplace query kept under a name, which alerts its owner when a new item
 * matches it. The query is the marketplace search's own (text, industry page, filters, sort), so a
 * saved search opens as the page it was saved from.
 */

/** How many searches a user may keep. */
export const MAX_SAVED_SEARCHES = 20;

const values = z.array(z.string().trim().min(1).max(120)).max(20).optional();

export const savedSearchQuerySchema = z
  .object({
    q: z.string().trim().max(120, 'At most 120 characters').optional(),
    industry: z.enum(industries).optional(),
    product: values,
    location: values,
    delivery: values,
    term: values,
    sort: z.enum(sortOptionValues).optional(),
  })
  .strict();
export type SavedSearchQuery = z.infer<typeof savedSearchQuerySchema>;

const name = z.string().trim().min(1, 'Give the search a name').max(80, 'At most 80 characters');

/** POST /marketplace/saved-searches */
export const savedSearchCreateSchema = z
  .object({ name, kind: z.enum(itemKinds), query: savedSearchQuerySchema })
  .strict();
export type SavedSearchCreate = z.infer<typeof savedSearchCreateSchema>;

/** PATCH /marketplace/saved-searches/{id}: a new name, on the version read. */
export const savedSearchRenameSchema = z.object({ name, version: versionSchema }).strict();

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(itemKinds),
  query: savedSearchQuerySchema,
  /** When the search last alerted its owner of new matches (null: not yet). */
  last_alerted_at: z.string().nullable(),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /marketplace/saved-searches: the caller's searches, newest first, and how many are allowed. */
export const savedSearchListSchema = z.object({
  searches: z.array(savedSearchSchema),
  limit: z.number(),
});
