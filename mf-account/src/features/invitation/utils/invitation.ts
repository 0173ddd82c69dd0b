import type { InvitationView } from '@portal/contracts/company';
import { companyRoleLabels } from '@portal/contracts/company-roles';
import type { BadgeTone } from '@portal/ui/Badge';
import { formatDateTime } from '@portal/web/format';

export const INVITATION_NOT_FOUND = 'Invitation not found';

/**
 * The invitation in a sentence: 'Ann Lee invited you to join Atlas Refining SA as Operations.' None
 * for an invitation to another address: the server then names neither the company nor who invited.
 */
export function invitationHeadline(view: InvitationView): string | null {
  if (!view.company_name) return null;
  const inviter = view.invited_by || 'An administrator';
  return `${inviter} invited you to join ${view.company_name} as ${companyRoleLabels[view.role]}.`;
}

export interface InvitationStatus {
  label: string;
  tone: BadgeTone;
  /** When it runs out or what became of it. */
  detail: string;
}

/** The invitation's state as a badge and a line: open until a moment, or expired, revoked, used. */
export function invitationStatus(view: Pick<InvitationView, 'state' | 'expires_at'>): InvitationStatus {
  switch (view.state) {
    case 'open':
      return { label: 'Open', tone: 'info', detail: `Valid until ${formatDateTime(view.expires_at)}` };
    case 'expired':
      return { label: 'Expired', tone: 'warning', detail: `Expired on ${formatDateTime(view.expires_at)}` };
    case 'revoked':
      return { label: 'Revoked', tone: 'danger', detail: 'The company withdrew this invitation.' };
    case 'accepted':
      return { label: 'Accepted', tone: 'neutral', detail: 'This invitation has been used.' };
  }
}

/**
 * Why the invitation cannot be accepted: the server's sentence, else what its state means for the
 * person (an invitation is used once, by the address it was sent to, within its validity).
 */
export function refusalText(view: Pick<InvitationView, 'state' | 'reason'>): string {
  if (view.reason) return view.reason;
  switch (view.state) {
    case 'expired':
      return 'This invitation has expired. Ask the administrator who invited you for a new one.';
    case 'revoked':
      return 'This invitation was revoked. Ask the administrator for a new one if you still need access.';
    case 'accepted':
      return 'This invitation was already used. Each invitation lets one person join once.';
    default:
      return 'This invitation cannot be accepted with this account.';
  }
}

/** The confirmation's question: 'Join Atlas Refining SA as Operations?'. */
export const joinTitle = (view: Pick<InvitationView, 'company_name' | 'role'>): string =>
  `Join ${view.company_name} as ${companyRoleLabels[view.role]}?`;

export const JOIN_STATEMENT = 'You will act for this company.';
