import { useCallback, useEffect, useState } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { firstPage, nextPage, pageOf, pagingIn, pagingScope, previousPage, type ListPaging } from './paging';
import { useDebouncedValue } from './useDebouncedValue';

/** What one request of a server list is for. */
export interface ServerListState<Tab extends string> {
  /** The search once typing has settled, normalized (trimmed unless `normalize` says otherwise). */
  search: string;
  tab: Tab;
  /** 1-based. */
  page: number;
  /** Cursor paging: the cursor of the page shown, undefined on the first page. */
  cursor: string | undefined;
}

export interface ServerListOptions<Tab extends string, Data> {
  /** The tab shown first. */
  tab: Tab;
  /** The SWR key of one request (its path and query, e.g. `apiKey(route, { query })`); null: no request. */
  key: (state: ServerListState<Tab>) => string | null;
  fetch: (state: ServerListState<Tab>) => Promise<Data>;
  /** Added to `{ keepPreviousData: true }`: the last answer stays on screen while the next one loads. */
  swr?: SWRConfiguration<Data>;
  /** How long typing must pause before the search is sent; 300 ms. */
  debounceMs?: number;
  normalize?: (search: string) => string;
  /** Numbered paging: the answer's page count, so a reload that shrank the list moves to its last page. */
  pageCount?: (data: Data, tab: Tab) => number;
  /** Cursor paging: the cursor of the page after this answer, none on the last page. */
  nextCursor?: (data: Data) => string | null | undefined;
}

export interface ServerList<Tab extends string, Data> extends ServerListState<Tab> {
  /** What the search box shows (bind it to the input); `search` follows it once typing pauses. */
  searchInput: string;
  setSearchInput: (text: string) => void;
  setTab: (tab: Tab) => void;
  /** Numbered paging: go to a page of the current search and tab. */
  setPage: (page: number) => void;
  /** Whether there is a page after this one (by page count or by cursor). */
  hasNext: boolean;
  next: () => void;
  previous: () => void;
  list: SWRResponse<Data>;
}

const trim = (search: string) => search.trim();

/**
 * Search + tab + page (numbered or by cursor) over one server list call with SWR, as the list pages
 * (admin users and deals, My Recent Activities) page their rows. A page belongs to one search and tab:
 * a new search or another tab starts again at page 1. Cursor paging keeps the cursors of the pages
 * seen, so Previous goes back without the server keeping any state.
 */
export function useServerList<Tab extends string, Data>(
  options: ServerListOptions<Tab, Data>,
): ServerList<Tab, Data> {
  const { debounceMs = 300, normalize = trim, pageCount, nextCursor } = options;
  const [searchInput, setSearchInput] = useState('');
  const search = normalize(useDebouncedValue(searchInput, debounceMs));
  const [tab, setTab] = useState<Tab>(options.tab);
  const scope = pagingScope(tab, search);
  const [paging, setPaging] = useState<ListPaging>(() => firstPage(scope));
  const current = pagingIn(paging, scope);
  const { page, cursors } = current;
  const state: ServerListState<Tab> = { search, tab, page, cursor: cursors[page - 1] };

  const list = useSWR<Data>(options.key(state), () => options.fetch(state), {
    keepPreviousData: true,
    ...options.swr,
  });
  const data = list.data;

  const pages = data && pageCount ? pageCount(data, tab) : undefined;
  // a reload can shrink the list below the current page (rows moved away, a narrower search)
  useEffect(() => {
    if (pages !== undefined && page > pages) setPaging(pageOf(scope, pages));
  }, [page, pages, scope]);

  const following = data && nextCursor ? (nextCursor(data) ?? undefined) : undefined;
  const hasNext = nextCursor ? Boolean(following) : pages !== undefined && page < pages;

  const setPage = useCallback((next: number) => setPaging(pageOf(scope, next)), [scope]);
  const next = () => {
    if (hasNext) setPaging(nextPage(current, following));
  };
  const previous = () => {
    setPaging(previousPage(current));
  };

  return { ...state, searchInput, setSearchInput, setTab, setPage, hasNext, next, previous, list };
}
