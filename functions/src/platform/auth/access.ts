import type { RegistrationState, RegistrationType, Role, VersionedProfile } from '@portal/contracts/me';
import type { Access } from '../http/route';
import { forbidden, unauthenticated } from '../errors';

/** The spec's guard messages, the same words the shell shows. */
export const inactiveMessage =
  'Access denied: Your account is inactive. Please complete registration to access this page.';
export const noPermissionMessage = "You don't have permission to access this page.";
export const deactivatedMessage = 'Your account has been deactivated. Please contact support.';
/** A valid token of a user whose profile is gone (the account was deleted, e.g. in another tab). */
export const accountGoneMessage = 'Your account no longer exists. Please sign in again.';

/**
 * Who is calling, as the server knows it: identity from the verified token (user id, admin group),
 * everything else read from the table. Never built from anything the client sent in a body or query.
 */
export interface Principal {
  userId: string;
  email: string;
  isAdmin: boolean;
  roles: Role[];
  accountStatus: 'active' | 'inactive';
  registrations: Record<RegistrationType, RegistrationState>;
  /**
   * Missing once the account is deleted (its access token stays valid until it expires), or if the
   * post-confirmation trigger never ran: such a caller is refused on every non-public route.
   */
  profile?: VersionedProfile;
  /** Deactivated by an administrator: refused everywhere until reactivated. */
  disabled: boolean;
}

export interface StoredRegistration {
  type: RegistrationType;
  status: Exclude<RegistrationState, 'not_registered'>;
}

export const registrationTypes: RegistrationType[] = ['buyer', 'seller', 'mandate'];

/** Active iff admin or at least one approved registration (spec: account status). */
export function accountStatusOf(
  isAdmin: boolean,
  registrations: StoredRegistration[],
): 'active' | 'inactive' {
  return isAdmin || registrations.some((r) => r.status === 'approved') ? 'active' : 'inactive';
}

export function registrationStates(
  registrations: StoredRegistration[],
): Record<RegistrationType, RegistrationState> {
  const states = { buyer: 'not_registered', seller: 'not_registered', mandate: 'not_registered' } as Record<
    RegistrationType,
    RegistrationState
  >;
  for (const r of registrations) states[r.type] = r.status;
  return states;
}

export function buildPrincipal(input: {
  userId: string;
  groups: string[];
  profile?: VersionedProfile;
  registrations: StoredRegistration[];
  disabled?: boolean;
}): Principal {
  const isAdmin = input.groups.includes('admin');
  return {
    userId: input.userId,
    email: input.profile?.email ?? '',
    isAdmin,
    roles: input.profile?.roles ?? [],
    accountStatus: accountStatusOf(isAdmin, input.registrations),
    registrations: registrationStates(input.registrations),
    profile: input.profile,
    disabled: input.disabled ?? false,
  };
}

/**
 * Enforces a route's access rule for a signed-in principal (public and authenticated routes pass).
 * A caller without a profile (deleted account) is unauthenticated everywhere; a deactivated user is
 * refused everything; admin passes everything else; an inactive user is refused active-only routes with
 * the inactive message; a missing role or admin group is refused with the permission message.
 */
export function authorize(principal: Principal, access: Access): void {
  if (!principal.profile && access.kind !== 'public') throw unauthenticated(accountGoneMessage);
  if (principal.disabled && access.kind !== 'public') throw forbidden(deactivatedMessage);
  if (principal.isAdmin || access.kind === 'public' || access.kind === 'authenticated') return;
  if (access.kind === 'admin') throw forbidden(noPermissionMessage);
  if (principal.accountStatus !== 'active') throw forbidden(inactiveMessage);
  if (access.kind === 'roles' && !access.roles.some((role) => principal.roles.includes(role)))
    throw forbidden(noPermissionMessage);
}
