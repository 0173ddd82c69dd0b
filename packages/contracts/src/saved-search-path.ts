import {
  filterGroups,
  industrySegments,
  type Industry,
  type IndustrySegment,
  type ItemKind,
  type SortOption,
} from './marketplace-catalogue';

/**
 * Where a saved search opens, without zod so the marketplace's pages can link to it: its marketplace
 * page as the address keeps a search (the industry as the path's segment, the text, filters and sort
 * as parameters), and `new` naming the moment after which items are marked new.
 */

export interface SavedQuery {
  q?: string;
  industry?: Industry;
  product?: string[];
  location?: string[];
  delivery?: string[];
  term?: string[];
  sort?: SortOption;
}

const segmentOf = (industry: Industry | undefined) =>
  (Object.keys(industrySegments) as IndustrySegment[]).find((s) => industrySegments[s] === industry);

export function savedSearchPath(search: { kind: ItemKind; query: SavedQuery }, newSince?: string): string {
  const { industry, q, sort } = search.query;
  const segment = segmentOf(industry);
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  for (const { key } of filterGroups) for (const value of search.query[key] ?? []) params.append(key, value);
  if (sort) params.set('sort', sort);
  if (newSince) params.set('new', newSince);
  const query = params.toString();
  return `/marketplace/${search.kind === 'listing' ? 'buyer' : 'seller'}${segment ? `/${segment}` : ''}${query ? `?${query}` : ''}`;
}
