import type { DealDocumentView } from '@portal/contracts/deals';
import type { BadgeTone } from '@portal/ui/Badge';

/**
 * A document version under its company's four-eyes approval, in words: the Documents tab and the
 * Current Step panels both say where an upload of the viewer's company stands before the platform's
 * review. Only the uploading company's members get `company_hold` from the API.
 */
export interface CompanyHoldText {
  /** 'Awaiting company approval', 'Refused by your company', 'Released by your company'. */
  label: string;
  tone: BadgeTone;
  /** 'Refused by your company: <reason>'; the label when there is no reason. */
  text: string;
  reason: string | null;
  /**
   * Held or refused, the version never reached the platform: its review status ('Pending review') would
   * mislead, so the hold is shown in its place. A released one goes on to the review, shown as usual.
   */
  replacesReview: boolean;
}

const labels = {
  held: { label: 'Awaiting company approval', tone: 'warning', replacesReview: true },
  refused: { label: 'Refused by your company', tone: 'danger', replacesReview: true },
  released: { label: 'Released by your company', tone: 'success', replacesReview: false },
} as const;

export function companyHoldText(hold: DealDocumentView['company_hold']): CompanyHoldText | null {
  if (!hold) return null;
  const { label, tone, replacesReview } = labels[hold.status];
  const reason = hold.status === 'refused' ? hold.reason?.trim() || null : null;
  return { label, tone, reason, replacesReview, text: reason ? `${label}: ${reason}` : label };
}
