import type { CompanyMember } from '@portal/contracts/company';
import { companyRoles } from '@portal/contracts/company-roles';
import { describe, expect, it } from 'vitest';
import {
  administers,
  invitationExpiry,
  inviteFieldOf,
  memberActions,
  memberName,
  registrationBadge,
  removeTitle,
  roleChangeStatement,
  roleChangeTitle,
  roleOptions,
  validateInviteEmail,
} from './company';

const member = (overrides: Partial<CompanyMember> = {}): CompanyMember => ({
  user_id: 'u2',
  full_name: 'Ann Lee',
  email: 'ann@atlas.example',
  role: 'trader',
  joined_at: '2025-06-01T10:00:00.000Z',
  version: 1,
  ...overrides,
});

describe('what a member may do on the Company tab', () => {
  it('only administrators manage the company', () => {
    expect(companyRoles.filter(administers)).toEqual(['administrator']);
  });

  it("gives administrators a role select in every row and Remove in the others' rows", () => {
    expect(memberActions('administrator', 'u1', member())).toEqual({ changeRole: true, remove: true });
    expect(memberActions('administrator', 'u1', member({ user_id: 'u1' }))).toEqual({
      changeRole: true,
      remove: false,
    });
  });

  it('gives the other roles no action', () => {
    for (const role of ['trader', 'operations', 'approver', 'viewer'] as const)
      expect(memberActions(role, 'u1', member()), role).toEqual({ changeRole: false, remove: false });
  });
});

describe('the texts of the member dialogs', () => {
  it('asks the role change as a question and says what the role may do', () => {
    expect(roleChangeTitle(member(), 'approver')).toBe('Make Ann Lee Approver?');
    expect(roleChangeStatement(member(), 'approver', 'u1')).toBe(
      'Approver: Releases documents held for company approval.',
    );
  });

  it('warns an administrator who gives up their own administration', () => {
    const self = member({ user_id: 'u1', role: 'administrator' });
    expect(roleChangeStatement(self, 'viewer', 'u1')).toContain(
      'You will no longer be able to manage members, invitations or company settings.',
    );
    expect(roleChangeStatement(member({ role: 'administrator' }), 'viewer', 'u1')).not.toContain('no longer');
  });

  it('names a member by name, else by e-mail', () => {
    expect(memberName(member())).toBe('Ann Lee');
    expect(memberName(member({ full_name: '  ' }))).toBe('ann@atlas.example');
    expect(removeTitle(member(), 'Atlas Refining SA')).toBe('Remove Ann Lee from Atlas Refining SA?');
  });

  it('offers every role with its description', () => {
    expect(roleOptions.map((o) => o.value)).toEqual([...companyRoles]);
    expect(roleOptions.find((o) => o.value === 'viewer')?.description).toBe(
      'Reads everything of the company, acts on nothing',
    );
  });
});

describe('invitations', () => {
  it("shows an open invitation's day and an expired one as Expired", () => {
    expect(invitationExpiry({ status: 'pending', expires_at: '2025-06-12T09:30:00.000Z' })).toEqual({
      text: 'Jun 12, 2025',
      expired: false,
    });
    expect(invitationExpiry({ status: 'expired', expires_at: '2025-06-12T09:30:00.000Z' })).toEqual({
      text: 'Expired',
      expired: true,
    });
  });

  it('checks the address before sending', () => {
    expect(validateInviteEmail('')).toBe('Email is required');
    expect(validateInviteEmail('ann@')).toBe('Please enter a valid email address');
    expect(validateInviteEmail(`${'a'.repeat(250)}@x.io`)).toBe('Please enter a valid email address');
    expect(validateInviteEmail(' ann@atlas.example ')).toBe(true);
  });

  it("shows the server's refusal at the field it names, else as a toast", () => {
    expect(inviteFieldOf('email')).toBe('email');
    expect(inviteFieldOf('role')).toBe('role');
    expect(inviteFieldOf('Idempotency-Key')).toBeUndefined();
    expect(inviteFieldOf(undefined)).toBeUndefined();
  });
});

describe('registrationBadge', () => {
  it("uses the Registration tab's words", () => {
    expect(registrationBadge('submitted')).toEqual({ label: 'In Review', tone: 'warning' });
    expect(registrationBadge('not_registered').label).toBe('Not registered');
  });
});
