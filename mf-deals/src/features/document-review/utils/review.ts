import type { DealAvailableAction, DealDetail, DealDocumentView } from '@portal/contracts/deals';
import { reviewCommentMessages } from '@portal/contracts/deal-stages';

/**
 * The admin's review of a deal's documents: which documents the server offers for review, and the
 * rule that Deny and Request Changes need feedback.
 */

export type ReviewAction = Extract<DealAvailableAction, { type: 'review-document' }>;
export type ReviewDecision = ReviewAction['decisions'][number];
export type ReissueAction = Extract<DealAvailableAction, { type: 'reissue-platform-document' }>;

export const reviewActionsOf = (deal: DealDetail): ReviewAction[] =>
  deal.available_actions.filter((a): a is ReviewAction => a.type === 'review-document');

export const reissueActionsOf = (deal: DealDetail): ReissueAction[] =>
  deal.available_actions.filter((a): a is ReissueAction => a.type === 'reissue-platform-document');

export const offers = (deal: DealDetail, type: DealAvailableAction['type']) =>
  deal.available_actions.some((a) => a.type === type);

/** The document version an offered review is about. */
export function documentUnderReview(deal: DealDetail, action: ReviewAction): DealDocumentView | undefined {
  return deal.documents.find(
    (doc) => doc.document_id === action.documentId && doc.version === action.version,
  );
}

/** The 'Comment Required' sentence when a decision needs feedback and none was given, else null. */
export function missingCommentMessage(decision: ReviewDecision, comment: string): string | null {
  if (decision === 'approve' || comment.trim()) return null;
  return reviewCommentMessages[decision];
}

/** The toast title of each decision. */
export const decisionToasts: Record<ReviewDecision, string> = {
  approve: 'Document Approved',
  deny: 'Document Rejected',
  'request-changes': 'Changes Requested',
};

/** The deal page's anchor of one document's review card, where a row of the review queue leads. */
export const reviewAnchor = (documentId: string) => `review-${documentId}`;

/**
 * How long a document has waited for review, in the largest whole unit: 'just now', '45 min',
 * '3 h', '2 d'. A time in the future (a skewed clock) reads 'just now'.
 */
export function waitingTime(uploadedAt: string, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - new Date(uploadedAt).getTime()) / 60_000);
  if (!Number.isFinite(minutes)) return '—';
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}
