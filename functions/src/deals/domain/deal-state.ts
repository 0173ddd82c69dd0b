import type {
  DealActingRole,
  DealDocumentType,
  DealGroupId,
  DealPartyRole,
  DocumentReviewStatus,
  PlatformDocumentType,
} from '@portal/contracts/deal-stages';
import type { Deal } from './deals';

/**
 * What the deal's state machine keeps on the deal item besides the opening record: the documents with
 * all their versions and reviews, the parties' confirmations, the platform documents issued, per-group
 * due dates and how the deal ended. Plain data, so the repository stores it as it is.
 */

/** Who did something, and when (ISO time). */
export interface Stamp {
  by: string;
  at: string;
}

/** The uploaded file a document version points to, as the upload module verified it. */
export interface DealDocumentFile {
  file_name: string;
  file_type: string;
  size: number;
  /** SHA-256 of the bytes, lower-case hex: the audit trail names exactly what was reviewed. */
  sha256: string;
  file_path?: string;
}

export interface DocumentReview {
  status: DocumentReviewStatus;
  by: string | null;
  at: string | null;
  comment: string | null;
}

export interface DealDocumentVersion {
  document_id: string;
  document_type: DealDocumentType;
  /** 1, 2, ...: a new upload of the same type after a denial or a request for changes. */
  version: number;
  uploaded_by: string;
  uploader_role: DealPartyRole;
  uploaded_at: string;
  stage_at_upload: string;
  file: DealDocumentFile;
  review: DocumentReview;
  /** Replaced by a later version (or reopened by an admin's move of the deal); kept with its review. */
  superseded: boolean;
  /**
   * Held for the uploading company's own approval (four-eyes): until a second member releases it,
   * neither the platform nor the counterparty sees it; a refusal sends it back to the uploader.
   * Absent on versions not held.
   */
  company_hold?: CompanyHold;
}

export interface CompanyHold {
  status: 'held' | 'released' | 'refused';
  by: string | null;
  at: string | null;
  reason: string | null;
}

/** Held and not released yet: the company's own business, no one else's. */
export const heldForCompany = (version: Pick<DealDocumentVersion, 'company_hold'>): boolean =>
  version.company_hold?.status === 'held' || version.company_hold?.status === 'refused';

/** The platform's to review now: current, pending, and not held by its company. */
export const awaitsPlatformReview = (version: DealDocumentVersion): boolean =>
  !version.superseded && version.review.status === 'pending' && !heldForCompany(version);

export interface SpaReview extends Stamp {
  /** The version of the sanitized initial SPA the buyer reviewed. */
  version: number;
  decision: 'accept' | 'request-changes';
  comment: string | null;
}

export interface InspectionDetails {
  latitude: string;
  longitude: string;
  instructions: string;
}

/** The parties' and the platform's confirmations: each set by its own command, null until then. */
export interface DealConfirmations {
  buyer_proceeded: Stamp | null;
  buyer_spa_review: SpaReview | null;
  verification: (Stamp & { note: string }) | null;
  seller_payment_received: Stamp | null;
  fee_payment_confirmed: Stamp | null;
  inspection_details: (Stamp & InspectionDetails) | null;
  seller_title_transfer: Stamp | null;
  buyer_receipt: Stamp | null;
}

export type DealConfirmation = keyof DealConfirmations;

/** The group each confirmation belongs to: an admin's move to an earlier group clears it again. */
export const confirmationGroups: Readonly<Record<DealConfirmation, DealGroupId>> = {
  buyer_proceeded: 'deal-initiated',
  buyer_spa_review: 'initial-spa',
  verification: 'verification',
  seller_payment_received: 'payment',
  fee_payment_confirmed: 'payment',
  inspection_details: 'payment',
  seller_title_transfer: 'title-transfer',
  buyer_receipt: 'title-transfer',
};

/** One generation of a platform document (the caller renders the file when asked to generate it). */
export interface PlatformDocumentIssue {
  issue: number;
  requested_at: string;
  /** The user whose action opened the group, or the admin who asked for it again. */
  requested_by: string;
  /** price-stated: the fee invoice of a discount-priced deal, once the seller stated the final price. */
  reason: 'group-opened' | 'reissued' | 'price-stated';
  /** The rendered PDF, recorded by the caller once it is stored. */
  file?: DealDocumentFile;
}

export interface DealMachineFields {
  documents: Partial<Record<DealDocumentType, DealDocumentVersion[]>>;
  platform_documents: Partial<Record<PlatformDocumentType, PlatformDocumentIssue[]>>;
  confirmations: DealConfirmations;
  /** Set when a group is entered, from the platform's number of days for that group. */
  due_dates: Partial<Record<DealGroupId, string>>;
  /** When the buyer learnt the seller's company name (entering the ICPO group); never taken back. */
  seller_company_revealed_at: string | null;
  closed_at: string | null;
  cancellation: (Stamp & { reason: string }) | null;
}

/** The deal as the state machine reads and writes it. */
export interface DealState extends Deal, DealMachineFields {}

/** Days each group may take, from the platform settings; a group without a number gets no due date. */
export type DealDueDays = Partial<Record<DealGroupId, number>>;

export const noConfirmations = (): DealConfirmations => ({
  buyer_proceeded: null,
  buyer_spa_review: null,
  verification: null,
  seller_payment_received: null,
  fee_payment_confirmed: null,
  inspection_details: null,
  seller_title_transfer: null,
  buyer_receipt: null,
});

export const freshMachineFields = (): DealMachineFields => ({
  documents: {},
  platform_documents: {},
  confirmations: noConfirmations(),
  due_dates: {},
  seller_company_revealed_at: null,
  closed_at: null,
  cancellation: null,
});

/**
 * A stored deal with every machine field present: deals opened before the machine existed lack them
 * and read as deals where nothing has happened yet.
 */
export function dealStateOf(stored: Deal & Partial<DealMachineFields>): DealState {
  const fresh = freshMachineFields();
  return {
    ...fresh,
    ...stored,
    confirmations: { ...fresh.confirmations, ...stored.confirmations },
  };
}

/** `at` plus a number of days, as an ISO time. */
export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * 86_400_000).toISOString();

/** One entry of the audit trail a transition writes (the repository gives it its id and key). */
export interface DealAuditEvent {
  deal_id: string;
  /** The deal version this transition wrote, and the entry's place within the transition. */
  deal_version: number;
  seq: number;
  actor: string;
  actor_role: DealActingRole;
  action: DealAuditAction;
  from: string;
  to: string;
  document: {
    id: string | null;
    type: DealDocumentType | PlatformDocumentType;
    version: number;
    sha256: string | null;
  } | null;
  comment: string | null;
  at: string;
}

export type DealAuditAction =
  | 'buyer-proceeded'
  | 'document-uploaded'
  | 'document-held'
  | 'document-released'
  | 'document-refused'
  | 'document-approved'
  | 'document-denied'
  | 'document-changes-requested'
  | 'spa-accepted'
  | 'spa-changes-requested'
  | 'verification-completed'
  | 'seller-payment-confirmed'
  | 'fee-payment-confirmed'
  | 'inspection-details-submitted'
  | 'title-transfer-confirmed'
  | 'receipt-confirmed'
  | 'group-entered'
  | 'platform-document-issued'
  | 'stage-overridden'
  | 'deal-cancelled';
