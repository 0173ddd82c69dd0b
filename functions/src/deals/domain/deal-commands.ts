import type { CompanyRole } from '@portal/contracts/company-roles';
import type {
  DealActorRole,
  DealDocumentType,
  DealPartyRole,
  DealStage,
  PlatformDocumentType,
} from '@portal/contracts/deal-stages';
import type { DealAuditEvent, DealDocumentFile, DealDueDays, DealState } from './deal-state';

/**
 * What can be asked of a deal, and what the state machine answers. Fields that arrive from a request
 * (document types, stages, texts) are typed loosely on purpose: the machine checks them and names the
 * field it refuses.
 */

/**
 * The user acting on or looking at a deal. `buyer` and `seller` must be the deal's own parties; an
 * admin is anyone holding the admin role; `mandate` means the caller already established that this
 * user is a confirmed mandate of the deal (`side`: the party it represents).
 */
export interface DealActor {
  /** The party acting: the buyer's or seller's company, a mandate's company, or the admin. */
  userId: string;
  /** The person acting for it, whose id the history keeps (the party's id when absent). */
  personId?: string;
  role: DealActorRole;
  side?: DealPartyRole;
  /** The person's role in the party's company: what of the party's part they may do. */
  companyRole?: CompanyRole;
}

/** Who did it, as the deal's history records it: the person, not their company. */
export const personOf = (actor: DealActor): string => actor.personId ?? actor.userId;

export type ReviewDecision = 'approve' | 'deny' | 'request-changes';
export type SpaReviewDecision = 'accept' | 'request-changes';

export type DealCommand =
  /** The buyer accepts the FCO terms and conditions of the deal. */
  | { type: 'proceed' }
  | {
      type: 'upload-document';
      documentType: string;
      documentId: string;
      file: DealDocumentFile;
      /** With the commercial invoice of a discount-priced deal: the final unit price (see ./deals.ts). */
      finalUnitPrice?: number;
    }
  /** A second member of the uploading company releases a held document to the platform's review. */
  | { type: 'release-document'; documentId: string }
  /** ...or refuses it with a reason: the uploader uploads again. */
  | { type: 'refuse-document'; documentId: string; reason: string }
  /** Platform review (admin); deny and request-changes need a comment. */
  | { type: 'review-document'; documentId: string; decision: ReviewDecision; comment?: string | null }
  /** The buyer on the platform-approved sanitized initial SPA. */
  | { type: 'review-spa'; decision: SpaReviewDecision; comment?: string | null }
  | { type: 'complete-verification'; note: string }
  | { type: 'confirm-seller-payment' }
  | { type: 'confirm-fee-payment' }
  | { type: 'submit-inspection-details'; latitude: string; longitude: string; instructions: string }
  | { type: 'confirm-title-transfer' }
  | { type: 'confirm-receipt' }
  | { type: 'override-stage'; stage: string; reason: string }
  | { type: 'cancel'; reason: string }
  | { type: 'reissue-platform-document'; documentType: string };

export type DealCommandType = DealCommand['type'];

export interface TransitionContext {
  /** Days per group from the platform settings, for the due date of a group being entered. */
  dueDays: DealDueDays;
  /** The acting company holds its committing documents for a second member's release (four-eyes). */
  fourEyes?: boolean;
}

/** Who the deal waits for. */
export type AwaitedParty = DealPartyRole | 'platform';

export interface AwaitedNotice {
  party: AwaitedParty;
  /** 'Waiting for the seller to upload the final SPA'. */
  message: string;
}

export interface TransitionResult {
  deal: DealState;
  /** Audit entries in order, for the same write as the deal. */
  events: DealAuditEvent[];
  /** Platform documents to generate now (their group opened, or an admin asked again). */
  generate: PlatformDocumentType[];
  /** Who is newly awaited after this change (not those already awaited for the same thing). */
  notify: AwaitedNotice[];
}

/** A command the actor may issue now, with what the client needs to offer it. */
export type AvailableAction =
  | { type: 'proceed' }
  | { type: 'upload-document'; documentType: DealDocumentType; version: number }
  /** A document of the caller's company held for approval, which the caller may release or refuse. */
  | { type: 'release-document'; documentId: string; documentType: DealDocumentType; version: number }
  | {
      type: 'review-document';
      documentId: string;
      documentType: DealDocumentType;
      version: number;
      decisions: ReviewDecision[];
    }
  | { type: 'review-spa'; documentId: string; version: number; decisions: SpaReviewDecision[] }
  | { type: 'complete-verification' }
  | { type: 'confirm-seller-payment' }
  | { type: 'confirm-fee-payment' }
  | { type: 'submit-inspection-details' }
  | { type: 'confirm-title-transfer' }
  | { type: 'confirm-receipt' }
  | { type: 'override-stage'; stages: DealStage[] }
  | { type: 'cancel' }
  | { type: 'reissue-platform-document'; documentType: PlatformDocumentType };
