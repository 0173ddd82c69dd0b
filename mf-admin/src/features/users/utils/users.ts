import type { AdminUserList, AdminUserRow } from '@portal/contracts/admin';
import type { Registration } from '@portal/contracts/account';
import { companyRoleLabels } from '@portal/contracts/company-roles';
import type { RegistrationType } from '@portal/contracts/me';
import { apiKey, type ApiQuery } from '@portal/web/api';
import { pageCount, plural, pageSummary as summarize } from '@portal/web/paging';
import { admin } from '../../../lib/api/routes';

/**
 * Pure helpers of the User Management screen (/admin/users): tabs, the list's query and SWR
 * key, the database banner, the registrations a reviewer may act on, and the toast texts.
 */

export type UserTab = keyof AdminUserList['counts'];

export const USER_TABS: ReadonlyArray<{ id: UserTab; label: string }> = [
  { id: 'all', label: 'All Users' },
  { id: 'buyers', label: 'Buyers' },
  { id: 'sellers', label: 'Sellers' },
  { id: 'mandates', label: 'Mandates' },
];

/** The server accepts at most 200 characters (adminUserListQuerySchema) and trims; so do we. */
export const MAX_SEARCH_LENGTH = 200;

export function normalizeSearch(raw: string): string {
  return raw.trim().slice(0, MAX_SEARCH_LENGTH).trim();
}

/**
 * GET /admin/users query: search (case-insensitive on name, email, company, on the server), tab and
 * page (the server pages the tab's rows, 50 a page by default; page 1 is left out).
 */
export function userListQuery(search: string, tab: UserTab, page = 1): ApiQuery<typeof admin.listUsers> {
  const needle = normalizeSearch(search);
  return { ...(needle ? { search: needle } : {}), tab, ...(page > 1 ? { page } : {}) };
}

/**
 * The list's SWR key: its path and query, so every screen that invalidates the admin-user keys
 * (isUsersKey: dashboard, verifications) also reloads this list.
 */
export function userListKey(search: string, tab: UserTab, page = 1): string {
  return apiKey(admin.listUsers, { query: userListQuery(search, tab, page) });
}

export { pageCount, plural };

/** 'Showing 51–100 of 123 users' (or 'Showing 0 of 0 users'). */
export function pageSummary(page: number, pageSize: number, shown: number, total: number): string {
  return summarize({ page, pageSize, shown, total }, 'user');
}

/** The banner with the database counts (spec: "a banner with database counts of profiles and of registrations"). */
export function databaseBanner(totals: AdminUserList['totals']): string {
  return `Database: ${plural(totals.profiles, 'profile')} and ${plural(totals.registrations, 'registration')}`;
}

const TYPE_ORDER: readonly RegistrationType[] = ['buyer', 'seller', 'mandate'];

/** A user's registrations in the fixed order buyer, seller, mandate. */
export function orderRegistrations(registrations: readonly Registration[]): Registration[] {
  return [...registrations].sort((a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
}

/** Approve and Reject are offered only for a registration in status submitted. */
export function isReviewable(registration: Pick<Registration, 'status'>): boolean {
  return registration.status === 'submitted';
}

/** Identifies one review in flight (the double-click guard). */
export const reviewKey = (userId: string, type: RegistrationType) => `${userId}:${type}`;

export function typeLabel(type: string): string {
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : type;
}

/** The Roles line of Basic Info: 'Buyer, Seller' or 'None'. */
export function rolesLabel(roles: readonly string[]): string {
  return roles.length ? roles.map(typeLabel).join(', ') : 'None';
}

/** Beneath the Registration badge: the type of the registration that decides the status ('' when none). */
export function registrationLabel(
  row: Pick<AdminUserRow, 'registrationType' | 'registrationStatus'>,
): string {
  return row.registrationType && row.registrationStatus !== 'none' ? typeLabel(row.registrationType) : '';
}

/** The back office's page of a company (GET /admin/companies/{id}). */
export const companyPath = (companyId: string) => `/admin/companies/${encodeURIComponent(companyId)}`;

/** The user's role in their company ('Operations'), or '' for a user the server names no company for. */
export function companyRoleLabel(row: Pick<AdminUserRow, 'company_role'>): string {
  return row.company_role ? companyRoleLabels[row.company_role] : '';
}

export interface UserCompany {
  name: string;
  /** the role's label, '' when unknown */
  role: string;
  /** the company page, when the server names the company */
  path?: string;
}

/**
 * The company a user acts for, as the user details show it. A member who joined another company acts
 * for that one: the row carries its name (the server's), and the company name typed at sign-up, which
 * the profile keeps, would be misleading. A founder's company is named by their own profile, which is
 * read fresh when the details open, so an edit shows without waiting for the list.
 */
export function userCompany(
  row: Pick<AdminUserRow, 'id' | 'company' | 'company_id' | 'company_role'>,
  profileCompanyName?: string,
): UserCompany {
  const member = Boolean(row.company_id) && row.company_id !== row.id;
  const name = (member ? row.company : profileCompanyName?.trim() || row.company) || 'N/A';
  return {
    name,
    role: companyRoleLabel(row),
    ...(row.company_id ? { path: companyPath(row.company_id) } : {}),
  };
}

/** Success toasts of the user-management screen (the verification screen has its own). */
export const approvedToast = (type: RegistrationType) => `${typeLabel(type)} registration approved`;
export const rejectedToast = (type: RegistrationType) => `${typeLabel(type)} registration rejected`;
export const testCreatedToast = (type: RegistrationType) => `Test ${type} registration created`;

export const NO_TEST_CANDIDATE = 'No users found to create a test registration for';

/**
 * The toast of a failed Create Test Registration: the server's 'no candidate' answer as it
 * is, other API failures as 'Failed to create test registration' with the server's message, anything
 * that is not an API answer (network, bug) as 'An unexpected error occurred'.
 */
export function testRegistrationFailure(apiError: { status: number; message?: string } | undefined): {
  title: string;
  description?: string;
} {
  if (!apiError) return { title: 'An unexpected error occurred' };
  const message = apiError.message?.trim();
  if (message === NO_TEST_CANDIDATE) return { title: NO_TEST_CANDIDATE };
  return message
    ? { title: 'Failed to create test registration', description: message }
    : { title: 'Failed to create test registration' };
}
