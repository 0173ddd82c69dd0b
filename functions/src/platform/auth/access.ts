import { roleMay, roleRefusal, type CompanyRight, type CompanyRole } from '@portal/contracts/company-roles';
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
/** A valid token of a person an administrator removed from their company. */
export const membershipEndedMessage = (company: string) =>
  `You are no longer a member of ${company || 'this company'}. Please sign in again.`;

/**
 * Who is calling, as the server knows it: identity from the verified token (user id, admin group),
 * everything else read from the table. Never built from anything the client sent in a body or query.
 */
export interface Principal {
  /** The person calling. */
  userId: string;
  /**
   * The company they act for: the owner of the registrations, items, inquiries and deals they work on
   * (a company's id is its founder's user id).
   */
  companyId: string;
  companyName: string;
  companyRole: CompanyRole;
  /** An administrator of the company removed this person: refused like a deleted account. */
  membershipEnded: boolean;
  email: string;
  isAdmin: boolean;
  /** The company's approved roles. */
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

/** A membership as the principal needs it: a person without one (not migrated yet) founds their own. */
export interface MembershipRecord {
  company_id: string;
  role: CompanyRole;
  removed_at?: string;
}

export function buildPrincipal(input: {
  userId: string;
  groups: string[];
  profile?: VersionedProfile;
  /** The company's registrations (the caller's own when they founded it). */
  registrations: StoredRegistration[];
  disabled?: boolean;
  membership?: MembershipRecord;
  /** The founder's profile when the caller is another member: the company's name and roles. */
  companyProfile?: VersionedProfile;
}): Principal {
  const isAdmin = input.groups.includes('admin');
  const companyProfile = input.companyProfile ?? input.profile;
  return {
    userId: input.userId,
    companyId: input.membership?.company_id ?? input.userId,
    companyName: companyProfile?.company_name ?? '',
    companyRole: input.membership?.role ?? 'administrator',
    membershipEnded: input.membership?.removed_at !== undefined,
    email: input.profile?.email ?? '',
    isAdmin,
    roles: companyProfile?.roles ?? [],
    accountStatus: accountStatusOf(isAdmin, input.registrations),
    registrations: registrationStates(input.registrations),
    profile: input.profile,
    disabled: input.disabled ?? false,
  };
}

/**
 * Enforces a route's access rule for a signed-in principal (public and authenticated routes pass).
 * A caller without a profile (deleted account) is unauthenticated everywhere, and so is a person
 * removed from their company, except on the routes of an invitation (`invitee`), by which they may join
 * another; a deactivated user is refused everything; admin passes everything else; an inactive company
 * is refused active-only routes with the inactive message; a missing role or admin group is refused
 * with the permission message; last, a write is refused when the member's company role lacks the
 * right the route declares (`acts`).
 */
export function authorize(principal: Principal, access: Access, acts?: CompanyRight): void {
  if (access.kind === 'public') return;
  if (!principal.profile) throw unauthenticated(accountGoneMessage);
  if (principal.disabled) throw forbidden(deactivatedMessage);
  if (access.kind === 'invitee') return;
  if (principal.membershipEnded) throw unauthenticated(membershipEndedMessage(principal.companyName));
  if (principal.isAdmin) return;
  if (access.kind === 'admin') throw forbidden(noPermissionMessage);
  if (access.kind !== 'authenticated') {
    if (principal.accountStatus !== 'active') throw forbidden(inactiveMessage);
    if (access.kind === 'roles' && !access.roles.some((role) => principal.roles.includes(role)))
      throw forbidden(noPermissionMessage);
  }
  if (acts && !roleMay(principal.companyRole, acts)) throw forbidden(roleRefusal(principal.companyRole));
}
