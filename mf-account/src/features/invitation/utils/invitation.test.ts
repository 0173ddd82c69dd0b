import type { InvitationView } from '@portal/contracts/company';
import { describe, expect, it } from 'vitest';
import { invitationHeadline, invitationStatus, joinTitle, refusalText } from './invitation';

const view = (overrides: Partial<InvitationView> = {}): InvitationView => ({
  id: 'inv-1',
  company_name: 'Atlas Refining SA',
  role: 'operations',
  invited_by: 'Ann Lee',
  email: 'bob@atlas.example',
  expires_at: '2025-06-12T09:30:00.000Z',
  state: 'open',
  joinable: true,
  reason: null,
  ...overrides,
});

describe('the invitation page', () => {
  it('says who invites to which company with which role', () => {
    expect(invitationHeadline(view())).toBe('Ann Lee invited you to join Atlas Refining SA as Operations.');
    expect(joinTitle(view())).toBe('Join Atlas Refining SA as Operations?');
  });

  it('names no company for an invitation to another address', () => {
    expect(invitationHeadline(view({ company_name: '', invited_by: '' }))).toBeNull();
  });

  it('shows each state with its badge and line', () => {
    expect(invitationStatus(view()).label).toBe('Open');
    expect(invitationStatus(view()).detail).toMatch(/^Valid until Jun 1[12], 2025, \d\d:\d\d$/);
    expect(invitationStatus(view({ state: 'expired' }))).toMatchObject({ label: 'Expired', tone: 'warning' });
    expect(invitationStatus(view({ state: 'expired' })).detail).toMatch(/^Expired on /);
    expect(invitationStatus(view({ state: 'revoked' })).label).toBe('Revoked');
    expect(invitationStatus(view({ state: 'accepted' })).label).toBe('Accepted');
  });

  it("explains a refusal with the server's sentence, else by the state", () => {
    const reason = 'This invitation is for bob@atlas.example. Sign in with that address to accept it.';
    expect(refusalText(view({ joinable: false, reason }))).toBe(reason);
    expect(refusalText(view({ state: 'expired', reason: null }))).toMatch(/expired/);
    expect(refusalText(view({ state: 'revoked', reason: null }))).toMatch(/revoked/);
    expect(refusalText(view({ state: 'accepted', reason: null }))).toMatch(/already used/);
  });
});
