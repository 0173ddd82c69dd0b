import { SearchIndex } from '../../functions/src/platform/search/domain/search-index';
import type { ChangeItem } from '../../functions/src/platform/search/domain/collection';
import { listingsCollection } from '../../functions/src/marketplace/domain/item-collection';
import { newMatches, newSavedSearch } from '../../functions/src/marketplace/domain/saved-searches';
import { filterOptions, industries } from '../../packages/contracts/src/marketplace-catalogue';
import { marketItem, randomSequence } from './market-items';
import { round } from './stats';

/**
 * The saved-search alert job's matching, in process, as one run does it once it has read the changes:
 * `newItems` listings changed since the last run in an index of their own, and each of `searches` saved
 * searches running its marketplace query over it. Reported per new item: the job's cost grows with
 * the searches of the kind, times the new items only through the size of that small index.
 */
export interface SavedSearchAlertsBench {
  searches: number;
  newItems: number;
  matched: number;
  runMs: number;
  perNewItemMs: number;
}

export function benchSavedSearchAlerts(searches: number, newItems = 100, runs = 5): SavedSearchAlertsBench {
  const random = randomSequence(searches + newItems);
  const writtenAt = '2026-11-28T12:00:00.000Z';
  const fresh = new SearchIndex(listingsCollection);
  fresh.apply(
    Array.from(
      { length: newItems },
      (_, i) => marketItem('listing', i, ['seller-1', 'seller-2'], writtenAt, random) as ChangeItem,
    ),
    { bulk: true },
  );
  fresh.sortOrders();
  const words = ['diesel', 'gold', 'sugar', 'oil', 'copper', 'jet', 'wheat', ''];
  const saved = Array.from({ length: searches }, (_, i) =>
    newSavedSearch({
      id: `s${i}`,
      userId: `buyer-${i % 500}`,
      name: `Search ${i}`,
      kind: 'listing',
      query: {
        q: words[random(words.length)] || undefined,
        industry: random(2) === 0 ? industries[random(industries.length)] : undefined,
        location: random(2) === 0 ? [filterOptions.listing.location[random(6)]!] : undefined,
        delivery: random(3) === 0 ? [filterOptions.listing.delivery[random(3)]!] : undefined,
      },
      now: new Date('2025-01-01T00:00:00.000Z'),
    }),
  );
  let matched = 0;
  const samples: number[] = [];
  for (let run = 0; run < runs + 1; run++) {
    const start = performance.now();
    matched = 0;
    for (const search of saved) matched += newMatches(search, fresh).items.length > 0 ? 1 : 0;
    if (run > 0) samples.push(performance.now() - start);
  }
  const runMs = samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
  return { searches, newItems, matched, runMs: round(runMs, 1), perNewItemMs: round(runMs / newItems, 3) };
}
