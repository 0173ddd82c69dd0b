import type { DealReview, dealReviewRequestSchema, ReviewWindow } from '@portal/contracts/reviews';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/access';
import { copyOwnerRating, readOwnerRating } from '../../platform/users/data/owner-items';
import { conflict, DomainError } from '../../platform/errors';
import { effectiveRating, withReview } from '../../platform/users/domain/rating';
import { notify } from '../../platform/notifications/data/notify';
import { ticketHeadline } from '../domain/deal-notices';
import { getReview, readRatingAggregate, saveReview, type StoredReview } from '../data/review-repository';
import type { DealActor } from '../domain/deal-commands';
import type { DealState } from '../domain/deal-state';
import { reviewRoles, reviewWindow } from '../domain/reviews';
import { readForCaller } from './deal-access';

/**
 * A party's review of the other party after the deal closed: the review, the reviewee's aggregate and
 * rating, and their notification in one transaction; then the rating and review count reach the
 * reviewee's listings and requests (the same fan-out as an admin's rating adjustment).
 */

type ReviewRequest = z.output<typeof dealReviewRequestSchema>;

/** Writes tried before a reviewee whose aggregate keeps changing is answered 409. */
const reviewWriteAttempts = 3;

export const alreadyReviewedMessage = 'You have already reviewed this deal.';

const publicReview = ({ reviewer_id, reviewee_id, ...review }: StoredReview): DealReview => {
  void [reviewer_id, reviewee_id];
  return review;
};

/** A retried request finds its review stored: the same answer; a different one is a second review. */
async function storedAnswer(stored: StoredReview, request: ReviewRequest): Promise<DealReview> {
  if (stored.rating !== request.rating || stored.comment !== request.comment)
    throw conflict(alreadyReviewedMessage);
  // the retry also finishes a fan-out that an earlier attempt may not have completed
  const [rating, aggregate] = await Promise.all([
    readOwnerRating(stored.reviewee_id),
    readRatingAggregate(stored.reviewee_id),
  ]);
  await copyOwnerRating(stored.reviewee_id, effectiveRating(rating), new Date(), aggregate.review_count);
  return publicReview(stored);
}

export async function submitReview(
  dealId: string,
  principal: Principal,
  request: ReviewRequest,
): Promise<DealReview> {
  const now = new Date();
  const { partition, actor } = await readForCaller(dealId, principal);
  const { deal } = partition;
  const roles = reviewRoles(deal, actor, now);
  const existing = await getReview(dealId, principal.companyId);
  if (existing) return storedAnswer(existing, request);

  for (let attempt = 1; ; attempt++) {
    const before = await readRatingAggregate(roles.revieweeId);
    const { aggregate, rating } = withReview(before, request.rating);
    const review: StoredReview = {
      deal_id: dealId,
      rating: request.rating,
      comment: request.comment,
      reviewer_role: roles.reviewerRole,
      reviewee_role: roles.revieweeRole,
      reviewer_id: principal.companyId,
      reviewee_id: roles.revieweeId,
      created_at: now.toISOString(),
    };
    const reviewerLabel = roles.reviewerRole === 'buyer' ? deal.buyer_label : deal.seller_label;
    try {
      await saveReview({
        review,
        before,
        after: aggregate,
        rating,
        extra: [
          notify({
            userId: roles.revieweeId,
            type: 'review-received',
            title: 'Review received',
            body: `${reviewerLabel} rated you ${request.rating} of 5 stars on ${ticketHeadline(deal)} (Deal ${deal.id}).`,
            link: `/deal/${dealId}`,
            at: now,
          }),
        ],
      });
    } catch (error) {
      if (!(error instanceof DomainError && error.kind === 'conflict')) throw error;
      const stored = await getReview(dealId, principal.companyId);
      if (stored) return storedAnswer(stored, request);
      if (attempt >= reviewWriteAttempts) throw error;
      continue;
    }
    await copyOwnerRating(roles.revieweeId, rating, now, aggregate.review_count);
    return publicReview(review);
  }
}

/** What the deal view says of reviews: the caller's own review and whether the window is open. */
export async function reviewViewOf(
  deal: DealState,
  actor: DealActor,
): Promise<{ my_review: DealReview | null; review_window: ReviewWindow | null }> {
  if ((actor.role !== 'buyer' && actor.role !== 'seller') || deal.status !== 'closed')
    return { my_review: null, review_window: null };
  const mine = await getReview(deal.id, actor.userId);
  return { my_review: mine ? publicReview(mine) : null, review_window: reviewWindow(deal, new Date()) };
}
