import type { MarketSearchResult } from '@portal/contracts/marketplace';
import { marketReadModels } from '../data/item-read-models';
import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { searchMarket, type MarketSearchQuery } from '../domain/item-collection';

/** The marketplace search of one side: the current read model of that kind, filtered for the viewer. */
export async function searchItems(
  kind: ItemKind,
  query: MarketSearchQuery,
  viewerId: string,
): Promise<MarketSearchResult> {
  return searchMarket(kind, await marketReadModels[kind].current(), query, viewerId);
}
