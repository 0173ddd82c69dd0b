import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { getOwnItem } from '../data/item-repository';
import { marketReadModels } from '../data/item-read-models';
import { assertOwned, utcDate } from '../domain/items';
import { bestMatches } from '../domain/matching';

/**
 * The matches of one of the caller's items: its own record from the table, the other side's Active
 * items from that side's search replica (already in memory, refreshed before the read), scored by the
 * domain. Another user's item is not found.
 */
export async function itemMatches(kind: ItemKind, itemId: string, ownerId: string, now = new Date()) {
  const item = assertOwned(await getOwnItem(ownerId, kind, itemId), kind, ownerId);
  const other: ItemKind = kind === 'listing' ? 'request' : 'listing';
  const index = await marketReadModels[other].current();
  return { matches: bestMatches(item, index, ownerId, utcDate(now)) };
}
