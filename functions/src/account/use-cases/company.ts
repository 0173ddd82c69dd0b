import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  CompanyMember,
  CompanyResponse,
  InvitationCreate,
  InvitationView,
  Invitation,
  companySettingsUpdateSchema,
  memberRoleUpdateSchema,
} from '@portal/contracts/company';
import { companyRoleLabels, roleMay } from '@portal/contracts/company-roles';
import type { Principal } from '../../platform/auth/access';
import {
  foundingParts,
  listMemberships,
  readCompany,
  readMembership,
  type StoredCompany,
  type StoredMembership,
} from '../../platform/companies/data/company-repository';
import { transact } from '../../platform/data/transactions';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { mailTo, notify } from '../../platform/notifications/data/notify';
import { readProfiles } from '../../platform/users/data/user-repository';
import {
  changeMemberRole,
  endMembership,
  findInvitation,
  joinCompany,
  listInvitations,
  ownCompanyHoldings,
  revokeInvitation as storeRevocation,
  saveInvitation,
  setFourEyes,
} from '../data/company-repository';
import {
  assertInvitable,
  assertKeepsAnAdministrator,
  assertMemberExists,
  invitationEmail,
  invitationExpiry,
  invitationNotFoundMessage,
  invitationState,
  joinRefusal,
  type StoredInvitation,
} from '../domain/company';

/**
 * The company of the caller as it is stored. An account made before companies existed has none until
 * the migration job runs; it is written here on first use (as the job would), so its administrator
 * never waits for the job.
 */
async function companyRecord(principal: Principal): Promise<StoredCompany> {
  const stored = await readCompany(principal.companyId);
  if (stored) return stored;
  if (principal.companyId !== principal.userId) throw notFound('Company not found');
  await transact(
    foundingParts(principal.userId, principal.profile?.created_at ?? new Date().toISOString(), false),
  );
  const made = await readCompany(principal.companyId);
  if (!made) throw notFound('Company not found');
  return made;
}

async function currentMembers(principal: Principal): Promise<StoredMembership[]> {
  const members = await listMemberships(principal.companyId);
  return members.length > 0
    ? members
    : [
        {
          user_id: principal.userId,
          company_id: principal.companyId,
          role: principal.companyRole,
          joined_at: principal.profile?.created_at ?? '',
          version: 1,
        },
      ];
}

async function memberViews(members: StoredMembership[]): Promise<CompanyMember[]> {
  const profiles = await readProfiles(members.map((m) => m.user_id));
  return members.map((m) => ({
    user_id: m.user_id,
    full_name: profiles.get(m.user_id)?.full_name ?? '',
    email: profiles.get(m.user_id)?.email ?? '',
    role: m.role,
    joined_at: m.joined_at,
    version: m.version,
  }));
}

function invitationView(invitation: StoredInvitation, now: Date): Invitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invited_by: invitation.invited_by_name,
    created_at: invitation.created_at,
    expires_at: invitation.expires_at,
    status: invitationState(invitation, now) === 'expired' ? 'expired' : 'pending',
  };
}

/** The Company tab: every member reads the company and its members; administrators also its invitations. */
export async function companyOf(principal: Principal, now = new Date()): Promise<CompanyResponse> {
  const [company, members] = await Promise.all([companyRecord(principal), currentMembers(principal)]);
  const administers = roleMay(principal.companyRole, 'administer');
  const invitations = administers ? await listInvitations(principal.companyId) : [];
  return {
    company: {
      id: principal.companyId,
      name: principal.companyName,
      four_eyes: company.four_eyes,
      account_status: principal.accountStatus,
      registrations: principal.registrations,
      created_at: company.created_at,
      version: company.version,
    },
    members: await memberViews(members),
    invitations: invitations
      .filter((i) => i.status === 'pending')
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
      .map((i) => invitationView(i, now)),
    you: { user_id: principal.userId, role: principal.companyRole },
  };
}

export async function updateCompanySettings(
  principal: Principal,
  update: z.infer<typeof companySettingsUpdateSchema>,
): Promise<CompanyResponse> {
  await companyRecord(principal);
  await setFourEyes(principal.companyId, update.four_eyes, update.version);
  return companyOf(principal);
}

/** Invites an address with a role: the invitation and its e-mail are written together. */
export async function inviteMember(
  principal: Principal,
  body: InvitationCreate,
  now = new Date(),
): Promise<Invitation> {
  await companyRecord(principal);
  const [members, invitations] = await Promise.all([
    currentMembers(principal),
    listInvitations(principal.companyId),
  ]);
  const open = invitations.filter((i) => invitationState(i, now) === 'open');
  assertInvitable(body.email, await memberViews(members), open);
  const inviter = principal.profile?.full_name || principal.email;
  const invitation: StoredInvitation = {
    id: randomUUID(),
    company_id: principal.companyId,
    email: body.email.toLowerCase(),
    role: body.role,
    invited_by: principal.userId,
    invited_by_name: inviter,
    created_at: now.toISOString(),
    expires_at: invitationExpiry(now),
    status: 'pending',
    version: 1,
  };
  const text = invitationEmail({
    companyName: principal.companyName,
    invitedBy: inviter,
    role: body.role,
    expiresAt: invitation.expires_at,
  });
  await saveInvitation(
    invitation,
    mailTo({
      key: `INVITE#${invitation.id}`,
      to: invitation.email,
      type: 'company-invitation',
      ...text,
      link: `/invitations/${invitation.id}`,
      at: now,
    }),
  );
  return invitationView(invitation, now);
}

export async function revokeInvitation(principal: Principal, invitationId: string): Promise<void> {
  const invitation = await findInvitation(invitationId);
  if (!invitation || invitation.company_id !== principal.companyId) throw notFound(invitationNotFoundMessage);
  await storeRevocation(principal.companyId, invitationId, new Date());
}

async function memberOf(principal: Principal, userId: string): Promise<StoredMembership> {
  const membership = await readMembership(userId);
  const current =
    membership && !membership.removed_at && membership.company_id === principal.companyId
      ? membership
      : userId === principal.companyId && !membership
        ? (await currentMembers(principal)).find((m) => m.user_id === userId)
        : undefined;
  return assertMemberExists(current);
}

export async function changeRole(
  principal: Principal,
  userId: string,
  update: z.infer<typeof memberRoleUpdateSchema>,
  now = new Date(),
): Promise<CompanyMember> {
  const company = await companyRecord(principal);
  const member = await memberOf(principal, userId);
  if (member.role !== update.role) {
    assertKeepsAnAdministrator(member, update.role, company.administrators);
    await changeMemberRole({
      companyId: principal.companyId,
      userId,
      from: member.role,
      to: update.role,
      version: update.version,
      at: now,
    });
    if (userId !== principal.userId)
      await transact({
        notification: notify({
          userId,
          type: 'company-role-changed',
          title: `Your role is now ${companyRoleLabels[update.role]}`,
          body: `${principal.profile?.full_name || 'An administrator'} made you ${companyRoleLabels[update.role]} of ${principal.companyName || 'your company'}.`,
          link: '/my-account',
          at: now,
          email: false,
        }),
      });
  }
  const [view] = await memberViews([(await readMembership(userId)) ?? member]);
  return view!;
}

/** Removes a member (or lets an administrator leave): never the last administrator. */
export async function removeMember(principal: Principal, userId: string, now = new Date()): Promise<void> {
  const company = await companyRecord(principal);
  const member = await memberOf(principal, userId);
  assertKeepsAnAdministrator(member, null, company.administrators);
  await endMembership({ companyId: principal.companyId, userId, role: member.role, at: now });
}

async function holdingsOf(principal: Principal) {
  const own = await readCompany(principal.userId);
  return ownCompanyHoldings(principal.userId, own?.members ?? 1);
}

/** The invitation by its id, and why the caller may not join with it (null when they may). */
async function invitationAndRefusal(principal: Principal, invitationId: string, now: Date) {
  const invitation = await findInvitation(invitationId);
  if (!invitation) throw notFound(invitationNotFoundMessage);
  const reason = joinRefusal({
    invitation,
    now,
    email: principal.email,
    userId: principal.userId,
    currentCompanyId: principal.companyId,
    membershipEnded: principal.membershipEnded,
    holdings: await holdingsOf(principal),
  });
  return { invitation, reason };
}

/** What the invited person sees: the company, the role, and whether this account may join. */
export async function invitationFor(
  principal: Principal,
  invitationId: string,
  now = new Date(),
): Promise<InvitationView> {
  const { invitation, reason } = await invitationAndRefusal(principal, invitationId, now);
  const [company] = [...(await readProfiles([invitation.company_id])).values()];
  // someone else's invitation shows no more than that it is not theirs
  const forSomeoneElse = invitation.email.toLowerCase() !== principal.email.toLowerCase();
  return {
    id: invitation.id,
    company_name: forSomeoneElse ? '' : (company?.company_name ?? ''),
    role: invitation.role,
    invited_by: forSomeoneElse ? '' : invitation.invited_by_name,
    email: invitation.email,
    expires_at: invitation.expires_at,
    state: invitationState(invitation, now),
    joinable: reason === null,
    reason,
  };
}

export async function acceptInvitation(principal: Principal, invitationId: string, now = new Date()) {
  const { invitation, reason } = await invitationAndRefusal(principal, invitationId, now);
  if (reason)
    throw invitation.email.toLowerCase() === principal.email.toLowerCase()
      ? conflict(reason)
      : forbidden(reason);
  await joinCompany({
    invitation,
    userId: principal.userId,
    leavesOwnCompany: principal.companyId === principal.userId && !principal.membershipEnded,
    at: now,
  });
  const [company] = [...(await readProfiles([invitation.company_id])).values()];
  return { id: invitation.company_id, name: company?.company_name ?? '', role: invitation.role };
}
