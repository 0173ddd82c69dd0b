import { describe, expect, it } from 'vitest';
import type { MeResponse } from '@portal/contracts/me';
import { viewerFrom } from './viewer';

/** A GET /me answer with the fields the guard reads; the rest as the API fills them. */
function me(fields: Pick<MeResponse, 'roles' | 'isAdmin' | 'accountStatus'>): MeResponse {
  return {
    ...fields,
    profile: {
      id: 'u-1',
      full_name: 'Ada Trader',
      email: 'ada@example.com',
      company_name: 'Ada Commodities Ltd',
      phone_number: '+44 20 7946 0000',
      roles: fields.roles,
      created_at: '2026-11-28T12:00:00.000Z',
      version: 1,
    },
    registrations: { buyer: 'not_registered', seller: 'not_registered', mandate: 'not_registered' },
    company: { id: 'c-1', name: 'Ada Commodities Ltd', role: 'administrator' },
  };
}

/**
 * The viewer the route guard decides on, read from the session state and GET /me. The guard's
 * decisions per viewer are guard.test.ts's; the browser (infra/e2e/tests/guard-matrix.spec.ts) shows
 * the two wired on real accounts for a few kinds of user only, so each kind's mapping is here.
 */
describe('the viewer of the guards', () => {
  it('waits for the session and /me, and is nobody without a session', () => {
    expect(viewerFrom('loading', undefined)).toEqual({ kind: 'loading' });
    expect(viewerFrom('signedOut', undefined)).toEqual({ kind: 'anonymous' });
    expect(viewerFrom('error', undefined)).toEqual({ kind: 'error' });
    expect(viewerFrom('ready', undefined)).toEqual({ kind: 'error' });
  });

  it('is a user with the roles of /me, active as /me states it', () => {
    expect(viewerFrom('ready', me({ roles: [], isAdmin: false, accountStatus: 'inactive' }))).toEqual({
      kind: 'user',
      isAdmin: false,
      active: false,
      roles: [],
    });
    expect(
      viewerFrom('ready', me({ roles: ['buyer', 'mandate'], isAdmin: false, accountStatus: 'active' })),
    ).toEqual({ kind: 'user', isAdmin: false, active: true, roles: ['buyer', 'mandate'] });
  });

  it('counts an admin as active whatever its registrations say', () => {
    expect(viewerFrom('ready', me({ roles: [], isAdmin: true, accountStatus: 'inactive' }))).toEqual({
      kind: 'user',
      isAdmin: true,
      active: true,
      roles: [],
    });
  });
});
