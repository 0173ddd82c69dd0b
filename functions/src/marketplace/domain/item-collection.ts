import {
  defaultSort,
  filterGroups,
  filterOptions,
  type FilterGroup,
  type Industry,
  type ItemKind,
  type SortOption,
} from '@portal/contracts/marketplace-catalogue';
import type { MarketItem, MarketSearchResult, marketSearchQuerySchema } from '@portal/contracts/marketplace';
import type { z } from 'zod';
import { marketCollections } from '../../platform/search/domain/collection';
import { defaultRating } from '../../platform/users/domain/rating';
import type { CollectionDefinition, DocumentParts } from '../../platform/search/domain/collection';
import type { SearchAnswer, SearchIndex, SearchQuery } from '../../platform/search/domain/search-index';

/**
 * The marketplace's search collections (LISTINGS, REQUESTS): one document per item that is Active,
 * made from the item's attributes in the change index (its compact projection: see
 * `changeIndexAttributes`). An item in any other status makes no document, so deactivating,
 * accepting or holding an item for moderation takes it out of every replica, and so does its owner's
 * deactivation (the item's `disabled` flag).
 */
export interface MarketDocument extends Omit<MarketItem, 'own' | 'additional_info'> {
  /** The owner: never shown, only compared with the caller (`own`). */
  user_id: string;
}

export type MarketSearchQuery = z.output<typeof marketSearchQuerySchema>;

/** At most this many values beyond the fixed options are reported per filter group (the largest). */
export const maxExtraFacetValues = 20;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The document of a stored item, or undefined unless it is an Active item of this kind. */
export function toMarketDocument(
  kind: ItemKind,
  id: string,
  parts: DocumentParts,
): MarketDocument | undefined {
  const item = parts.find(([, p]) => p.entity === 'market_item')?.[1];
  // `disabled`: the owner's account is deactivated (or being deleted), the item is off the marketplace
  if (!item || item.kind !== kind || item.status !== 'Active' || item.disabled === true) return undefined;
  return {
    id,
    kind,
    user_id: text(item.user_id),
    name: text(item.name),
    product_type: text(item.product_type),
    location: text(item.location),
    quantity: Number(item.quantity ?? 0),
    unit: (item.unit ?? 'MT') as MarketItem['unit'],
    committed_quantity: Number(item.committed_quantity ?? 0),
    delivery: text(item.delivery),
    term: text(item.term),
    price: numberOrNull(item.price),
    price_type: item.price_type === 'discount' ? 'discount' : 'fixed',
    platts_reference: textOrNull(item.platts_reference),
    discount: numberOrNull(item.discount),
    differential: item.differential === 'premium' ? 'premium' : 'discount',
    currency: (item.currency ?? 'USD') as MarketItem['currency'],
    availability_date: textOrNull(item.availability_date),
    accepting_inquiries: item.accepting_inquiries === 'date' ? 'date' : 'now',
    inquiries_date: textOrNull(item.inquiries_date),
    industry: item.industry as Industry,
    status: 'Active',
    owner_label: text(item.owner_label),
    rating: numberOrNull(item.owner_rating) ?? defaultRating,
    review_count: Number(item.owner_review_count ?? 0),
    has_terms: item.has_terms === true,
    created_at: text(item.created_at),
    updated_at: text(item.updated_at),
  };
}

/**
 * A location as the Location group counts it: the fixed option's spelling when it names one
 * (case and spaces aside, so 'rotterdam ' counts under 'Rotterdam'), else as written.
 */
export function locationValue(kind: ItemKind, location: string): string {
  const trimmed = location.trim();
  const lower = trimmed.toLowerCase();
  return filterOptions[kind].location.find((option) => option.toLowerCase() === lower) ?? trimmed;
}

const byId = (a: MarketDocument, b: MarketDocument) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** Newer first, then by id: the tie-break of every order but creation time itself. */
const newerFirst = (a: MarketDocument, b: MarketDocument) =>
  a.created_at > b.created_at ? -1 : a.created_at < b.created_at ? 1 : byId(a, b);
/** Items without a price come last, whichever way the prices run. */
const byPrice = (direction: 1 | -1) => (a: MarketDocument, b: MarketDocument) => {
  if (a.price === null || b.price === null)
    return a.price === b.price ? newerFirst(a, b) : a.price === null ? 1 : -1;
  return (a.price - b.price) * direction || newerFirst(a, b);
};

function marketCollection(kind: ItemKind): CollectionDefinition<MarketDocument> {
  return {
    name: marketCollections[kind],
    oneItemPerDocument: true,
    toDocument: (id, parts) => toMarketDocument(kind, id, parts),
    // 'case-insensitive match on name and location': anywhere in them, not only from a word start
    searchFields: ['name', 'location'],
    textMatch: 'substring',
    facets: {
      industry: (d) => [d.industry],
      product: (d) => [d.product_type],
      location: (d) => [locationValue(kind, d.location)],
      delivery: (d) => [d.delivery],
      term: (d) => [d.term],
    },
    singleValued: ['industry', 'product', 'location', 'delivery', 'term'],
    sorts: {
      created: (a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : byId(a, b)),
      price_asc: byPrice(1),
      price_desc: byPrice(-1),
      /** Highest rating first; equal ratings newest first. */
      rating: (a, b) => b.rating - a.rating || newerFirst(a, b),
    },
  };
}

export const listingsCollection = marketCollection('listing');
export const requestsCollection = marketCollection('request');
export const marketCollectionOf: Record<ItemKind, CollectionDefinition<MarketDocument>> = {
  listing: listingsCollection,
  request: requestsCollection,
};

/** Each Sort By option as a kept order and the direction it is read in. */
const sortPlans: Record<SortOption, { sort: string; order: 'asc' | 'desc' }> = {
  newest: { sort: 'created', order: 'desc' },
  oldest: { sort: 'created', order: 'asc' },
  price_asc: { sort: 'price_asc', order: 'asc' },
  price_desc: { sort: 'price_desc', order: 'asc' },
  rating: { sort: 'rating', order: 'asc' },
};

const groups = filterGroups.map((g) => g.key);

/** The selected values of each filter group (the query's lists; Location in its counted spelling). */
function selections(kind: ItemKind, query: MarketSearchQuery): Partial<Record<FilterGroup, string[]>> {
  const selected: Partial<Record<FilterGroup, string[]>> = {};
  for (const group of groups) {
    const values = query[group];
    if (!values || values.length === 0) continue;
    selected[group] = group === 'location' ? values.map((v) => locationValue(kind, v)) : values;
  }
  return selected;
}

/** GET /marketplace/{listings|requests}: the index query for the text, industry, filters, sort and page. */
export function marketSearch(kind: ItemKind, query: MarketSearchQuery): SearchQuery {
  const plan = sortPlans[query.sort ?? defaultSort[kind]];
  return {
    text: query.q,
    filter: { ...(query.industry ? { industry: [query.industry] } : {}), ...selections(kind, query) },
    facets: groups,
    sort: plan.sort,
    order: plan.order,
    offset: (query.page - 1) * query.page_size,
    limit: query.page_size,
  };
}

/**
 * A group's counts as the Filter menu lists them: the fixed options of the kind (0 when no item
 * holds one), then the other values present, largest first (at most {@link maxExtraFacetValues}),
 * and any selected value not among them, so a chip always has its count.
 */
export function facetList(
  fixed: readonly string[],
  counts: Record<string, number>,
  selected: readonly string[] = [],
): Record<string, number> {
  const listed: Record<string, number> = {};
  for (const option of fixed) listed[option] = counts[option] ?? 0;
  const extras = Object.entries(counts)
    .filter(([value, count]) => count > 0 && !Object.hasOwn(listed, value))
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, maxExtraFacetValues);
  for (const [value, count] of extras) listed[value] = count;
  for (const value of selected) if (!Object.hasOwn(listed, value)) listed[value] = counts[value] ?? 0;
  return listed;
}

/** A document as its card shows it to `callerId`. */
export function toMarketItem(doc: MarketDocument, callerId: string): MarketItem {
  const { user_id, ...card } = doc;
  // the long free text stays out of the replica; the item's own page reads it from the table
  return { ...card, additional_info: null, own: user_id === callerId };
}

/**
 * The answer of a marketplace search: the page of cards, '{n} results found', 'Active Listings: N'
 * (every Active item of the industry asked, or of all) and each group's counts.
 */
export function marketSearchResult(
  kind: ItemKind,
  query: MarketSearchQuery,
  answer: SearchAnswer<MarketDocument>,
  activeByIndustry: Record<string, number>,
  callerId: string,
): MarketSearchResult {
  const selected = selections(kind, query);
  return {
    items: answer.items.map((doc) => toMarketItem(doc, callerId)),
    total: answer.total,
    active_total: query.industry
      ? (activeByIndustry[query.industry] ?? 0)
      : Object.values(activeByIndustry).reduce((sum, n) => sum + n, 0),
    facets: Object.fromEntries(
      groups.map((group) => [
        group,
        facetList(filterOptions[kind][group], answer.facets[group] ?? {}, selected[group]),
      ]),
    ) as MarketSearchResult['facets'],
    page: query.page,
    page_size: query.page_size,
  };
}

/** The search of `callerId` answered from a replica of the kind's collection. */
export function searchMarket(
  kind: ItemKind,
  index: SearchIndex<MarketDocument>,
  query: MarketSearchQuery,
  callerId: string,
): MarketSearchResult {
  const answer = index.query(marketSearch(kind, query));
  return marketSearchResult(kind, query, answer, index.countsOf('industry'), callerId);
}
