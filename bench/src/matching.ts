import { SearchIndex } from '../../functions/src/platform/search/domain/search-index';
import { listingsCollection } from '../../functions/src/marketplace/domain/item-collection';
import { bestMatches, matchCandidates } from '../../functions/src/marketplace/domain/matching';
import { productTypeOf } from '../../packages/contracts/src/marketplace-catalogue';
import type { ChangeItem } from '../../functions/src/platform/search/domain/collection';
import { marketItem, randomSequence } from './market-items';
import { percentile, round } from './stats';

/**
 * The matches of a request against N Active listings, in process, as GET /marketplace/requests/{id}/
 * matches computes them once its replica is current: the product facet's newest candidates (at most
 * `matchCandidates`), scored and ranked. Beside it the candidate read alone (the replica Query the
 * route wraps), so the scoring's share shows. The listings are the bench's synthetic collection.
 */
export interface MatchingBench {
  listings: number;
  candidates: number;
  matches: { p50Ms: number; p99Ms: number };
  candidateRead: { p50Ms: number; p99Ms: number };
  runs: number;
}

function time(runs: number, work: () => unknown) {
  for (let i = 0; i < 20; i++) work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return { p50Ms: round(percentile(samples, 50), 3), p99Ms: round(percentile(samples, 99), 3) };
}

export function benchMatching(listings: number, runs = 500): MatchingBench {
  const random = randomSequence(listings);
  const owners = Array.from({ length: 200 }, (_, i) => `seller-${i}`);
  const writtenAt = '2026-11-28T00:00:00.000Z';
  const index = new SearchIndex(listingsCollection);
  const batch = 10_000;
  for (let from = 0; from < listings; from += batch) {
    const items = Array.from(
      { length: Math.min(batch, listings - from) },
      (_, k) =>
        // the stored item carries its keys and change key: what the replica reads from the change index
        marketItem('listing', from + k, owners, writtenAt, random) as ChangeItem,
    );
    index.apply(items, { bulk: true });
  }
  index.sortOrders();
  // a buyer's request for the catalogue's most common energy product, at a spec port
  const name = 'EN590 Diesel 10ppm';
  const request = {
    kind: 'request' as const,
    name,
    product_type: productTypeOf(name),
    quantity: 20_000,
    committed_quantity: 0,
    unit: 'MT' as const,
    location: 'Rotterdam',
    delivery: 'CIF',
    price: 700,
    price_type: 'fixed' as const,
    currency: 'USD' as const,
    availability_date: '2026-12-15',
  };
  const query = {
    filter: { product: [request.product_type] },
    sort: 'created',
    order: 'desc' as const,
    offset: 0,
    limit: matchCandidates,
  };
  const candidates = index.query(query).items.length;
  return {
    listings,
    candidates,
    matches: time(runs, () => bestMatches(request, index, 'buyer-1', '2026-11-28')),
    candidateRead: time(runs, () => index.query(query)),
    runs,
  };
}
