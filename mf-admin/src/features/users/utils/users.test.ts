import type { Registration } from '@portal/contracts/account';
import { describe, expect, it } from 'vitest';
import {
  approvedToast,
  companyPath,
  companyRoleLabel,
  databaseBanner,
  isReviewable,
  normalizeSearch,
  orderRegistrations,
  pageCount,
  pageSummary,
  registrationLabel,
  rejectedToast,
  rolesLabel,
  testCreatedToast,
  testRegistrationFailure,
  USER_TABS,
  userCompany,
  userListKey,
  userListQuery,
} from './users';
import { isUsersKey } from '../../../lib/cache-keys';

const registration = (type: Registration['type'], status: Registration['status']): Registration => ({
  id: `${type}-1`,
  user_id: 'u1',
  type,
  status,
  form_values: {},
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-02T00:00:00.000Z',
  version: 1,
});

describe('user management tabs and query', () => {
  it('has the four spec tabs in order', () => {
    expect(USER_TABS.map((t) => t.label)).toEqual(['All Users', 'Buyers', 'Sellers', 'Mandates']);
  });

  it('trims the search, caps it at 200 characters and leaves it out when empty', () => {
    expect(normalizeSearch('  Acme ')).toBe('Acme');
    expect(normalizeSearch('x'.repeat(250))).toHaveLength(200);
    expect(userListQuery('   ', 'all')).toEqual({ tab: 'all' });
    expect(userListQuery(' ann ', 'buyers')).toEqual({ search: 'ann', tab: 'buyers' });
    expect(userListQuery('', 'sellers', 3)).toEqual({ tab: 'sellers', page: 3 });
    expect(userListQuery('', 'sellers', 1)).toEqual({ tab: 'sellers' });
  });

  it('pages: count and summary', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageSummary(1, 50, 0, 0)).toBe('Showing 0 of 0 users');
    expect(pageSummary(1, 50, 1, 1)).toBe('Showing 1–1 of 1 user');
    expect(pageSummary(2, 50, 23, 73)).toBe('Showing 51–73 of 73 users');
  });

  it('builds string keys under /admin/users that other screens invalidate by prefix', () => {
    expect(userListKey('', 'all')).toBe('/admin/users?tab=all');
    expect(userListKey('Ann & Co', 'sellers')).toBe('/admin/users?search=Ann+%26+Co&tab=sellers');
    expect(userListKey('', 'mandates', 2)).toBe('/admin/users?tab=mandates&page=2');
    expect(isUsersKey(userListKey('a', 'all'))).toBe(true);
    expect(isUsersKey('/admin/users/abc')).toBe(true);
    expect(isUsersKey('/admin/users')).toBe(true);
    expect(isUsersKey('/admin/users-export')).toBe(false);
    expect(isUsersKey('/admin/stats')).toBe(false);
    expect(isUsersKey(['/admin/users'])).toBe(false);
  });
});

describe('banner and labels', () => {
  it('shows the database counts with singular and plural', () => {
    expect(databaseBanner({ profiles: 12, registrations: 1 })).toBe(
      'Database: 12 profiles and 1 registration',
    );
    expect(databaseBanner({ profiles: 1, registrations: 0 })).toBe('Database: 1 profile and 0 registrations');
  });

  it('labels roles and the registration column', () => {
    expect(rolesLabel(['buyer', 'mandate'])).toBe('Buyer, Mandate');
    expect(rolesLabel([])).toBe('None');
    expect(registrationLabel({ registrationType: 'seller', registrationStatus: 'submitted' })).toBe('Seller');
    expect(registrationLabel({ registrationType: null, registrationStatus: 'none' })).toBe('');
  });

  it('uses the spec toast texts', () => {
    expect(approvedToast('buyer')).toBe('Buyer registration approved');
    expect(rejectedToast('mandate')).toBe('Mandate registration rejected');
    expect(testCreatedToast('seller')).toBe('Test seller registration created');
  });
});

describe('registrations in the details dialog', () => {
  it('orders buyer, seller, mandate', () => {
    const ordered = orderRegistrations([
      registration('mandate', 'draft'),
      registration('buyer', 'approved'),
      registration('seller', 'submitted'),
    ]);
    expect(ordered.map((r) => r.type)).toEqual(['buyer', 'seller', 'mandate']);
  });

  it('offers Approve and Reject only for submitted registrations', () => {
    expect(isReviewable({ status: 'submitted' })).toBe(true);
    expect(isReviewable({ status: 'draft' })).toBe(false);
    expect(isReviewable({ status: 'approved' })).toBe(false);
    expect(isReviewable({ status: 'rejected' })).toBe(false);
  });
});

describe('Create Test Registration failures', () => {
  it('passes the no-candidate answer through as the title', () => {
    expect(
      testRegistrationFailure({ status: 400, message: 'No users found to create a test registration for' }),
    ).toEqual({
      title: 'No users found to create a test registration for',
    });
  });

  it('reports other API failures with the server message', () => {
    expect(testRegistrationFailure({ status: 404, message: 'Not available in production' })).toEqual({
      title: 'Failed to create test registration',
      description: 'Not available in production',
    });
    expect(testRegistrationFailure({ status: 500, message: ' ' })).toEqual({
      title: 'Failed to create test registration',
    });
  });

  it('reports anything else as unexpected', () => {
    expect(testRegistrationFailure(undefined)).toEqual({ title: 'An unexpected error occurred' });
  });
});

describe('the company of a user', () => {
  it('links to the company page and labels the role', () => {
    expect(companyPath('c 1')).toBe('/admin/companies/c%201');
    expect(companyRoleLabel({ company_role: 'operations' })).toBe('Operations');
    expect(companyRoleLabel({})).toBe('');
  });

  it("names a member's company by the row (the server's), not the name typed at sign-up", () => {
    const member = { id: 'u2', company: 'Acme', company_id: 'u1', company_role: 'trader' as const };
    expect(userCompany(member, 'My Old Ltd')).toEqual({
      name: 'Acme',
      role: 'Trader',
      path: '/admin/companies/u1',
    });
  });

  it("names a founder's company by their profile once it is read, else by the row", () => {
    const founder = { id: 'u1', company: 'Acme', company_id: 'u1', company_role: 'administrator' as const };
    expect(userCompany(founder, ' Acme Trading ')).toEqual({
      name: 'Acme Trading',
      role: 'Administrator',
      path: '/admin/companies/u1',
    });
    expect(userCompany(founder).name).toBe('Acme');
  });

  it('has no link or role for a user the server names no company for', () => {
    expect(userCompany({ id: 'u3', company: '' })).toEqual({ name: 'N/A', role: '' });
  });
});
