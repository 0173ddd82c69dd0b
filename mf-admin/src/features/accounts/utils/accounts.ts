import type { AccountRow } from '@portal/contracts/admin';
import { apiKey, type ApiQuery } from '@portal/web/api';
import type { CsvCell } from '@portal/contracts/csv';
import type { AccountSort } from './sort';
import { admin } from '../../../lib/api/routes';

/**
 * Pure helpers of the Buyer Accounts and Seller Accounts screens: the list's query and SWR key
 * (search, status toggles, sorting and paging all run on the server), paging figures, the count text,
 * the Export Data CSV and the action toast texts.
 */

export type AccountRole = 'buyer' | 'seller';
export type AccountStatus = AccountRow['status'];

export const ACCOUNT_TITLES: Readonly<Record<AccountRole, string>> = {
  buyer: 'Buyer Accounts',
  seller: 'Seller Accounts',
};

/** The server accepts at most 200 characters (accountListQuerySchema) and trims; so do we. */
export const MAX_SEARCH_LENGTH = 200;

export function normalizeSearch(raw: string): string {
  return raw.trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

export interface StatusToggles {
  active: boolean;
  inactive: boolean;
}

/**
 * The status filter: undefined when both toggles are on (the server's default), the one status when one
 * is on, and null when both are off (then no row can match and nothing is asked of the server).
 */
export function statusParam(toggles: StatusToggles): string | undefined | null {
  if (toggles.active && toggles.inactive) return undefined;
  if (toggles.active) return 'active';
  if (toggles.inactive) return 'inactive';
  return null;
}

export interface AccountListState {
  search: string;
  toggles: StatusToggles;
  sort: AccountSort | null;
  page: number;
}

export type AccountListQuery = ApiQuery<typeof admin.listAccounts>;

/** The query of GET /admin/accounts/{role} (null when both status toggles are off). */
export function accountListQuery(state: AccountListState): AccountListQuery | null {
  const status = statusParam(state.toggles);
  if (status === null) return null;
  const query: AccountListQuery = {};
  const needle = normalizeSearch(state.search);
  if (needle) query.search = needle;
  if (status) query.status = status;
  if (state.sort) {
    query.sort = state.sort.column;
    query.order = state.sort.order;
  }
  if (state.page > 1) query.page = String(Math.floor(state.page));
  return query;
}

/** The list's SWR key (a path with its query, starting with /admin/accounts/{role}), or null: no call. */
export function accountListKey(role: AccountRole, state: AccountListState): string | null {
  const query = accountListQuery(state);
  if (!query) return null;
  return apiKey(admin.listAccounts, { params: { role }, query });
}

/** The scope a page number belongs to: a new search, filter or sort starts again at page 1. */
export function pagingScope(state: Omit<AccountListState, 'page'>): string {
  const sort = state.sort ? `${state.sort.column}:${state.sort.order}` : '';
  return `${normalizeSearch(state.search).toLowerCase()}|${statusParam(state.toggles) ?? ''}|${sort}`;
}

export { pageCount } from '@portal/web/paging';

/** 'Showing 26-50 of 120' for the pager. */
export function pageSummary(page: number, pageSize: number, shown: number, total: number): string {
  if (shown === 0) return `Showing 0 of ${total}`;
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}-${first + shown - 1} of ${total}`;
}

/** The spec's count text, for the rows on screen. */
export function countText(shown: number): string {
  return `${shown} accounts shown`;
}

export function statusLabel(status: AccountStatus): string {
  return status === 'active' ? 'Active' : 'Inactive';
}

export const CSV_HEADER = [
  'ID',
  'Name',
  'Email',
  'Company',
  'Rating',
  'Registration Date',
  'Status',
] as const;

/** Export Data: the rows on screen, in the order shown. */
export function accountCsvRows(rows: readonly AccountRow[]): CsvCell[][] {
  return rows.map((r) => [
    r.id,
    r.name,
    r.email,
    r.company,
    r.rating.toFixed(1),
    r.registrationDate,
    statusLabel(r.status),
  ]);
}

/** buyer_accounts_2025-03-04.csv */
export function exportFileName(role: AccountRole, date: string): string {
  return `${role}_accounts_${date}.csv`;
}

/** Toast texts of the row actions (the spec shows none; these follow its '{Type} ...' style). */
export const MESSAGES = {
  profileSaved: 'Profile updated successfully',
  profileFailed: 'Failed to update profile',
  ratingSaved: (name: string, rating: string) => `Rating of ${name} set to ${rating}`,
  ratingFailed: 'Failed to update rating',
  deactivated: (name: string) => `${name} has been deactivated`,
  deactivateFailed: 'Failed to deactivate account',
  activated: (name: string) => `${name} has been activated`,
  activateFailed: 'Failed to activate account',
  loadFailed: 'Failed to load accounts',
  exported: 'Accounts exported successfully',
  nothingToExport: 'No accounts to export',
} as const;
