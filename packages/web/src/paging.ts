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
