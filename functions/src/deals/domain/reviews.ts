import { reviewWindowDays, type ReviewWindow } from '@portal/contracts/reviews';
import { conflict, forbidden } from '../../platform/errors';
import type { DealActor } from './deal-commands';
import type { DealState } from './deal-state';
import { documentDate } from './platform-documents/document';

/**
 * Reviews after a deal closed: its buyer and its seller each rate the other once, within
 * {@link reviewWindowDays} days of the closing. Admins and mandates see the deal but do not review it.
 */

export type ReviewSide = 'buyer' | 'seller';

/** The end of the deal's review window, or null while the deal is not closed. */
export function reviewWindowEnd(deal: Pick<DealState, 'status' | 'closed_at'>): Date | null {
  if (deal.status !== 'closed' || !deal.closed_at) return null;
  return new Date(Date.parse(deal.closed_at) + reviewWindowDays * 86_400_000);
}

/** Whether `now` is within the window, and until when; null before closing. */
export function reviewWindow(deal: Pick<DealState, 'status' | 'closed_at'>, now: Date): ReviewWindow | null {
  const end = reviewWindowEnd(deal);
  return end ? { open: now.getTime() < end.getTime(), until: end.toISOString() } : null;
}

export interface ReviewRoles {
  reviewerRole: ReviewSide;
  revieweeRole: ReviewSide;
  revieweeId: string;
}

/** Who reviews whom, or why `actor` may not review the deal now (403 / 409 with a sentence). */
export function reviewRoles(deal: DealState, actor: DealActor, now: Date): ReviewRoles {
  if (actor.role !== 'buyer' && actor.role !== 'seller')
    throw forbidden('Only the buyer and the seller of a deal review each other.');
  const end = reviewWindowEnd(deal);
  if (!end) throw conflict('Reviews open once the deal is closed.');
  if (now.getTime() >= end.getTime())
    throw conflict(
      `The review window closed on ${documentDate(end)}: reviews are taken for ${reviewWindowDays} days after the deal closes.`,
    );
  return actor.role === 'buyer'
    ? { reviewerRole: 'buyer', revieweeRole: 'seller', revieweeId: deal.seller_id }
    : { reviewerRole: 'seller', revieweeRole: 'buyer', revieweeId: deal.buyer_id };
}
