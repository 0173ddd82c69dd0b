import type { AccountRow, AdminUserRow } from '@portal/contracts/admin';
import type { RegistrationStatus, RegistrationType } from '@portal/contracts/me';
import { searchCollections } from '../../platform/search/domain/collection';
import type { CollectionDefinition, DocumentParts } from '../../platform/search/domain/collection';
import type { SearchQuery } from '../../platform/search/domain/search-index';
import {
  defaultAccountPageSize,
  defaultUserPageSize,
  deriveUserRow,
  tabsOf,
  toAdminProfile,
  type AdminProfile,
  type RegistrationSummary,
} from './users';

const registrationStatuses: RegistrationStatus[] = ['draft', 'submitted', 'approved', 'rejected'];

/**
 * The users collection of the admin search read model: one document per user, made of the user's
 * profile item and registration items (each carries the user's change key, see TABLE.md), so the
 * row is the one `deriveUserRow` gives, with what the counts need beside it.
 */
export interface UserDocument extends AdminUserRow {
  has_profile: boolean;
  registration_statuses: RegistrationStatus[];
}

export function toUserDocument(id: string, parts: DocumentParts): UserDocument | undefined {
  let profile: AdminProfile | undefined;
  const registrations: RegistrationSummary[] = [];
  for (const [key, item] of parts) {
    if (key.endsWith('|PROFILE')) profile = toAdminProfile(item);
    else if (typeof item.sk === 'string' && item.sk.startsWith('REG#'))
      registrations.push({
        type: item.type as RegistrationType,
        status: item.status as RegistrationStatus,
        created_at: String(item.created_at ?? ''),
      });
  }
  if (!profile && registrations.length === 0) return undefined;
  return {
    ...deriveUserRow(id, profile, registrations),
    has_profile: profile !== undefined,
    registration_statuses: registrations.map((r) => r.status),
  };
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const ascending =
  <T>(value: (doc: UserDocument) => T) =>
  (a: UserDocument, b: UserDocument) => {
    const x = value(a);
    const y = value(b);
    return x < y ? -1 : x > y ? 1 : byId(a, b);
  };
const accountStatus = (doc: UserDocument) => (doc.disabled ? 'inactive' : 'active');
const accountFacet = (role: 'buyer' | 'seller') => (doc: UserDocument) =>
  doc.has_profile && doc.roles.includes(role) ? [accountStatus(doc)] : [];

export const usersCollection: CollectionDefinition<UserDocument> = {
  name: searchCollections.users,
  toDocument: toUserDocument,
  searchFields: ['name', 'email', 'company'],
  facets: {
    /** User Management tabs: every row is in 'all', and in the role tabs `tabsOf` gives. */
    tab: (doc) => ['all', ...tabsOf(doc)],
    /** Buyer / Seller Accounts: holders of the role, by active / inactive. */
    buyer_account: accountFacet('buyer'),
    seller_account: accountFacet('seller'),
    /** Dashboard: profiles, active users (an approved role and not deactivated), holders of each role. */
    stats: (doc) =>
      doc.has_profile
        ? [
            'profiles',
            ...(doc.roles.length > 0 && !doc.disabled ? ['active'] : []),
            ...doc.roles.map((role) => `role:${role}`),
          ]
        : [],
  },
  singleValued: ['buyer_account', 'seller_account'],
  sorts: {
    created_at: ascending((d) => d.created_at),
    name: ascending((d) => d.name.toLowerCase()),
    rating: ascending((d) => d.rating),
  },
  sums: {
    profiles: (doc) => (doc.has_profile ? 1 : 0),
    registrations: (doc) => doc.registration_statuses.length,
    ...Object.fromEntries(
      registrationStatuses.map((s) => [
        `registrations:${s}`,
        (doc: UserDocument) => doc.registration_statuses.filter((x) => x === s).length,
      ]),
    ),
  },
};

/** Only the row's own fields (the document's extras stay in the replica). */
export function toUserRow(doc: UserDocument): AdminUserRow {
  const { has_profile: _p, registration_statuses: _r, ...row } = doc;
  return row;
}

/** GET /admin/users: search on name, email, company; the tab; newest first; counts of every tab. */
export function userListSearch(query: {
  search?: string;
  tab?: 'all' | 'buyers' | 'sellers' | 'mandates';
  page?: number;
  page_size?: number;
}): SearchQuery & { page: number; page_size: number } {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? defaultUserPageSize;
  return {
    text: query.search,
    filter: { tab: [query.tab ?? 'all'] },
    countBy: 'tab',
    sort: 'created_at',
    order: 'desc',
    offset: (page - 1) * pageSize,
    limit: pageSize,
    page,
    page_size: pageSize,
  };
}

/** GET /admin/accounts/{role}: holders of the role, search on name, status filter, sorting (Reg. Date newest first by default). */
export function accountListSearch(
  role: 'buyer' | 'seller',
  query: {
    search?: string;
    status?: string;
    sort?: 'name' | 'rating' | 'reg_date';
    order?: 'asc' | 'desc';
    page?: number;
    page_size?: number;
  },
): SearchQuery & { page: number; page_size: number } {
  const sort = query.sort ?? 'reg_date';
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? defaultAccountPageSize;
  return {
    text: query.search,
    fields: ['name'],
    filter: { [`${role}_account`]: (query.status ?? 'active,inactive').split(',') },
    countBy: `${role}_account`,
    sort: sort === 'reg_date' ? 'created_at' : sort,
    order: query.order ?? (sort === 'reg_date' ? 'desc' : 'asc'),
    offset: (page - 1) * pageSize,
    limit: pageSize,
    page,
    page_size: pageSize,
  };
}

export type { AccountRow };
