import type { AccountRow, AdminUserRow } from '@portal/contracts/admin';
import type { Registration } from '@portal/contracts/account';
import type { Profile, RegistrationType, Role } from '@portal/contracts/me';

/** A profile as the admin screens see it: the public fields plus rating and the deactivation flag. */
export interface AdminProfile extends Profile {
  rating?: number;
  disabled?: boolean;
}

export const defaultRating = 2.5;
const registrationOrder: RegistrationType[] = ['buyer', 'seller', 'mandate'];

/** Spec: name is the full name, else the local part of the email, else 'Unknown'. */
export function displayName(profile: Pick<Profile, 'full_name' | 'email'> | undefined): string {
  return profile?.full_name?.trim() || profile?.email?.split('@')[0] || 'Unknown';
}

function statusOf(
  registrationStatus: AdminUserRow['registrationStatus'],
  disabled: boolean,
): AdminUserRow['status'] {
  if (disabled) return 'inactive';
  if (registrationStatus === 'approved') return 'active';
  if (registrationStatus === 'submitted') return 'pending';
  return 'inactive';
}

/**
 * One row per user (spec "Derived admin user row"): the most advanced registration decides the
 * status (approved > submitted > other); a profile with no registration is an inactive buyer with
 * registration status 'none'; a registration whose profile is missing still produces a row.
 */
export function deriveUserRows(profiles: AdminProfile[], registrations: Registration[]): AdminUserRow[] {
  const byUser = new Map<string, Registration[]>();
  for (const r of registrations) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  const rank = (r: Registration) => ({ approved: 3, submitted: 2, rejected: 1, draft: 0 })[r.status];
  const ids = new Set([...profiles.map((p) => p.id), ...byUser.keys()]);
  const profileById = new Map(profiles.map((p) => [p.id, p]));
  return [...ids].map((id) => {
    const profile = profileById.get(id);
    const regs = (byUser.get(id) ?? []).sort(
      (a, b) => rank(b) - rank(a) || registrationOrder.indexOf(a.type) - registrationOrder.indexOf(b.type),
    );
    const main = regs[0];
    const roles = (profile?.roles ?? []) as Role[];
    const registrationStatus = main?.status ?? 'none';
    return {
      id,
      name: displayName(profile),
      email: profile?.email ?? '',
      company: profile?.company_name?.trim() || 'N/A',
      phone: profile?.phone_number ?? '',
      roles,
      type: roles[0] ?? main?.type ?? 'buyer',
      status: statusOf(registrationStatus, profile?.disabled === true),
      registrationStatus,
      registrationType: main?.type ?? null,
      rating: profile?.rating ?? defaultRating,
      disabled: profile?.disabled === true,
      created_at: profile?.created_at ?? main?.created_at ?? '',
    };
  });
}

const tabRole = { buyers: 'buyer', sellers: 'seller', mandates: 'mandate' } as const;

function inTab(row: AdminUserRow, tab: 'all' | 'buyers' | 'sellers' | 'mandates'): boolean {
  if (tab === 'all') return true;
  const role = tabRole[tab];
  return (
    row.roles.includes(role) ||
    row.registrationType === role ||
    (tab === 'buyers' && row.roles.length === 0 && row.registrationStatus === 'none')
  );
}

export const defaultUserPageSize = 50;

/** One page of {@link filterUserRows}' rows (the tab's count is the total to page through). */
export function userPage(
  rows: AdminUserRow[],
  query: {
    search?: string;
    tab?: 'all' | 'buyers' | 'sellers' | 'mandates';
    page?: number;
    page_size?: number;
  },
) {
  const { users, counts } = filterUserRows(rows, query.search, query.tab ?? 'all');
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? defaultUserPageSize;
  return { users: users.slice((page - 1) * pageSize, page * pageSize), counts, page, page_size: pageSize };
}

/** Search (case-insensitive on name, email, company) and tab, with the tab counts of the search result. */
export function filterUserRows(
  rows: AdminUserRow[],
  search: string | undefined,
  tab: 'all' | 'buyers' | 'sellers' | 'mandates',
) {
  const needle = search?.trim().toLowerCase();
  const found = needle
    ? rows.filter((r) => [r.name, r.email, r.company].some((v) => v.toLowerCase().includes(needle)))
    : rows;
  const counts = {
    all: found.length,
    buyers: found.filter((r) => inTab(r, 'buyers')).length,
    sellers: found.filter((r) => inTab(r, 'sellers')).length,
    mandates: found.filter((r) => inTab(r, 'mandates')).length,
  };
  const users = found.filter((r) => inTab(r, tab)).sort((a, b) => b.created_at.localeCompare(a.created_at));
  return { users, counts };
}

/** Buyer / Seller Accounts: users holding the role, filtered, sorted and paged on the server. */
export function accountPage(
  profiles: AdminProfile[],
  role: 'buyer' | 'seller',
  query: {
    search?: string;
    status?: string;
    sort?: 'name' | 'rating' | 'reg_date';
    order?: 'asc' | 'desc';
    page?: number;
    page_size?: number;
  },
) {
  const statuses = new Set((query.status ?? 'active,inactive').split(','));
  const needle = query.search?.trim().toLowerCase();
  const rows: AccountRow[] = profiles
    .filter((p) => p.roles.includes(role))
    .map((p) => ({
      id: p.id,
      name: displayName(p),
      email: p.email,
      company: p.company_name?.trim() || 'N/A',
      rating: p.rating ?? defaultRating,
      registrationDate: p.created_at,
      status: p.disabled ? ('inactive' as const) : ('active' as const),
    }))
    .filter((r) => statuses.has(r.status) && (!needle || r.name.toLowerCase().includes(needle)));
  const sort = query.sort ?? 'reg_date';
  const direction = (query.order ?? (sort === 'reg_date' ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
  const value = (r: AccountRow) =>
    sort === 'name' ? r.name.toLowerCase() : sort === 'rating' ? r.rating : r.registrationDate;
  rows.sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return (x < y ? -1 : x > y ? 1 : a.id.localeCompare(b.id)) * direction;
  });
  const pageSize = query.page_size ?? 25;
  const page = query.page ?? 1;
  return {
    accounts: rows.slice((page - 1) * pageSize, page * pageSize),
    total: rows.length,
    page,
    page_size: pageSize,
  };
}
