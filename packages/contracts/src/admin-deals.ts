import { z } from 'zod';
import { ticketFieldsSchema } from './deal-ticket-fields';
import { dealStatuses } from './deals';

/**
 * Deal Management (/admin/deals): the admins' table of every deal, by tab (the Deal Flow's columns by
 * progress; a cancelled deal is in All only, with its Cancelled status), searched by text and paged
 * by the server.
 */

export const adminDealTabs = ['all', 'pending', 'ongoing', 'completed'] as const;
export type AdminDealTab = (typeof adminDealTabs)[number];

export const maxAdminDealPageSize = 50;
export const defaultAdminDealPageSize = 10;
export const maxAdminDealSearchLength = 120;

export const adminDealListQuerySchema = z
  .object({
    tab: z.enum(adminDealTabs).default('all'),
    /** Contained, case aside, in the deal's id, title, product, buyer's or seller's company. */
    q: z
      .string()
      .trim()
      .max(maxAdminDealSearchLength, `At most ${maxAdminDealSearchLength} characters`)
      .optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(maxAdminDealPageSize).default(defaultAdminDealPageSize),
  })
  .strict();
export type AdminDealListQuery = z.input<typeof adminDealListQuerySchema>;

const partySchema = z.object({
  id: z.string(),
  /** The company as at the deal's opening; null for deals opened before it was kept. */
  company: z.string().nullable(),
  /** 'Buyer #4821': what the table shows when the company is unknown. */
  label: z.string(),
});

export const adminDealRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  product: z.string(),
  buyer: partySchema,
  seller: partySchema,
  created_at: z.string(),
  stage: z.string(),
  stage_label: z.string(),
  progress: z.number(),
  status: z.enum(dealStatuses),
  /** The terms the deal was opened on: with `product` and the parties, its trade ticket. */
  ticket: ticketFieldsSchema.pick({
    quantity: true,
    unit: true,
    delivery: true,
    location: true,
    price: true,
    price_type: true,
    platts_reference: true,
    discount: true,
    differential: true,
    currency: true,
  }),
  /**
   * Why an open deal needs an admin: a party's account is deactivated or deleted (the deal cannot
   * go on as it is). Null when nothing is wrong.
   */
  needs_attention: z.string().nullable(),
});
export type AdminDealRow = z.infer<typeof adminDealRowSchema>;

export const adminDealListSchema = z.object({
  /** One page of the tab's matches, newest deal first. */
  deals: z.array(adminDealRowSchema),
  /** Matches of the search per tab (all: every match, cancelled deals included). */
  counts: z.object({ all: z.number(), pending: z.number(), ongoing: z.number(), completed: z.number() }),
  page: z.number(),
  page_size: z.number(),
});
export type AdminDealList = z.infer<typeof adminDealListSchema>;
