/** Page arithmetic of the server-paged lists (1-based pages). */

/** How many pages `total` rows fill; at least one, so an empty list still has 'Page 1 of 1'. */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

/** '3 users', '1 user'. */
export function plural(count: number, one: string, many: string = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * 'Showing 11–20 of 42 deals' for the rows shown on a page (or 'Showing 0 of 0 deals').
 * `noun` is the singular; the plural adds an 's' unless given.
 */
export function pageSummary(
  { page, pageSize, shown, total }: { page: number; pageSize: number; shown: number; total: number },
  noun: string,
  nounPlural?: string,
): string {
  const of = plural(total, noun, nounPlural);
  if (shown === 0) return `Showing 0 of ${of}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${of}`;
}

/**
 * Where a server list stands: the page shown, for which search and tab (`scope`), and for cursor
 * paging the cursor of each page seen so far (`cursors[i]` opens page i + 1), so Previous goes back
 * without the server keeping any state.
 */
export interface ListPaging {
  scope: string;
  page: number;
  cursors: Array<string | undefined>;
}

/**
 * The scope a page number belongs to. The portal's list searches ignore case on the server, so
 * retyping a search in other case stays on the page shown; another tab or other words start again.
 */
export function pagingScope(tab: string, search: string): string {
  return `${tab}\u0000${search.toLowerCase()}`;
}

/** The first page of a scope. */
export function firstPage(scope: string): ListPaging {
  return { scope, page: 1, cursors: [undefined] };
}

/** The paging in effect for a scope: the stored one while the scope is the same, else its first page. */
export function pagingIn(paging: ListPaging, scope: string): ListPaging {
  return paging.scope === scope ? paging : firstPage(scope);
}

/** A numbered page of the scope (never below 1). */
export function pageOf(scope: string, page: number): ListPaging {
  return { scope, page: Math.max(1, page), cursors: [undefined] };
}

/** The page after this one; by cursor paging, `following` is the cursor the server gave for it. */
export function nextPage(paging: ListPaging, following?: string): ListPaging {
  return {
    scope: paging.scope,
    page: paging.page + 1,
    cursors: [...paging.cursors.slice(0, paging.page), following],
  };
}

/** The page before this one (page 1 stays). */
export function previousPage(paging: ListPaging): ListPaging {
  if (paging.page <= 1) return paging;
  return { scope: paging.scope, page: paging.page - 1, cursors: paging.cursors.slice(0, paging.page - 1) };
}
