import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { savedSearchPath } from '@portal/contracts/saved-search-path';
import {
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  type SavedSearchQuery,
} from '@portal/contracts/saved-searches';
import type { SearchIndex } from '../../platform/search/domain/search-index';
import { marketSearch, type MarketDocument } from './item-collection';

/**
 * Saved searches as plain rules: what one is, how it reads, which new items match it (the marketplace
 * search's own query, run over an index of the new items alone), and the alert its owner gets — in the
 * bell every time, by e-mail at most once a day per search.
 */

export interface StoredSavedSearch {
  id: string;
  user_id: string;
  /** The owner's company when it was saved: its own items never alert (absent on older searches). */
  company_id?: string;
  name: string;
  kind: ItemKind;
  query: SavedSearchQuery;
  last_alerted_at: string | null;
  last_emailed_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export const savedSearchNotFoundMessage = 'Saved search not found';
export const savedSearchCapMessage = `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`;

/** The most items one alert marks as alerted (its transaction holds them with the notification). */
export const maxItemsPerAlert = 20;
/** A search e-mails its owner at most once in this long; the bell has every alert. */
const emailInterval = 24 * 3_600_000;

export function newSavedSearch(input: {
  id: string;
  userId: string;
  companyId?: string;
  name: string;
  kind: ItemKind;
  query: SavedSearchQuery;
  now: Date;
}): StoredSavedSearch {
  const at = input.now.toISOString();
  return {
    id: input.id,
    user_id: input.userId,
    ...(input.companyId ? { company_id: input.companyId } : {}),
    name: input.name.trim(),
    kind: input.kind,
    query: input.query,
    last_alerted_at: null,
    last_emailed_at: null,
    version: 1,
    created_at: at,
    updated_at: at,
  };
}

export function savedSearchView(search: StoredSavedSearch): SavedSearch {
  return {
    id: search.id,
    name: search.name,
    kind: search.kind,
    query: search.query,
    last_alerted_at: search.last_alerted_at,
    version: search.version,
    created_at: search.created_at,
    updated_at: search.updated_at,
  };
}

/**
 * The news for a search: its query run over an index holding only the items that changed since the
 * last run (made, reactivated, or edited into a match), less its owner's own and any not changed
 * since the search was saved (those were on the page when it was).
 */
export function newMatches(
  search: StoredSavedSearch,
  fresh: SearchIndex<MarketDocument>,
): { items: MarketDocument[]; total: number } {
  const answer = fresh.query(
    marketSearch(search.kind, {
      ...search.query,
      page: 1,
      page_size: 36,
    }),
  );
  const items = answer.items.filter(
    (doc) => doc.user_id !== (search.company_id ?? search.user_id) && doc.updated_at >= search.created_at,
  );
  return { items, total: items.length + Math.max(0, answer.total - answer.items.length) };
}

/** Whether this alert may also go by e-mail: the search has not e-mailed in the last day. */
export const emailsAgain = (search: Pick<StoredSavedSearch, 'last_emailed_at'>, now: Date) =>
  !search.last_emailed_at || now.getTime() - Date.parse(search.last_emailed_at) >= emailInterval;

/** The alert: one notification per search and run, naming a few of the new items, opening the search. */
export function savedSearchAlert(
  search: StoredSavedSearch,
  matches: { items: MarketDocument[]; total: number },
  newSince: string,
  now: Date,
) {
  const noun = search.kind === 'listing' ? 'listing' : 'request';
  const count = matches.total;
  const names = matches.items.slice(0, 3).map((doc) => `${doc.name} (${doc.location})`);
  const more = count > names.length ? ` and ${count - names.length} more` : '';
  return {
    type: 'saved-search-match' as const,
    userId: search.user_id,
    title: `New matches for "${search.name}"`,
    body: `${count === 1 ? `1 new ${noun} matches` : `${count} new ${noun}s match`} your saved search: ${names.join(', ')}${more}.`,
    link: savedSearchPath(search, newSince),
    email: emailsAgain(search, now),
  };
}
