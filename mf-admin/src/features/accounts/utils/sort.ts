/**
 * Column sorting of the Buyer / Seller Accounts tables: sortable columns Name, Rating and
 * Reg. Date. The first click on a column sorts it in its first direction (Reg. Date descending, newest
 * first; Name and Rating ascending); further clicks on the same column toggle the direction. Until a
 * column is clicked the server's default order applies (newest registration first).
 */
export type AccountSortColumn = 'name' | 'rating' | 'reg_date';
export type SortOrder = 'asc' | 'desc';
export interface AccountSort {
  column: AccountSortColumn;
  order: SortOrder;
}

export const SORT_COLUMNS: ReadonlyArray<{ column: AccountSortColumn; label: string }> = [
  { column: 'name', label: 'Name' },
  { column: 'rating', label: 'Rating' },
  { column: 'reg_date', label: 'Reg. Date' },
];

/** The direction of a column's first click. */
export const FIRST_ORDER: Readonly<Record<AccountSortColumn, SortOrder>> = {
  name: 'asc',
  rating: 'asc',
  reg_date: 'desc',
};

/** The sort after a click on `column`: its first direction when it was not the sorted one, else toggled. */
export function nextSort(current: AccountSort | null, column: AccountSortColumn): AccountSort {
  if (!current || current.column !== column) return { column, order: FIRST_ORDER[column] };
  return { column, order: current.order === 'asc' ? 'desc' : 'asc' };
}

/** aria-sort of a column header. */
export function ariaSort(
  current: AccountSort | null,
  column: AccountSortColumn,
): 'ascending' | 'descending' | 'none' {
  if (!current || current.column !== column) return 'none';
  return current.order === 'asc' ? 'ascending' : 'descending';
}

/** The arrow shown next to a sorted column's label. */
export function sortIndicator(current: AccountSort | null, column: AccountSortColumn): string {
  if (!current || current.column !== column) return '↕';
  return current.order === 'asc' ? '↑' : '↓';
}
