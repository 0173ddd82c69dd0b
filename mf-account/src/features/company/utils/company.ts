import type { CompanyMember, Invitation } from '@portal/contracts/company';
import {
  companyRoleDescriptions,
  companyRoleLabels,
  companyRoles,
  roleMay,
  type CompanyRole,
} from '@portal/contracts/company-roles';
import type { RegistrationState, RegistrationType } from '@portal/contracts/me';
import type { BadgeTone } from '@portal/ui/Badge';
import { formatDate } from '@portal/web/format';

export const FOUR_EYES_EXPLANATION =
  "Documents that commit the company (ICPO, signed SPA, signed invoices, payment confirmations and instructions) wait for a second member's release before the platform reviews them.";

export const NO_INVITATIONS = 'No open invitations';

/** Whether a member with this role manages the company (settings, members, invitations). */
export const administers = (role: CompanyRole): boolean => roleMay(role, 'administer');

/** The role choices of the selects, each with what the role may do. */
export const roleOptions = companyRoles.map((role) => ({
  value: role,
  label: companyRoleLabels[role],
  description: companyRoleDescriptions[role],
}));

export function isCompanyRole(value: string): value is CompanyRole {
  return (companyRoles as readonly string[]).includes(value);
}

/** How a member is named in the table and the dialogs: the name, else the e-mail. */
export const memberName = (member: Pick<CompanyMember, 'full_name' | 'email'>): string =>
  member.full_name.trim() || member.email;

export interface MemberActions {
  /** A role select in the row. */
  changeRole: boolean;
  /** A Remove button in the row. */
  remove: boolean;
}

/**
 * What the viewer may do with a member's row. Administrators change anyone's role (their own too: the
 * server keeps the last administrator) and remove the others; they do not remove themselves here, since
 * that would end their own access in the middle of the page. Other members only read.
 */
export function memberActions(
  viewerRole: CompanyRole,
  viewerId: string,
  member: CompanyMember,
): MemberActions {
  const admin = administers(viewerRole);
  return { changeRole: admin, remove: admin && member.user_id !== viewerId };
}

/** The question of the role change dialog: 'Make Ann Lee Approver?'. */
export const roleChangeTitle = (member: CompanyMember, role: CompanyRole): string =>
  `Make ${memberName(member)} ${companyRoleLabels[role]}?`;

/** What the role change does, and a warning when an administrator gives up their own administration. */
export function roleChangeStatement(member: CompanyMember, role: CompanyRole, viewerId: string): string {
  const rights = `${companyRoleLabels[role]}: ${companyRoleDescriptions[role]}.`;
  const ownDemotion = member.user_id === viewerId && administers(member.role) && !administers(role);
  return ownDemotion
    ? `${rights} You will no longer be able to manage members, invitations or company settings.`
    : rights;
}

export const removeTitle = (member: CompanyMember, companyName: string): string =>
  `Remove ${memberName(member)} from ${companyName || 'the company'}?`;

export const REMOVE_STATEMENT = 'They lose access at once; what they did stays with the company.';

/** The Expires cell of an invitation: its day, or 'Expired' once it has run out. */
export function invitationExpiry(invitation: Pick<Invitation, 'status' | 'expires_at'>): {
  text: string;
  expired: boolean;
} {
  return invitation.status === 'expired'
    ? { text: 'Expired', expired: true }
    : { text: formatDate(invitation.expires_at), expired: false };
}

export const registrationTypes: readonly RegistrationType[] = ['buyer', 'seller', 'mandate'];
export const registrationTypeLabels: Record<RegistrationType, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  mandate: 'Mandate',
};

/** A registration's state as the company overview shows it (the Registration tab's words). */
export function registrationBadge(state: RegistrationState): { label: string; tone: BadgeTone } {
  switch (state) {
    case 'draft':
      return { label: 'Draft', tone: 'info' };
    case 'submitted':
      return { label: 'In Review', tone: 'warning' };
    case 'approved':
      return { label: 'Approved', tone: 'success' };
    case 'rejected':
      return { label: 'Rejected', tone: 'danger' };
    default:
      return { label: 'Not registered', tone: 'neutral' };
  }
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The invited address: required, of e-mail form, at most 254 characters, as the API checks it. Plain
 * rules rather than the contract's schema, which would bring zod into this tab's chunk.
 */
export function validateInviteEmail(value: string): true | string {
  const email = value.trim();
  if (!email) return 'Email is required';
  if (!EMAIL_PATTERN.test(email) || email.length > 254) return 'Please enter a valid email address';
  return true;
}

/** The invite form's field that the API named in a 400, so the message shows at that field. */
export function inviteFieldOf(field: string | undefined): 'email' | 'role' | undefined {
  return field === 'email' || field === 'role' ? field : undefined;
}
