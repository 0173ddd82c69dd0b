import { z } from 'zod';
import { ticketFieldsSchema } from './deal-ticket-fields';
import { percentSchema } from './numbers';

/**
 * Mandates: agents who follow a deal for its buyer or its seller. A mandate asks to be attached with
 * the deal's Transaction ID (given by its principal); that side's party confirms or declines on its
 * deal page; a confirmed mandate sees the deal read-only. Shapes of the Mandate Dashboard and of the
 * attach request.
 */

export const mandatePartySchema = z.enum(['buyer', 'seller']);
export type MandateParty = z.infer<typeof mandatePartySchema>;

export const mandateRequestStatuses = ['pending', 'confirmed'] as const;

/** 'BGX4…' typed in any case: the Transaction ID is 10 characters of Crockford base32. */
const transactionId = z
  .string({ error: 'Enter the Transaction ID of the deal' })
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{10}$/, 'Enter the 10-character Transaction ID of the deal');

/** Whole hundredths only (a float's own noise tolerated). */
const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const commissionSchema = percentSchema('The commission').refine(
  twoDecimals,
  'The commission has at most 2 decimals',
);

/** POST /mandate/attachments. */
export const mandateAttachRequestSchema = z
  .object({
    deal_id: transactionId,
    party: mandatePartySchema.default('buyer'),
    commission_percent: commissionSchema.nullish(),
  })
  .strict();
export type MandateAttachRequest = z.input<typeof mandateAttachRequestSchema>;

/** A mandate's request (pending) or attachment (confirmed) for one side of a deal. */
export const mandateRequestSchema = z.object({
  deal_id: z.string(),
  mandate_id: z.string(),
  party: mandatePartySchema,
  commission_percent: z.number().nullable(),
  status: z.enum(mandateRequestStatuses),
  /** Who asks, for the party that answers (its principal gave it the Transaction ID). */
  mandate_name: z.string(),
  mandate_company: z.string(),
  requested_at: z.string(),
  confirmed_at: z.string().nullable(),
});
export type MandateRequest = z.infer<typeof mandateRequestSchema>;

/** The answer to an attach request (the party has still to confirm). */
export const mandateAttachResponseSchema = z.object({
  deal_id: z.string(),
  party: mandatePartySchema,
  commission_percent: z.number().nullable(),
  status: z.literal('pending'),
  requested_at: z.string(),
});
export type MandateAttachResponse = z.infer<typeof mandateAttachResponseSchema>;

/** One deal on the Mandate Dashboard. */
export const mandateDealSchema = z.object({
  id: z.string(),
  title: z.string(),
  name: z.string(),
  stage: z.string(),
  stage_label: z.string(),
  progress: z.number(),
  /** The side the mandate follows; null on an admin's dashboard (every deal). */
  side: mandatePartySchema.nullable(),
  status: z.enum(['active', 'closed', 'cancelled']),
  updated_at: z.string(),
  /** The trade ticket's fields and who acts next, as in a deal summary. */
  ...ticketFieldsSchema.shape,
});
export type MandateDeal = z.infer<typeof mandateDealSchema>;

/** GET /mandate/deals: the caller's attached deals (admins: the newest of the platform) and their figures. */
export const mandateDashboardSchema = z.object({
  deals: z.array(mandateDealSchema),
  stats: z.object({
    total: z.number(),
    /** Progress 20 % or less. */
    pending: z.number(),
    /** Above 20 % and below 100 %. */
    active: z.number(),
    /** 100 %. */
    completed: z.number(),
    /** Distinct buyers and sellers of these deals. */
    active_users: z.number(),
  }),
});
export type MandateDashboard = z.infer<typeof mandateDashboardSchema>;
