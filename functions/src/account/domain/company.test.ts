import { describe, expect, it } from 'vitest';
import { roleMay, rolesWith } from '@portal/contracts/company-roles';
import {
  assertInvitable,
  assertKeepsAnAdministrator,
  invitationExpiry,
  invitationState,
  joinRefusal,
  lastAdministratorMessage,
  type StoredInvitation,
} from './company';

const now = new Date('2026-11-28T12:00:00.000Z');
const invitation = (over: Partial<StoredInvitation> = {}): StoredInvitation => ({
  id: 'i1',
  company_id: 'c1',
  email: 'ops@atlas.example',
  role: 'operations',
  invited_by: 'u1',
  invited_by_name: 'Amelia Hart',
  created_at: now.toISOString(),
  expires_at: invitationExpiry(now),
  status: 'pending',
  version: 1,
  ...over,
});
const nothing = { otherMembers: 0, registrations: 0, items: 0, deals: 0 };
const join = (over: Partial<Parameters<typeof joinRefusal>[0]> = {}) =>
  joinRefusal({
    invitation: invitation(),
    now,
    email: 'OPS@atlas.example',
    userId: 'p1',
    currentCompanyId: 'p1',
    membershipEnded: false,
    holdings: nothing,
    ...over,
  });

describe('company roles', () => {
  it('give each role its rights, the administrator every one', () => {
    expect(rolesWith('trade')).toEqual(['administrator', 'trader']);
    expect(rolesWith('operate')).toEqual(['administrator', 'operations']);
    expect(rolesWith('approve')).toEqual(['administrator', 'approver']);
    expect(rolesWith('administer')).toEqual(['administrator']);
    expect(roleMay('viewer', 'self')).toBe(true);
    expect(['administer', 'trade', 'operate', 'approve'].some((r) => roleMay('viewer', r as 'trade'))).toBe(
      false,
    );
  });
});

describe('invitations', () => {
  it('are open for 7 days, then expired; used and revoked ones say so', () => {
    expect(invitation().expires_at).toBe('2026-12-05T12:00:00.000Z');
    expect(invitationState(invitation(), now)).toBe('open');
    expect(invitationState(invitation(), new Date('2026-12-05T12:00:00.000Z'))).toBe('expired');
    expect(invitationState(invitation({ status: 'accepted' }), now)).toBe('accepted');
    expect(invitationState(invitation({ status: 'revoked' }), now)).toBe('revoked');
  });
  it('are not sent to a member or an address with an open one', () => {
    const members = [{ email: 'Admin@Atlas.example' }];
    expect(() => assertInvitable('admin@atlas.example', members, [])).toThrow(
      expect.objectContaining({ kind: 'invalid', field: 'email' }),
    );
    expect(() => assertInvitable('ops@atlas.example', members, [{ email: 'OPS@atlas.example' }])).toThrow(
      expect.objectContaining({ field: 'email' }),
    );
    expect(() => assertInvitable('new@atlas.example', members, [])).not.toThrow();
  });
  it('are taken by the invited address from an empty company of its own, or after a membership ended', () => {
    expect(join()).toBeNull();
    expect(join({ email: 'else@x.example' })).toBe(
      'This invitation is for ops@atlas.example. Sign in with that address to accept it.',
    );
    expect(join({ currentCompanyId: 'c1', userId: 'p1' })).toBe('You are already a member of this company.');
    expect(join({ holdings: { ...nothing, deals: 1 } })).toContain('already trades as its own company');
    expect(join({ holdings: { ...nothing, otherMembers: 2 } })).toContain('other members');
    expect(join({ currentCompanyId: 'c9', membershipEnded: true })).toBeNull();
    expect(join({ invitation: invitation({ status: 'accepted' }) })).toBe(
      'This invitation was already used.',
    );
    expect(join({ now: new Date('2026-12-06T00:00:00.000Z') })).toContain('has expired');
  });
});

describe('the last administrator', () => {
  it('cannot be demoted or removed; another can', () => {
    expect(() => assertKeepsAnAdministrator({ role: 'administrator' }, 'viewer', 1)).toThrow(
      lastAdministratorMessage,
    );
    expect(() => assertKeepsAnAdministrator({ role: 'administrator' }, null, 1)).toThrow(
      lastAdministratorMessage,
    );
    expect(() => assertKeepsAnAdministrator({ role: 'administrator' }, 'viewer', 2)).not.toThrow();
    expect(() => assertKeepsAnAdministrator({ role: 'trader' }, null, 1)).not.toThrow();
  });
});
