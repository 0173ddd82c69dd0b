import { describe, expect, it } from 'vitest';
import { roleRefusal, type CompanyRole } from '@portal/contracts/company-roles';
import type { Access } from '../http/route';
import {
  accountGoneMessage,
  membershipEndedMessage,
  accountStatusOf,
  authorize,
  buildPrincipal,
  inactiveMessage,
  noPermissionMessage,
  registrationStates,
  type StoredRegistration,
} from './access';

const profile = (roles: Array<'buyer' | 'seller' | 'mandate'> = []) => ({
  id: 'u1',
  full_name: 'A',
  email: 'a@b.co',
  company_name: 'C',
  phone_number: '1',
  roles,
  created_at: '2026-01-01T00:00:00.000Z',
  version: 1,
});

describe('account status', () => {
  it('is active for an admin without registrations', () => {
    expect(accountStatusOf(true, [])).toBe('active');
  });
  it('is active only with an approved registration', () => {
    const of = (...statuses: StoredRegistration['status'][]) =>
      accountStatusOf(
        false,
        statuses.map((status, i) => ({ type: (['buyer', 'seller', 'mandate'] as const)[i]!, status })),
      );
    expect(of()).toBe('inactive');
    expect(of('draft', 'submitted', 'rejected')).toBe('inactive');
    expect(of('rejected', 'approved')).toBe('active');
  });
  it('reports not_registered for types without a registration', () => {
    expect(registrationStates([{ type: 'seller', status: 'submitted' }])).toEqual({
      buyer: 'not_registered',
      seller: 'submitted',
      mandate: 'not_registered',
    });
  });
});

describe('authorize', () => {
  const principal = (kind: 'inactive' | 'buyer' | 'seller' | 'mandate' | 'admin') =>
    buildPrincipal({
      userId: 'u1',
      groups: kind === 'admin' ? ['admin'] : [],
      profile: profile(kind === 'inactive' || kind === 'admin' ? [] : [kind]),
      registrations: kind === 'inactive' || kind === 'admin' ? [] : [{ type: kind, status: 'approved' }],
    });
  const accesses: Record<string, Access> = {
    public: { kind: 'public' },
    authenticated: { kind: 'authenticated' },
    active: { kind: 'active' },
    admin: { kind: 'admin' },
    seller: { kind: 'roles', roles: ['seller'] },
    buyerOrMandate: { kind: 'roles', roles: ['buyer', 'mandate'] },
  };
  const outcome = (kind: Parameters<typeof principal>[0], access: Access) => {
    try {
      authorize(principal(kind), access);
      return 'allowed';
    } catch (error) {
      return (error as Error).message;
    }
  };
  const expected: Record<string, Record<string, string>> = {
    inactive: {
      public: 'allowed',
      authenticated: 'allowed',
      active: inactiveMessage,
      admin: noPermissionMessage,
      seller: inactiveMessage,
      buyerOrMandate: inactiveMessage,
    },
    buyer: {
      public: 'allowed',
      authenticated: 'allowed',
      active: 'allowed',
      admin: noPermissionMessage,
      seller: noPermissionMessage,
      buyerOrMandate: 'allowed',
    },
    seller: {
      public: 'allowed',
      authenticated: 'allowed',
      active: 'allowed',
      admin: noPermissionMessage,
      seller: 'allowed',
      buyerOrMandate: noPermissionMessage,
    },
    admin: Object.fromEntries(Object.keys(accesses).map((k) => [k, 'allowed'])),
  };
  for (const [kind, row] of Object.entries(expected))
    for (const [name, result] of Object.entries(row))
      it(`${kind} on ${name} -> ${result === 'allowed' ? 'allowed' : 'refused'}`, () => {
        expect(outcome(kind as 'buyer', accesses[name]!)).toBe(result);
      });

  it('refuses with kind forbidden (HTTP 403)', () => {
    expect(() => authorize(principal('buyer'), accesses.admin!)).toThrow(
      expect.objectContaining({ kind: 'forbidden' }),
    );
  });
  it('takes roles from the stored profile, the admin flag only from the token groups', () => {
    const p = buildPrincipal({
      userId: 'u',
      groups: ['buyer'],
      profile: profile(['seller']),
      registrations: [],
    });
    expect(p.isAdmin).toBe(false);
    expect(p.roles).toEqual(['seller']);
  });

  it('refuses a caller whose profile is gone (deleted account) with 401 on every non-public route', () => {
    for (const groups of [[], ['admin']]) {
      const gone = buildPrincipal({
        userId: 'u',
        groups,
        registrations: [{ type: 'buyer', status: 'approved' }],
      });
      for (const [name, access] of Object.entries(accesses)) {
        if (name === 'public') expect(() => authorize(gone, access)).not.toThrow();
        else
          expect(() => authorize(gone, access)).toThrow(
            expect.objectContaining({ kind: 'unauthenticated', message: accountGoneMessage }),
          );
      }
    }
  });
});

describe('authorize a company member', () => {
  const member = (role: CompanyRole, removed = false) =>
    buildPrincipal({
      userId: 'm1',
      groups: [],
      profile: { ...profile(), id: 'm1', company_name: 'Own name' },
      registrations: [{ type: 'seller', status: 'approved' }],
      membership: { company_id: 'c1', role, ...(removed ? { removed_at: '2026-01-02T00:00:00.000Z' } : {}) },
      companyProfile: { ...profile(['seller']), id: 'c1', company_name: 'Atlas Refining SA' },
    });

  it('acts for the company: its id, name and approved roles, with their own role', () => {
    expect(member('trader')).toMatchObject({
      userId: 'm1',
      companyId: 'c1',
      companyName: 'Atlas Refining SA',
      companyRole: 'trader',
      roles: ['seller'],
      accountStatus: 'active',
      membershipEnded: false,
    });
  });
  it('a person not yet migrated is their own company administrator', () => {
    const founder = buildPrincipal({ userId: 'u1', groups: [], profile: profile(), registrations: [] });
    expect([founder.companyId, founder.companyRole, founder.companyName]).toEqual([
      'u1',
      'administrator',
      'C',
    ]);
  });
  it('is refused a write its role lacks the right for, with the role named', () => {
    const seller: Access = { kind: 'roles', roles: ['seller'] };
    expect(() => authorize(member('trader'), seller, 'trade')).not.toThrow();
    expect(() => authorize(member('operations'), seller, 'trade')).toThrow(
      expect.objectContaining({ kind: 'forbidden', message: roleRefusal('operations') }),
    );
    for (const right of ['administer', 'trade', 'operate', 'approve'] as const)
      expect(() => authorize(member('viewer'), seller, right)).toThrow(
        expect.objectContaining({ kind: 'forbidden' }),
      );
    expect(() => authorize(member('viewer'), { kind: 'authenticated' }, 'self')).not.toThrow();
  });
  it('an ended membership is refused everywhere except the invitation routes', () => {
    const removed = member('administrator', true);
    expect(() => authorize(removed, { kind: 'authenticated' })).toThrow(
      expect.objectContaining({
        kind: 'unauthenticated',
        message: membershipEndedMessage('Atlas Refining SA'),
      }),
    );
    expect(() => authorize(removed, { kind: 'invitee' })).not.toThrow();
  });
});
