import {
  defaultPageSize,
  defaultSort,
  filterGroups,
  industryOfSegment,
  pageSizes,
  sortOptions,
  sortOptionValues,
  type FilterGroup,
  type Industry,
  type ItemKind,
  type SortOption,
} from '@portal/contracts/marketplace-catalogue';
import type { marketplaceContracts } from '@portal/contracts/api/marketplace';
import { apiKey, type ApiQuery } from '@portal/web/api';
import { queryString } from '@portal/web/api-route';
import { itemRoutes } from '../../../lib/item-routes';

/**
 * The state of a marketplace page, kept in the address bar so a search can be shared, reloaded and
 * walked back with the back button: `q`, one parameter per selected filter value (`product`,
 * `location`, `delivery`, `term`, repeated), `sort`, `page` and `page_size`. Defaults are left out of
 * the address. The industry and the side come from the path, not the query.
 */

export type Side = 'buyer' | 'seller';

export interface MarketplaceContext {
  /** buyer pages show listings (sellers' offers); seller pages show requests (buyers' wants) */
  side: Side;
  kind: ItemKind;
  industry: Industry | undefined;
  /** /marketplace/buyer or /marketplace/seller: the root the Inquire page returns to */
  root: string;
}

/**
 * The page a path names: the side is 'seller' when the path holds /marketplace/seller (else buyer),
 * the industry its optional third segment (energy, metals, agriculture).
 */
export function marketplaceContext(pathname: string): MarketplaceContext {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.indexOf('marketplace');
  const side: Side = segments[at + 1] === 'seller' ? 'seller' : 'buyer';
  return {
    side,
    kind: side === 'buyer' ? 'listing' : 'request',
    industry: at >= 0 ? industryOfSegment(segments[at + 2]) : undefined,
    root: `/marketplace/${side}`,
  };
}

export type Filters = Record<FilterGroup, string[]>;

export interface SearchState {
  q: string;
  filters: Filters;
  sort: SortOption;
  page: number;
  pageSize: number;
}

export const MAX_SEARCH_LENGTH = 120;
/** Values per group the server accepts (marketSearchQuerySchema). */
export const MAX_FILTER_VALUES = 20;
export const MAX_PAGE = 10_000;

export const filterKeys: readonly FilterGroup[] = filterGroups.map((g) => g.key);

export function emptyFilters(): Filters {
  return { product: [], location: [], delivery: [], term: [] };
}

export function defaultState(kind: ItemKind): SearchState {
  return { q: '', filters: emptyFilters(), sort: defaultSort[kind], page: 1, pageSize: defaultPageSize };
}

export function normalizeSearch(raw: string): string {
  return raw.trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

function isSort(value: string | null): value is SortOption {
  return value !== null && (sortOptionValues as readonly string[]).includes(value);
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
}

function cleanValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of values) {
    const value = raw.trim();
    if (value && value.length <= MAX_SEARCH_LENGTH && !seen.has(value)) seen.add(value);
  }
  return [...seen].slice(0, MAX_FILTER_VALUES);
}

/** The state an address holds; anything the server would refuse falls back to its default. */
export function parseSearchState(params: URLSearchParams, kind: ItemKind): SearchState {
  const fallback = defaultState(kind);
  const filters = emptyFilters();
  for (const key of filterKeys) filters[key] = cleanValues(params.getAll(key));
  const sort = params.get('sort');
  const size = positiveInt(params.get('page_size'));
  return {
    q: normalizeSearch(params.get('q') ?? ''),
    filters,
    sort: isSort(sort) ? sort : fallback.sort,
    page: Math.min(positiveInt(params.get('page')) ?? 1, MAX_PAGE),
    pageSize: size && (pageSizes as readonly number[]).includes(size) ? size : fallback.pageSize,
  };
}

/**
 * The address of a state: only what differs from the defaults, in a fixed order, so equal states
 * make equal addresses (and equal cache keys).
 */
export function searchStateParams(state: SearchState, kind: ItemKind): URLSearchParams {
  const params = new URLSearchParams();
  const q = normalizeSearch(state.q);
  if (q) params.set('q', q);
  for (const key of filterKeys) for (const value of state.filters[key]) params.append(key, value);
  if (state.sort !== defaultSort[kind]) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== defaultPageSize) params.set('page_size', String(state.pageSize));
  return params;
}

/**
 * The API's query (GET /marketplace/listings or /marketplace/requests): text, the page's industry,
 * each filter value as its own parameter, sort, page and page size (always sent, so the cache key
 * names the whole question).
 */
export function searchQuery(
  state: SearchState,
  industry: Industry | undefined,
): ApiQuery<typeof marketplaceContracts.searchListings> {
  const q = normalizeSearch(state.q);
  return {
    q: q || undefined,
    industry,
    // in filterGroups' order, as the address has them
    product: state.filters.product,
    location: state.filters.location,
    delivery: state.filters.delivery,
    term: state.filters.term,
    sort: state.sort,
    page: state.page,
    page_size: state.pageSize,
  };
}

export function apiQueryString(state: SearchState, industry: Industry | undefined): string {
  return queryString(searchQuery(state, industry));
}

/** The full address of one question to the API (also its cache key). */
export function searchKey(kind: ItemKind, industry: Industry | undefined, state: SearchState): string {
  return apiKey(itemRoutes[kind].search, { query: searchQuery(state, industry) });
}

// ---- changes: every change but paging starts again at page 1 ---------------------------------------

export function withSearch(state: SearchState, q: string): SearchState {
  return { ...state, q: normalizeSearch(q), page: 1 };
}

export function toggleFilter(state: SearchState, group: FilterGroup, value: string): SearchState {
  const current = state.filters[group];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, filters: { ...state.filters, [group]: cleanValues(next) }, page: 1 };
}

export function clearFilters(state: SearchState): SearchState {
  return { ...state, filters: emptyFilters(), page: 1 };
}

export function clearSearchAndFilters(state: SearchState): SearchState {
  return { ...state, q: '', filters: emptyFilters(), page: 1 };
}

export function withSort(state: SearchState, sort: SortOption): SearchState {
  return { ...state, sort, page: 1 };
}

export function withPageSize(state: SearchState, pageSize: number): SearchState {
  return { ...state, pageSize, page: 1 };
}

export function withPage(state: SearchState, page: number): SearchState {
  return { ...state, page: Math.max(1, Math.min(page, MAX_PAGE)) };
}

export function activeFilterCount(state: SearchState): number {
  return filterKeys.reduce((sum, key) => sum + state.filters[key].length, 0);
}

/** True when the text or a filter narrows the results (an empty answer then means 'nothing matches'). */
export function isNarrowed(state: SearchState): boolean {
  return Boolean(normalizeSearch(state.q)) || activeFilterCount(state) > 0;
}

export interface Chip {
  group: FilterGroup;
  groupLabel: string;
  value: string;
}

/** The removable chips: every selected value, in the Filter menu's group order. */
export function filterChips(state: SearchState): Chip[] {
  return filterGroups.flatMap((g) =>
    state.filters[g.key].map((value) => ({ group: g.key, groupLabel: g.label, value })),
  );
}

/** The Sort By trigger's text: the chosen option's label ('Oldest' too, when the address asks for it). */
export function sortLabel(sort: SortOption): string {
  return sortOptions[sort];
}

/** '{n} results found' */
export function resultsText(total: number): string {
  return `${total} results found`;
}

/**
 * Title and subtitle: listings read 'Marketplace' with 'Active Listings: N'; requests read
 * '{industry} Marketplace' (or 'Marketplace') with 'Browse available product requests'.
 */
export function pageHeading(
  context: Pick<MarketplaceContext, 'kind' | 'industry'>,
  activeTotal: number | undefined,
): { title: string; subtitle: string } {
  if (context.kind === 'request')
    return {
      title: context.industry ? `${context.industry} Marketplace` : 'Marketplace',
      subtitle: 'Browse available product requests',
    };
  return { title: 'Marketplace', subtitle: `Active Listings: ${activeTotal ?? '…'}` };
}
