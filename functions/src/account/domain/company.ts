import {
  companyRoleLabels,
  invitationValidityDays,
  maxCompanyMembers,
  type CompanyRole,
} from '@portal/contracts/company-roles';
import type { InvitationView } from '@portal/contracts/company';
import { conflict, invalid, notFound } from '../../platform/errors';

/** The rules of a company's members and invitations. Pure: the use-cases read and write around them. */

export const lastAdministratorMessage =
  'A company needs at least one administrator. Make another member Administrator first.';
export const memberNotFoundMessage = 'Member not found';
export const invitationNotFoundMessage = 'Invitation not found';
export const companyFullMessage = `A company can have at most ${maxCompanyMembers} members and open invitations. Remove a member or revoke an invitation first.`;

export interface StoredInvitation {
  id: string;
  company_id: string;
  email: string;
  role: CompanyRole;
  invited_by: string;
  invited_by_name: string;
  created_at: string;
  expires_at: string;
  status: 'pending' | 'accepted' | 'revoked';
  accepted_by?: string;
  version: number;
}

export const invitationExpiry = (now: Date): string =>
  new Date(now.getTime() + invitationValidityDays * 24 * 3600_000).toISOString();

export function invitationState(invitation: StoredInvitation, now: Date): InvitationView['state'] {
  if (invitation.status === 'accepted') return 'accepted';
  if (invitation.status === 'revoked') return 'revoked';
  return invitation.expires_at <= now.toISOString() ? 'expired' : 'open';
}

/** The demotion or removal of a member keeps at least one administrator. */
export function assertKeepsAnAdministrator(
  member: { role: CompanyRole },
  nextRole: CompanyRole | null,
  administrators: number,
): void {
  if (member.role === 'administrator' && nextRole !== 'administrator' && administrators <= 1)
    throw conflict(lastAdministratorMessage);
}

/** An invitation to an address already a member, or already invited and still open, is refused. */
export function assertInvitable(
  email: string,
  members: ReadonlyArray<{ email: string }>,
  open: ReadonlyArray<{ email: string }>,
): void {
  const address = email.toLowerCase();
  if (members.some((m) => m.email.toLowerCase() === address))
    throw invalid('This person is already a member of your company.', 'email');
  if (open.some((i) => i.email.toLowerCase() === address))
    throw invalid('This address already has an open invitation. Revoke it to send a new one.', 'email');
  if (members.length + open.length >= maxCompanyMembers) throw conflict(companyFullMessage);
}

/** What the person's own company holds that joining another would strand. */
export interface OwnCompanyHoldings {
  otherMembers: number;
  registrations: number;
  items: number;
  deals: number;
}

/**
 * Why the signed-in person may not join with this invitation, or null when they may. A person joins
 * from a company of their own that holds nothing yet (a fresh sign-up), or after their membership of
 * another company ended; an account that already trades stays the company it is.
 */
export function joinRefusal(o: {
  invitation: StoredInvitation;
  now: Date;
  email: string;
  userId: string;
  currentCompanyId: string;
  membershipEnded: boolean;
  holdings: OwnCompanyHoldings;
}): string | null {
  const state = invitationState(o.invitation, o.now);
  if (state === 'accepted') return 'This invitation was already used.';
  if (state === 'revoked') return 'This invitation was revoked. Ask the administrator for a new one.';
  if (state === 'expired') return 'This invitation has expired. Ask the administrator for a new one.';
  if (o.invitation.email.toLowerCase() !== o.email.toLowerCase())
    return `This invitation is for ${o.invitation.email}. Sign in with that address to accept it.`;
  if (o.currentCompanyId === o.invitation.company_id && !o.membershipEnded)
    return 'You are already a member of this company.';
  if (o.membershipEnded || o.currentCompanyId !== o.userId) return null;
  const { otherMembers, registrations, items, deals } = o.holdings;
  if (otherMembers > 0)
    return 'Your account administers a company with other members. Hand it over and leave it first.';
  if (registrations > 0 || items > 0 || deals > 0)
    return 'This account already trades as its own company (registrations, listings, requests or deals). Accept the invitation with a new account for this address.';
  return null;
}

export function invitationEmail(o: {
  companyName: string;
  invitedBy: string;
  role: CompanyRole;
  expiresAt: string;
}) {
  const role = companyRoleLabels[o.role];
  return {
    title: `${o.invitedBy} invited you to join ${o.companyName || 'their company'} on the portal`,
    body: [
      `${o.invitedBy} invited you to join ${o.companyName || 'their company'} as ${role}.`,
      'Open the link to sign up or sign in with this e-mail address, then accept the invitation.',
      `The invitation is valid until ${o.expiresAt.slice(0, 10)}.`,
    ].join('\n'),
  };
}

export function assertMemberExists<T>(member: T | undefined): T {
  if (!member) throw notFound(memberNotFoundMessage);
  return member;
}
