import { z } from 'zod';
import { companyRoles } from './company-roles';
import { percentSchema, versionSchema } from './numbers';
import { negotiationRoundsBounds, offerValidityHoursBounds } from './offer-terms';
import { bankingResponseSchema, documentSchema, registrationSchema } from './account';
import type { DealGroupId } from './deal-stages';
import {
  registrationStateSchema,
  registrationStatusSchema,
  registrationTypeSchema,
  roleSchema,
  versionedProfileSchema,
} from './me';

/**
 * The admin domain's API shapes (mf-admin <-> functions/src/admin). Every route is admin-only; the
 * server derives every figure (no placeholders).
 */

// ---- dashboard --------------------------------------------------------------------------------

export const adminStatsSchema = z.object({
  total_users: z.number(),
  /** active = admin or an approved registration, and not deactivated */
  active_users: z.number(),
  buyers: z.number(),
  sellers: z.number(),
  mandates: z.number(),
  deals: z.number(),
  registrations: z.object({
    submitted: z.number(),
    approved: z.number(),
    rejected: z.number(),
    draft: z.number(),
  }),
  documents: z.number(),
  storage: z.object({ used_bytes: z.number(), quota_bytes: z.number(), percent: z.number() }),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** One registration event for Recent Activity (texts are built by the client per the spec). */
export const activityEventSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  type: registrationTypeSchema,
  action: z.enum(['submitted', 'approved', 'rejected', 'updated']),
  at: z.string(),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;
export const activityListSchema = z.object({ events: z.array(activityEventSchema) });

// ---- users --------------------------------------------------------------------------------------

export const userStatusSchema = z.enum(['active', 'pending', 'inactive']);

/** Spec "Derived admin user row", with real figures (rating from the account, not a fixed 4.5). */
export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  phone: z.string(),
  roles: z.array(roleSchema),
  type: roleSchema,
  status: userStatusSchema,
  registrationStatus: z.union([registrationStatusSchema, z.literal('none')]),
  registrationType: registrationTypeSchema.nullable(),
  rating: z.number(),
  disabled: z.boolean(),
  created_at: z.string(),
  /** The company the user acts for (its founder's id) and their role in it; absent before companies. */
  company_id: z.string().optional(),
  company_role: z.enum(companyRoles).optional(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

/** GET /admin/companies/{id}: one company as the back office sees it. */
export const adminCompanySchema = z.object({
  company: z.object({
    id: z.string(),
    name: z.string(),
    four_eyes: z.boolean(),
    account_status: z.enum(['active', 'inactive']),
    disabled: z.boolean(),
    registrations: z.object({
      buyer: registrationStateSchema,
      seller: registrationStateSchema,
      mandate: registrationStateSchema,
    }),
    created_at: z.string(),
  }),
  members: z.array(
    z.object({
      user_id: z.string(),
      full_name: z.string(),
      email: z.string(),
      role: z.enum(companyRoles),
      joined_at: z.string(),
    }),
  ),
  documents: z.array(
    z.object({
      id: z.string(),
      document_type: z.string(),
      file_name: z.string(),
      size: z.number(),
      created_at: z.string(),
    }),
  ),
  items: z.object({ listings: z.number(), requests: z.number() }),
  deals: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      /** What is traded: the listing's or request's name the deal was opened on. */
      name: z.string(),
      role: z.enum(['buyer', 'seller', 'mandate']),
      stage_label: z.string(),
      status: z.string(),
      updated_at: z.string(),
    }),
  ),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

export const userTabSchema = z.enum(['all', 'buyers', 'sellers', 'mandates']);
export const adminUserListQuerySchema = z
  .object({
    search: z.string().trim().max(200).optional(),
    tab: userTabSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    /** default 50: at 10,000 users one answer with every row would be megabytes, every 10 seconds */
    page_size: z.coerce.number().int().min(1).max(200).optional(),
  })
  .strict();
export const adminUserListSchema = z.object({
  /** one page of the tab's rows, newest first */
  users: z.array(adminUserRowSchema),
  counts: z.object({ all: z.number(), buyers: z.number(), sellers: z.number(), mandates: z.number() }),
  totals: z.object({ profiles: z.number(), registrations: z.number() }),
  page: z.number(),
  page_size: z.number(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserDetailSchema = z.object({
  /** with its version: the Edit dialog sends it back with the change */
  profile: versionedProfileSchema,
  registrations: z.array(registrationSchema),
  documents: z.array(documentSchema),
  banking: bankingResponseSchema,
  rating: z.number(),
  disabled: z.boolean(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** The fields an admin edits in a user's profile (the Edit dialog validates with the same rules). */
export const adminProfileFieldsSchema = z
  .object({
    full_name: z.string().trim().min(1).max(200),
    phone_number: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()\-.]{6,30}$/, 'Please enter a valid phone number'),
    company_name: z.string().trim().min(1).max(200),
  })
  .strict();

/** PATCH /admin/users/{id}/profile: the fields and the profile version the dialog read (409 if changed since). */
export const adminProfileUpdateSchema = adminProfileFieldsSchema.extend({ version: versionSchema }).strict();

/** 0 to 5 in steps of 0.5 (a newly approved user starts at 2.5). */
export const ratingUpdateSchema = z
  .object({
    rating: z
      .number()
      .min(0)
      .max(5)
      .refine((r) => Number.isInteger(r * 2), 'Rating must be a multiple of 0.5'),
  })
  .strict();

// ---- registrations --------------------------------------------------------------------------------

export const verificationItemSchema = registrationSchema.extend({
  user: z.object({ full_name: z.string(), email: z.string(), company_name: z.string() }),
});
export type VerificationItem = z.infer<typeof verificationItemSchema>;
export const verificationListSchema = z.object({ registrations: z.array(verificationItemSchema) });

/** The longest review note an admin may keep with an approval or a rejection. */
export const reviewNoteMaxLength = 500;
/**
 * An admin's own note on a registration review, kept in the audit with the decision (the applicant
 * never sees it, unlike a rejection's reason). Trimmed; blank means none.
 */
export const reviewNoteSchema = z
  .string()
  .trim()
  .max(reviewNoteMaxLength, `The note has at most ${reviewNoteMaxLength} characters`);
export const approveRequestSchema = z.object({ note: reviewNoteSchema.optional() }).strict();
export const rejectRequestSchema = z
  .object({ reason: z.string().trim().max(1000).optional(), note: reviewNoteSchema.optional() })
  .strict();
export const approveAllResultSchema = z.object({ approved: z.number(), failed: z.number() });

// ---- accounts (buyer / seller) ------------------------------------------------------------------

export const accountSortSchema = z.enum(['name', 'rating', 'reg_date']);
export const accountListQuerySchema = z
  .object({
    search: z.string().trim().max(200).optional(),
    /** comma-separated: active,inactive (both by default) */
    status: z
      .string()
      .regex(/^(active|inactive)(,(active|inactive))?$/)
      .optional(),
    sort: accountSortSchema.optional(),
    order: z.enum(['asc', 'desc']).optional(),
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    page_size: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();
export const accountRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  rating: z.number(),
  registrationDate: z.string(),
  status: z.enum(['active', 'inactive']),
});
export type AccountRow = z.infer<typeof accountRowSchema>;
export const accountListSchema = z.object({
  accounts: z.array(accountRowSchema),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});

// ---- settings, contact messages ----------------------------------------------------------------

/**
 * The deal groups that get a due date when a deal enters them (the stage table's groups between the
 * first, opened by the accepted inquiry, and the closing).
 */
export const dealDueDayGroupIds = [
  'initial-spa',
  'proof-documents',
  'verification',
  'final-spa',
  'icpo',
  'commercial-invoice',
  'payment',
  'title-transfer',
] as const satisfies readonly DealGroupId[];
export type DealDueDayGroupId = (typeof dealDueDayGroupIds)[number];

export const MIN_DEAL_DUE_DAYS = 1;
export const MAX_DEAL_DUE_DAYS = 90;

/** Days a deal group may take once entered: a whole number from 1 to 90. */
export const dealDueDaysValueSchema = z
  .number({ error: 'Enter a whole number of days' })
  .int('Enter a whole number of days')
  .min(MIN_DEAL_DUE_DAYS, `Enter at least ${MIN_DEAL_DUE_DAYS} day`)
  .max(MAX_DEAL_DUE_DAYS, `Enter at most ${MAX_DEAL_DUE_DAYS} days`);

/** The days of every group with a due date (functions/src/platform/settings/domain/settings.ts holds the defaults). */
export const dealDueDaysSchema = z
  .object(
    Object.fromEntries(dealDueDayGroupIds.map((id) => [id, dealDueDaysValueSchema])) as Record<
      DealDueDayGroupId,
      typeof dealDueDaysValueSchema
    >,
  )
  .strict();
export type DealDueDaysSettings = z.infer<typeof dealDueDaysSchema>;

/** GET /admin/settings: the platform settings in force (the stored values over the defaults). */
export const platformSettingsSchema = z
  .object({
    auto_approve_on_dashboard_open: z.boolean(),
    storage_quota_bytes: z
      .number()
      .int()
      .min(1024 ** 2)
      .max(10 * 1024 ** 4),
    monthly_inquiry_limit: z.number().int().min(0).max(10_000),
    platform_fee_percent: percentSchema('The platform fee'),
    /** Hold new listings and requests as Pending until an admin approves them (off by default). */
    moderate_new_items: z.boolean().default(false),
    /** Days each deal group may take once entered: entering it sets its due date (DEAL-FLOW.md 6). */
    deal_due_days: dealDueDaysSchema,
    /** How long an offer in a negotiation stays open unless its maker sets a validity. */
    offer_validity_hours: z
      .number({ error: 'Enter a whole number of hours' })
      .int('Enter a whole number of hours')
      .min(
        offerValidityHoursBounds.min,
        `An offer must stay open at least ${offerValidityHoursBounds.min} hour`,
      )
      .max(
        offerValidityHoursBounds.max,
        `An offer may stay open at most ${offerValidityHoursBounds.max} hours`,
      ),
    /** Rounds a negotiation may have; at the last one only accepting or declining remain. */
    max_negotiation_rounds: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(negotiationRoundsBounds.min, `At least ${negotiationRoundsBounds.min} rounds`)
      .max(negotiationRoundsBounds.max, `At most ${negotiationRoundsBounds.max} rounds`),
  })
  .strict();
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/**
 * PUT /admin/settings: the whole set, which replaces the stored one; `deal_due_days` may be left out
 * (the defaults then hold), so callers that predate it keep working.
 */
export const platformSettingsUpdateSchema = platformSettingsSchema.extend({
  deal_due_days: dealDueDaysSchema.optional(),
  offer_validity_hours: platformSettingsSchema.shape.offer_validity_hours.optional(),
  max_negotiation_rounds: platformSettingsSchema.shape.max_negotiation_rounds.optional(),
});
export type PlatformSettingsUpdate = z.infer<typeof platformSettingsUpdateSchema>;

export const contactMessageSchema = z.object({
  id: z.string(),
  email: z.string(),
  message: z.string(),
  user_id: z.string().optional(),
  created_at: z.string(),
  read: z.boolean(),
});
export const contactMessageListSchema = z.object({ messages: z.array(contactMessageSchema) });
export const contactMessageUpdateSchema = z.object({ read: z.boolean() }).strict();
