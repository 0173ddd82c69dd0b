import type { AccountRow, AdminUserRow } from '@portal/contracts/admin';
import type { Registration } from '@portal/contracts/account';
import type { Profile, RegistrationType, Role } from '@portal/contracts/me';
import { defaultRating } from '../../platform/users/domain/rating';

/** A profile as the admin screens see it: the public fields plus rating and the deactivation flag. */
export interface AdminProfile extends Profile {
  rating?: number;
  disabled?: boolean;
}

/**
 * A stored profile item as the admin screens see it. One reading for the repository's profile reads
 * and the users search replica, so a user looks the same in the details screen and in the lists.
 */
export function toAdminProfile(item: Record<string, unknown>): AdminProfile {
  return {
    id: String(item.id),
    full_name: String(item.full_name ?? ''),
    email: String(item.email ?? ''),
    company_name: String(item.company_name ?? ''),
    phone_number: String(item.phone_number ?? ''),
    roles: Array.isArray(item.roles) ? (item.roles as Role[]) : [],
    created_at: String(item.created_at ?? ''),
    rating: typeof item.rating === 'number' ? item.rating : undefined,
    disabled: item.disabled === true,
  };
}

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

/** What a user's row needs of a registration (lists read them without their form values). */
export type RegistrationSummary = Pick<Registration, 'type' | 'status' | 'created_at'>;

const rank = (r: RegistrationSummary) => ({ approved: 3, submitted: 2, rejected: 1, draft: 0 })[r.status];

/**
 * One row per user (spec "Derived admin user row"): the most advanced registration decides the
 * status (approved > submitted > other); a profile with no registration is an inactive buyer with
 * registration status 'none'; a registration whose profile is missing still produces a row.
 */
export function deriveUserRow(
  id: string,
  profile: AdminProfile | undefined,
  registrations: readonly RegistrationSummary[],
): AdminUserRow {
  const regs = [...registrations].sort(
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
}

export const userTabs = ['buyers', 'sellers', 'mandates'] as const;
const tabRole = { buyers: 'buyer', sellers: 'seller', mandates: 'mandate' } as const;

/** The role tabs a row is listed under (besides All). */
export function tabsOf(row: AdminUserRow): Array<(typeof userTabs)[number]> {
  return userTabs.filter((tab) => {
    const role = tabRole[tab];
    return (
      row.roles.includes(role) ||
      row.registrationType === role ||
      (tab === 'buyers' && row.roles.length === 0 && row.registrationStatus === 'none')
    );
  });
}

export const defaultUserPageSize = 50;
export const defaultAccountPageSize = 25;

/** Buyer / Seller Accounts row of a user holding the role. */
export function toAccountRow(row: AdminUserRow): AccountRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    rating: row.rating,
    registrationDate: row.created_at,
    status: row.disabled ? 'inactive' : 'active',
  };
}
