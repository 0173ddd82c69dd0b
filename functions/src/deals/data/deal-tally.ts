import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import type { TransactItem } from '../../platform/data/transactions';
import { emptyTally, tallyPlaces, type DealTally } from '../domain/dashboard';

/**
 * Each user's deal tally (`USER#<sub>` / `DEAL_TALLY`): how many of their deals are pending, ongoing,
 * completed or cancelled. Written only as ADDs inside the transactions that open a deal, move it to
 * another column or attach a mandate, so the counts cannot drift from the deals they count.
 */

/** The transaction items adding `change` to each user's tally (one item per user; none for no change). */
export function tallyUpdates(userIds: readonly string[], change: Partial<DealTally>): TransactItem[] {
  const deltas = Object.entries(change).filter(([, delta]) => delta !== 0);
  if (deltas.length === 0) return [];
  const names = Object.fromEntries(deltas.map(([place]) => [`#${place}`, place]));
  const values = Object.fromEntries(deltas.map(([place, delta]) => [`:${place}`, delta]));
  return [...new Set(userIds)].map((userId) => ({
    Update: {
      Key: keys.dealTally(userId),
      UpdateExpression: `SET #entity = :entity ADD ${deltas.map(([place]) => `#${place} :${place}`).join(', ')}`,
      ExpressionAttributeNames: { ...names, '#entity': 'entity' },
      ExpressionAttributeValues: { ...values, ':entity': 'deal_tally' },
    },
  }));
}

/** The user's tally; all zero for a user who never had a deal. */
export async function readDealTally(userId: string): Promise<DealTally> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.dealTally(userId), ConsistentRead: true }),
  );
  const tally = emptyTally();
  for (const place of tallyPlaces) {
    const count = Item?.[place];
    if (typeof count === 'number' && Number.isFinite(count)) tally[place] = Math.max(0, count);
  }
  return tally;
}
