import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { effectiveRating } from '../domain/rating';
import { documentClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';

/**
 * Small per-user figures other domains show (the Dashboard's cards), each one keyed read: the rating
 * and review count kept on the profile, the month's count of sent inquiries kept by the
 * marketplace's monthly counter item, and the negotiations awaiting the user's answer.
 */

/** The user's effective rating (2.5 until a review or an admin sets one) and the reviews behind it. */
export async function readRating(userId: string): Promise<{ value: number; review_count: number }> {
  const result = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.profile(userId),
      ProjectionExpression: 'rating, review_count',
    }),
  );
  const count = result.Item?.review_count;
  return {
    value: effectiveRating(result.Item?.rating as number | undefined),
    review_count: typeof count === 'number' ? count : 0,
  };
}

/** How many inquiries the user sent in the month (`yyyy-mm`, UTC). */
/**
 * The negotiations whose latest offer awaits the user's answer and is still open at `now`: how many,
 * and when the soonest runs out (one Query of the user's part of GSI3, at most `max` read).
 */
export async function readAwaitingOffers(userId: string, now: Date, max = 100) {
  const result = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk > :now',
      ExpressionAttributeValues: { ':pk': keys.awaitingOffers(userId).gsi3pk, ':now': now.toISOString() },
      ProjectionExpression: 'gsi3sk',
      Limit: max,
    }),
  );
  const items = result.Items ?? [];
  const soonest = items[0]?.gsi3sk;
  return {
    count: items.length,
    soonest: typeof soonest === 'string' ? soonest.slice(0, soonest.indexOf('#')) : null,
  };
}

export async function readMonthlyInquiryCount(userId: string, month: string): Promise<number> {
  const result = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.monthlyInquiryCount(userId, month),
      ProjectionExpression: '#count',
      ExpressionAttributeNames: { '#count': 'count' },
      ConsistentRead: true,
    }),
  );
  const count = result.Item?.count;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
}
