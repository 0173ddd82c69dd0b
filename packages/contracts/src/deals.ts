import { z } from 'zod';
import {
  dealDocumentTypeIds,
  dealGroupIds,
  dealStageValues,
  documentReviewStatuses,
  inspectionDetailsRules,
  platformDocumentTypeIds,
  type DocumentReviewStatus,
} from './deal-stages';
import { priceSchema } from './numbers';
import { ticketFieldsSchema } from './deal-ticket-fields';
import { mandateRequestSchema } from './mandates';
import { dealReviewSchema, reviewWindowSchema } from './reviews';

/**
 * Request and response shapes of the deals API: the caller's deals, one deal as its viewer may see it
 * (with the actions the server allows that viewer now), the commands that move a deal, deal document
 * uploads and the platform's review queue. The stage table itself is in ./deal-stages (no zod there).
 */

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const requiredText = (max: number, message: string) => text(max).min(1, message);

export const dealRoles = ['buyer', 'seller', 'admin', 'mandate'] as const;
export const dealStatuses = ['active', 'closed', 'cancelled'] as const;

const documentType = z.enum(dealDocumentTypeIds);
const platformDocumentType = z.enum(platformDocumentTypeIds);
const stage = z.enum(dealStageValues);

/** A deal as lists show it (Deal Flow columns, Deal Specifications, the admin's table). */
export const dealSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  stage: z.string(),
  stage_label: z.string(),
  progress: z.number(),
  group: z.string(),
  status: z.enum(dealStatuses),
  /** The caller's place in the deal. */
  role: z.enum(dealRoles),
  ...ticketFieldsSchema.shape,
  industry: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DealSummary = z.infer<typeof dealSummarySchema>;

export const dealListSchema = z.object({ deals: z.array(dealSummarySchema), total: z.number() });
export type DealList = z.infer<typeof dealListSchema>;

/**
 * `awaiting=me`: only the caller's active deals that wait on the caller (the Dashboard's Action
 * required), soonest due first, those without a due date last.
 */
export const dealListQuerySchema = z
  .object({
    awaiting: z.literal('me', { error: "awaiting must be 'me'" }).optional(),
  })
  .strict();
export type DealListQuery = z.infer<typeof dealListQuerySchema>;

const reviewDecision = z.enum(['approve', 'deny', 'request-changes']);
const spaDecision = z.enum(['accept', 'request-changes']);

/** What the server lets this viewer do now: the client renders these and nothing else. */
export const availableActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('proceed') }),
  z.object({ type: z.literal('upload-document'), documentType, version: z.number() }),
  z.object({
    type: z.literal('release-document'),
    documentId: z.string(),
    documentType,
    version: z.number(),
  }),
  z.object({
    type: z.literal('review-document'),
    documentId: z.string(),
    documentType,
    version: z.number(),
    decisions: z.array(reviewDecision),
  }),
  z.object({
    type: z.literal('review-spa'),
    documentId: z.string(),
    version: z.number(),
    decisions: z.array(spaDecision),
  }),
  z.object({ type: z.literal('complete-verification') }),
  z.object({ type: z.literal('confirm-seller-payment') }),
  z.object({ type: z.literal('confirm-fee-payment') }),
  z.object({ type: z.literal('submit-inspection-details') }),
  z.object({ type: z.literal('confirm-title-transfer') }),
  z.object({ type: z.literal('confirm-receipt') }),
  z.object({ type: z.literal('override-stage'), stages: z.array(stage) }),
  z.object({ type: z.literal('cancel') }),
  z.object({ type: z.literal('reissue-platform-document'), documentType: platformDocumentType }),
]);
export type DealAvailableAction = z.infer<typeof availableActionSchema>;

/**
 * The seller's FCO terms the deal was opened on (the listing's, or the ones a seller sent with its
 * inquiry on a request): a document of the deal from the first group, the terms the buyer accepts by
 * proceeding. Not uploaded in the flow and not reviewed, so it has no SHA-256 and no review status.
 */
export const fcoDocument = { type: 'fco', title: 'Full Corporate Offer (FCO)' } as const;

export const dealDocumentViewSchema = z.object({
  source: z.enum(['buyer', 'seller', 'platform']),
  document_type: z.string(),
  title: z.string(),
  document_id: z.string().nullable(),
  version: z.number(),
  superseded: z.boolean(),
  review_status: z
    .enum(Object.keys(documentReviewStatuses) as [DocumentReviewStatus, ...DocumentReviewStatus[]])
    .nullable(),
  review_comment: z.string().nullable(),
  /**
   * Under the uploading company's four-eyes approval (its own members only see this): held until a
   * second member releases it, or refused with a reason. Null when the document was not held.
   */
  company_hold: z
    .object({ status: z.enum(['held', 'released', 'refused']), reason: z.string().nullable() })
    .nullable()
    .optional(),
  file_name: z.string().nullable(),
  file: z
    .object({
      file_name: z.string(),
      file_type: z.string(),
      size: z.number(),
      /** Null for the FCO the deal was opened on (see fcoDocument). */
      sha256: z.string().nullable(),
    })
    .nullable(),
  uploader_label: z.string(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
  downloadable: z.boolean(),
});
export type DealDocumentView = z.infer<typeof dealDocumentViewSchema>;

export const dealEventViewSchema = z.object({
  id: z.string(),
  action: z.string(),
  /** The actor's label in the deal ('Buyer #4821', 'Platform'). */
  actor_label: z.string(),
  /**
   * The person who acted, for the members of the acting party's company and the platform (null for
   * anyone else, and for a person whose account was deleted).
   */
  actor_name: z.string().nullable(),
  actor_role: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  document: z
    .object({
      id: z.string().nullable(),
      type: z.string(),
      version: z.number(),
      sha256: z.string().nullable(),
    })
    .nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});
export type DealEventView = z.infer<typeof dealEventViewSchema>;

export const groupMarkSchema = z.object({
  group: z.enum(dealGroupIds),
  status: z.enum(['completed', 'current', 'upcoming']),
  buyerDone: z.boolean(),
  sellerDone: z.boolean(),
  showsPartyMarkers: z.boolean(),
});

/** One deal as its viewer may see it. */
export const dealDetailSchema = dealSummarySchema.extend({
  parties: z.object({
    buyer: z.object({ label: z.string(), company_name: z.string().nullable() }),
    seller: z.object({ label: z.string(), company_name: z.string().nullable() }),
  }),
  snapshot: z.object({
    price_type: z.string(),
    platts_reference: z.string().nullable(),
    discount: z.number().nullable(),
    currency: z.string(),
    unit: z.string(),
    /** The trade terms the item stated or the negotiation agreed, copied at the opening (null when not given). */
    quality_standard: z.string().nullable().optional(),
    quality_specification: z.string().nullable().optional(),
    quantity_tolerance: z.number().nullable().optional(),
    delivery_from: z.string().nullable().optional(),
    delivery_to: z.string().nullable().optional(),
    origin: z.string().nullable().optional(),
    inspection_company: z.string().nullable().optional(),
    payment_terms: z.string().nullable().optional(),
    pricing_period: z.string().nullable().optional(),
    /** A discount-priced deal's final unit price, once the seller stated it with its commercial invoice. */
    final_unit_price: z.number().nullable(),
    /** A formula price's differential is a discount or a premium on the reference. */
    differential: z.enum(['discount', 'premium']).nullish(),
  }),
  /** The rounds of offers the deal was agreed in, the last the accepted one (empty before negotiation). */
  negotiation: z.optional(
    z.array(
      z.object({
        number: z.number(),
        by: z.enum(['buyer', 'seller']),
        label: z.string(),
        at: z.string(),
        summary: z.string(),
        message: z.string().nullable(),
      }),
    ),
  ),
  version: z.number(),
  available_actions: z.array(availableActionSchema),
  awaiting: z.object({
    buyer: z.string().nullable(),
    seller: z.string().nullable(),
    platform: z.string().nullable(),
  }),
  group_marks: z.array(groupMarkSchema),
  due_dates: z.record(z.string(), z.string()),
  documents: z.array(dealDocumentViewSchema),
  history: z.array(dealEventViewSchema),
  inspection_details: z
    .object({ latitude: z.string(), longitude: z.string(), instructions: z.string(), at: z.string() })
    .nullable(),
  confirmations: z.object({
    seller_title_transfer: z.string().nullable(),
    buyer_receipt: z.string().nullable(),
  }),
  cancellation: z.object({ reason: z.string(), at: z.string() }).nullable(),
  closed_at: z.string().nullable(),
  /** The caller's review of the other party, once given (buyer and seller only). */
  my_review: dealReviewSchema.nullable().optional(),
  review_window: reviewWindowSchema.nullable().optional(),
  /** A party's (and an admin's) mandate requests and attachments for its side; empty for anyone else. */
  mandate_requests: z.array(mandateRequestSchema).optional(),
});
export type DealDetail = z.infer<typeof dealDetailSchema>;

/** The inspection details form of the seller's payment panel (the spec's messages). */
const inspection = inspectionDetailsRules.messages;
/** A field left out says the same as a blank one. */
const inspectionText = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, `At most ${max} characters`);
export const inspectionDetailsSchema = z.object({
  latitude: inspectionText(40, inspection.latitude).min(1, inspection.latitude),
  longitude: inspectionText(40, inspection.longitude).min(1, inspection.longitude),
  instructions: inspectionText(2000, inspection.instructions).min(
    inspectionDetailsRules.minInstructionsLength,
    inspection.instructions,
  ),
});

const reason = requiredText(500, 'A reason is required');
const comment = text(2000).nullish();

/** The commands a request can carry (uploads go through the upload routes). */
export const dealCommandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('proceed') }).strict(),
  z
    .object({
      type: z.literal('review-document'),
      documentId: z.string().min(1).max(64),
      decision: reviewDecision,
      comment,
    })
    .strict(),
  z.object({ type: z.literal('review-spa'), decision: spaDecision, comment }).strict(),
  z
    .object({
      type: z.literal('complete-verification'),
      note: requiredText(2000, 'A verification note is required'),
    })
    .strict(),
  z.object({ type: z.literal('confirm-seller-payment') }).strict(),
  z.object({ type: z.literal('confirm-fee-payment') }).strict(),
  z
    .object({ type: z.literal('submit-inspection-details') })
    .extend(inspectionDetailsSchema.shape)
    .strict(),
  z.object({ type: z.literal('confirm-title-transfer') }).strict(),
  z.object({ type: z.literal('confirm-receipt') }).strict(),
  z.object({ type: z.literal('override-stage'), stage, reason }).strict(),
  z.object({ type: z.literal('cancel'), reason }).strict(),
  z.object({ type: z.literal('reissue-platform-document'), documentType: platformDocumentType }).strict(),
]);
export type DealCommandRequest = z.infer<typeof dealCommandSchema>;

/** Maximum size of one deal document. */
export const maxDealFileBytes = 10 * 1024 * 1024;

/** A presigned POST for one deal document of the given type. */
export const dealUploadRequestSchema = z
  .object({
    document_type: documentType,
    file_name: requiredText(255, 'file_name is required'),
    file_type: requiredText(255, 'file_type is required'),
    size: z.number().int().positive().max(maxDealFileBytes, 'Please upload a file smaller than 10MB.'),
    /** With the commercial invoice of a deal priced at a discount to Platts: its final unit price. */
    final_unit_price: priceSchema('Final unit price').optional(),
  })
  .strict();
export type DealUploadRequest = z.input<typeof dealUploadRequestSchema>;

/** A document awaiting the platform's review, in the admins' queue across deals. */
export const reviewQueueEntrySchema = z.object({
  deal_id: z.string(),
  deal_name: z.string(),
  stage_label: z.string(),
  document_id: z.string(),
  document_type: z.string(),
  title: z.string(),
  version: z.number(),
  file_name: z.string(),
  file_type: z.string(),
  size: z.number(),
  uploader_label: z.string(),
  uploaded_at: z.string(),
});
export const reviewQueueSchema = z.object({ documents: z.array(reviewQueueEntrySchema) });
export type ReviewQueueEntry = z.infer<typeof reviewQueueEntrySchema>;
