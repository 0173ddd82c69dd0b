import type { MeResponse } from '@portal/contracts/me';
import { describe, expect, it } from 'vitest';
import { identityDetail, identityLine, initials, pageTitle, roleLabel } from './top-bar-model';

type Identity = Pick<MeResponse, 'isAdmin' | 'roles' | 'profile' | 'company'>;

function meOf(overrides: Partial<Identity> = {}): Identity {
  return {
    isAdmin: false,
    roles: ['buyer'],
    profile: {
      id: 'u2',
      full_name: 'Ann Lee',
      email: 'ann@atlas.example',
      company_name: 'Ann Lee Trading',
      phone_number: '+41 44 000 00 00',
      roles: ['buyer'],
      created_at: '2025-06-01T10:00:00.000Z',
      version: 3,
    },
    company: { id: 'u1', name: 'Atlas Refining SA', role: 'operations' },
    ...overrides,
  };
}

describe('top bar', () => {
  it('names the page from the route table', () => {
    expect(pageTitle('/')).toBe('Dashboard');
    expect(pageTitle('/admin/users')).toBe('User Management');
    expect(pageTitle('/my-account')).toBe('My Account');
    expect(pageTitle('/register/seller')).toBe('Seller Registration');
    expect(pageTitle('/register/nobody')).toBe('Page not found');
    expect(pageTitle('/invitations/3f2a')).toBe('Company Invitation');
    expect(pageTitle('/no/such/page')).toBe('Page not found');
  });

  it('names the role: Administrator, the approved roles, or Applicant', () => {
    expect(roleLabel({ isAdmin: true, roles: [] })).toBe('Administrator');
    expect(roleLabel({ isAdmin: false, roles: ['buyer', 'mandate'] })).toBe('Buyer, Mandate');
    expect(roleLabel({ isAdmin: false, roles: [] })).toBe('Applicant');
  });

  it("names a member's company (not their own profile's) and their role in it", () => {
    const detail = identityDetail(meOf());
    expect(detail).toEqual({ company: 'Atlas Refining SA', role: 'Buyer', companyRole: 'Operations' });
    expect(identityLine(detail)).toBe('Atlas Refining SA (Buyer) · Operations');
    const applicant = identityDetail(
      meOf({ roles: [], company: { id: 'u2', name: 'Ann Lee Trading', role: 'administrator' } }),
    );
    expect(identityLine(applicant)).toBe('Ann Lee Trading (Applicant) · Administrator');
  });

  it('gives a platform administrator no company role', () => {
    const detail = identityDetail(
      meOf({ isAdmin: true, roles: [], company: { id: 'a1', name: 'Portal Ltd', role: 'administrator' } }),
    );
    expect(detail.companyRole).toBeNull();
    expect(identityLine(detail)).toBe('Portal Ltd · Administrator');
  });

  it("falls back to the profile's company name, and to the roles alone", () => {
    const unnamed = meOf({ company: { id: 'u2', name: '', role: 'viewer' } });
    expect(identityDetail(unnamed).company).toBe('Ann Lee Trading');
    const nameless = identityDetail({ ...unnamed, profile: { ...unnamed.profile, company_name: '' } });
    expect(identityLine(nameless)).toBe('Buyer · Viewer');
  });

  it('shortens a name to initials', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  maria de la cruz ')).toBe('MC');
    expect(initials('Zoe')).toBe('Z');
    expect(initials('')).toBe('?');
  });
});
