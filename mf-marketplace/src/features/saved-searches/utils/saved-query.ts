import {
  filterGroups,
  industryOfSegment,
  sortOptionValues,
  type ItemKind,
} from '@portal/contracts/marketplace-catalogue';
import type { SavedQuery } from '@portal/contracts/saved-search-path';

/**
 * The search a marketplace address holds, as a saved search keeps it: the side's kind and industry
 * from the path, the text, filters and sort from the parameters (page and page size are not kept).
 */
export function savedQueryOf(
  pathname: string,
  params: URLSearchParams,
): { kind: ItemKind; query: SavedQuery } {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.indexOf('marketplace');
  const kind: ItemKind = segments[at + 1] === 'seller' ? 'request' : 'listing';
  const query: SavedQuery = {};
  const industry = industryOfSegment(segments[at + 2]);
  if (industry) query.industry = industry;
  const q = params.get('q')?.trim();
  if (q) query.q = q.slice(0, 120);
  for (const { key } of filterGroups) {
    const values = params
      .getAll(key)
      .map((v) => v.trim())
      .filter(Boolean)
      .slice(0, 20);
    if (values.length > 0) query[key] = values;
  }
  const sort = params.get('sort');
  if (sort && (sortOptionValues as readonly string[]).includes(sort)) query.sort = sort as SavedQuery['sort'];
  return { kind, query };
}

/** A name to start from: the text searched, else the first filter values, else the page's side. */
export function suggestedName(kind: ItemKind, query: SavedQuery): string {
  const parts = [query.q, ...(query.product ?? []), ...(query.location ?? [])].filter(Boolean);
  const name =
    parts.length > 0
      ? parts.join(' ')
      : `${query.industry ?? 'All'} ${kind === 'listing' ? 'listings' : 'requests'}`;
  return name.slice(0, 80);
}

/** 'EN590 · Rotterdam, Antwerp · CIF · lowest price first': what a saved search looks for. */
export function queryText(query: SavedQuery): string {
  const parts: string[] = [];
  if (query.industry) parts.push(query.industry);
  if (query.q) parts.push(`"${query.q}"`);
  for (const { key } of filterGroups) if (query[key]?.length) parts.push(query[key]!.join(', '));
  return parts.length > 0 ? parts.join(' · ') : 'Everything on the page';
}
