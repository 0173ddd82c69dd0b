import { GetCommand, paginateQuery, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { documentClient, tableName } from '../../data/client';
import { keys, marketChange, tombstoneRetentionMs, type MarketItemKind } from '../../data/keys';
import { marketCollections } from '../../search/domain/collection';
import { writeTogether, type TransactItem } from '../../data/transactions';

/**
 * What a user's listings and requests carry of their owner, kept in step from outside the
 * marketplace: the owner's rating (the admin sets it on the profile) and the owner's existence
 * (account deletion). Here in platform so that the admin and account domains need no marketplace
 * internals; every write stamps the item's change key, which is what the search replicas follow.
 */

const db = () => documentClient();
const itemKinds: MarketItemKind[] = ['listing', 'request'];

type OwnerItem = { pk: string; sk: string; kind: MarketItemKind; id: string };

/** The user's listings and requests (keys, kind and id only), every page. */
async function ownerItems(userId: string): Promise<OwnerItem[]> {
  const found: OwnerItem[] = [];
  for (const kind of itemKinds) {
    const { pk, skPrefix } = keys.ownerItems(userId, kind);
    const pages = paginateQuery(
      { client: db() },
      {
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
        ProjectionExpression: 'pk, sk, id',
        ConsistentRead: true,
      },
    );
    for await (const page of pages) {
      for (const item of page.Items ?? [])
        found.push({ pk: String(item.pk), sk: String(item.sk), kind, id: String(item.id) });
    }
  }
  return found;
}

/** The rating stored on the user's profile, or undefined when an admin never set one. */
export async function readOwnerRating(userId: string): Promise<number | undefined> {
  const result = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.profile(userId),
      ProjectionExpression: 'rating',
      ConsistentRead: true,
    }),
  );
  const rating = result.Item?.rating;
  return typeof rating === 'number' ? rating : undefined;
}

/** The owner's rating (undefined while unset) and the number of reviews received, in one read. */
export async function readOwnerReputation(
  userId: string,
): Promise<{ rating: number | undefined; reviewCount: number }> {
  const result = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.profile(userId),
      ProjectionExpression: 'rating, review_count',
      ConsistentRead: true,
    }),
  );
  const { rating, review_count: reviewCount } = result.Item ?? {};
  return {
    rating: typeof rating === 'number' ? rating : undefined,
    reviewCount: typeof reviewCount === 'number' ? reviewCount : 0,
  };
}

/**
 * A transaction item that holds only while the profile's rating is still the one read (or still
 * unset): an item created together with it cannot carry a rating the admin has just replaced, since
 * the fan-out below runs after the profile changed and reads every item committed before.
 */
export function ownerRatingUnchanged(userId: string, rating: number | undefined): TransactItem {
  return {
    ConditionCheck: {
      Key: keys.profile(userId),
      ...(rating === undefined
        ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(rating)' }
        : {
            ConditionExpression: 'rating = :rating',
            ExpressionAttributeValues: { ':rating': rating },
          }),
    },
  };
}

/**
 * Copies a new rating (and, after a review, the review count) onto every listing and request of the
 * owner (after the profile has them). The update leaves `version` alone, like the inquiry counters, so
 * an owner's edit in flight does not fail over it; an item deleted meanwhile is skipped. Returns how
 * many items took the rating.
 */
export async function copyOwnerRating(
  userId: string,
  rating: number,
  now: Date,
  /** The owner's number of reviews received, when it changed too (a new review). */
  reviewCount?: number,
): Promise<number> {
  const at = now.toISOString();
  const counted = reviewCount !== undefined;
  let updated = 0;
  for (const item of await ownerItems(userId)) {
    const change = marketChange(item.kind, item.id, at).asUpdate;
    try {
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: `SET owner_rating = :rating, ${counted ? 'owner_review_count = :count, ' : ''}updated_at = :at, ${change.set}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':rating': rating,
            ...(counted ? { ':count': reviewCount } : {}),
            ':at': at,
            ...change.values,
          },
        }),
      );
      updated += 1;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return updated;
}

/**
 * Takes a departing user's listings and requests off the marketplace: each item is deleted together
 * with a tombstone in its search collection (a deleted item leaves no trace in the change index, so
 * the tombstone is what makes every replica drop it). Returns the removed items' ids.
 */
export async function removeOwnerItems(userId: string, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const ttl = Math.floor((now.getTime() + tombstoneRetentionMs) / 1000);
  const removed: string[] = [];
  for (const item of await ownerItems(userId)) {
    await writeTogether({
      item: { Delete: { Key: { pk: item.pk, sk: item.sk } } },
      tombstone: {
        Put: {
          Item: {
            ...keys.searchTombstone(marketCollections[item.kind], item.id),
            ...marketChange(item.kind, item.id, at).asAttributes,
            entity: 'tombstone',
            id: item.id,
            updated_at: at,
            ttl,
          },
        },
      },
    });
    removed.push(item.id);
  }
  return removed;
}
