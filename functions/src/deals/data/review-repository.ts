import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DealReview } from '@portal/contracts/reviews';
import { documentClient, tableName } from '../../platform/data/client';
import { keys, userChange } from '../../platform/data/keys';
import { writeTogether, type TransactItem } from '../../platform/data/transactions';
import type { RatingAggregate } from '../../platform/users/domain/rating';

/**
 * Reviews of a closed deal: one item per reviewer in the deal's partition (`DEAL#<id>` /
 * `REVIEW#<reviewer sub>`), found for the reviewee through GSI1 `REVIEWS_OF#<sub>`. The reviewee's
 * profile keeps the aggregate (`review_count`, `rating_sum`) and the rating they give; both change in
 * the review's transaction, conditional on the count read, so two reviews at once never lose one.
 */

const db = () => documentClient();

export interface StoredReview extends DealReview {
  reviewer_id: string;
  reviewee_id: string;
}

function toReview(item: Record<string, unknown>): StoredReview {
  return {
    deal_id: String(item.deal_id),
    rating: Number(item.rating),
    comment: String(item.comment ?? ''),
    reviewer_role: item.reviewer_role as StoredReview['reviewer_role'],
    reviewee_role: item.reviewee_role as StoredReview['reviewee_role'],
    reviewer_id: String(item.reviewer_id),
    reviewee_id: String(item.reviewee_id),
    created_at: String(item.created_at),
  };
}

/** The review `reviewerId` wrote on the deal, if any. */
export async function getReview(dealId: string, reviewerId: string): Promise<StoredReview | undefined> {
  const found = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.dealReview(dealId, reviewerId),
      ConsistentRead: true,
    }),
  );
  return found.Item ? toReview(found.Item) : undefined;
}

/** The review aggregate on a user's profile (none yet: zeros). */
export async function readRatingAggregate(userId: string): Promise<RatingAggregate> {
  const found = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.profile(userId),
      ProjectionExpression: 'review_count, rating_sum',
      ConsistentRead: true,
    }),
  );
  const count = found.Item?.review_count;
  const sum = found.Item?.rating_sum;
  return {
    review_count: typeof count === 'number' ? count : 0,
    rating_sum: typeof sum === 'number' ? sum : 0,
  };
}

/**
 * Stores the review, the reviewee's new aggregate and rating, and whatever the change carries (the
 * notification), all or nothing. Fails with a conflict when the reviewer already reviewed the deal or
 * the reviewee's aggregate changed since it was read (the caller tells the two apart).
 */
export async function saveReview(input: {
  review: StoredReview;
  before: RatingAggregate;
  after: RatingAggregate;
  rating: number;
  extra: TransactItem[];
}): Promise<void> {
  const { review, before, after } = input;
  const at = review.created_at;
  const change = userChange(review.reviewee_id, at).asUpdate;
  await writeTogether({
    review: {
      Put: {
        Item: {
          ...keys.dealReview(review.deal_id, review.reviewer_id),
          ...keys.reviewsReceivedIndexes(review.reviewee_id, at, review.deal_id),
          entity: 'deal_review',
          ...review,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    profile: {
      Update: {
        Key: keys.profile(review.reviewee_id),
        // the rating replaces an admin's override too: the next review after it sets the average again
        UpdateExpression: `SET review_count = :count, rating_sum = :sum, rating = :rating, updated_at = :at, ${change.set}`,
        ConditionExpression:
          before.review_count === 0
            ? 'attribute_exists(pk) AND (attribute_not_exists(review_count) OR review_count = :zero)'
            : 'review_count = :before',
        ExpressionAttributeValues: {
          ':count': after.review_count,
          ':sum': after.rating_sum,
          ':rating': input.rating,
          ':at': at,
          ...(before.review_count === 0 ? { ':zero': 0 } : { ':before': before.review_count }),
          ...change.values,
        },
      },
    },
    extra: input.extra,
  });
}
