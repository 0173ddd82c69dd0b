import type { AdminCompany } from '@portal/contracts/admin';
import { ApiError } from '@portal/web/api';
import { describe, expect, it } from 'vitest';
import { companyKey } from '../api/companies';
import {
  companyViewState,
  dealPath,
  dealRoleLabel,
  dealStatusBadge,
  isCompanyId,
  isFounder,
  itemsSummary,
  memberName,
  orderDocuments,
  orderMembers,
  type CompanyDocument,
  type CompanyMember,
} from './companies';

const member = (user_id: string, joined_at: string, full_name = '', email = ''): CompanyMember => ({
  user_id,
  full_name,
  email,
  role: 'viewer',
  joined_at,
});

const data = { company: { id: 'c1' } } as AdminCompany;

describe('the company page state', () => {
  it('accepts the ids the API accepts, and no other', () => {
    expect(isCompanyId('0f8c2a1e-77aa-4e0b-9d1f-2b3c4d5e6f70')).toBe(true);
    expect(isCompanyId('')).toBe(false);
    expect(isCompanyId(undefined)).toBe(false);
    expect(isCompanyId('a b')).toBe(false);
    expect(isCompanyId('x'.repeat(65))).toBe(false);
  });

  it('says not found for a 404 or an id the API would refuse, before anything else', () => {
    expect(companyViewState('c1', { error: new ApiError(404, 'Company not found') })).toBe('not-found');
    // an earlier answer does not keep a company that is gone on screen
    expect(companyViewState('c1', { data, error: new ApiError(404, 'Company not found') })).toBe('not-found');
    expect(companyViewState('not an id', {})).toBe('not-found');
  });

  it('loads, fails, or shows the data (also when only a reload failed)', () => {
    expect(companyViewState('c1', {})).toBe('loading');
    expect(companyViewState('c1', { error: new ApiError(500, 'boom') })).toBe('error');
    expect(companyViewState('c1', { error: new TypeError('Failed to fetch') })).toBe('error');
    expect(companyViewState('c1', { data })).toBe('ready');
    expect(companyViewState('c1', { data, error: new ApiError(503, 'down') })).toBe('ready');
  });

  it('keys the cache by the encoded company path', () => {
    expect(companyKey('c1')).toBe('/admin/companies/c1');
  });
});

describe('the company page texts', () => {
  it('counts listings and requests in words', () => {
    expect(itemsSummary({ listings: 3, requests: 1 })).toBe('3 listings, 1 request');
    expect(itemsSummary({ listings: 0, requests: 0 })).toBe('0 listings, 0 requests');
  });

  it('names a member by name, else e-mail, else Unknown', () => {
    expect(memberName({ full_name: ' Ann Lee ', email: 'ann@example.com' })).toBe('Ann Lee');
    expect(memberName({ full_name: ' ', email: 'ann@example.com' })).toBe('ann@example.com');
    expect(memberName({ full_name: '', email: '' })).toBe('Unknown');
  });

  it('words deal roles and statuses as Deal Management does', () => {
    expect(dealRoleLabel('mandate')).toBe('Mandate');
    expect(dealStatusBadge('active')).toEqual({ label: 'In Progress', tone: 'info' });
    expect(dealStatusBadge('closed')).toEqual({ label: 'Completed', tone: 'success' });
    expect(dealStatusBadge('cancelled')).toEqual({ label: 'Cancelled', tone: 'danger' });
    // a status this page does not know yet is shown, not hidden
    expect(dealStatusBadge('on_hold')).toEqual({ label: 'On hold', tone: 'neutral' });
    // an inherited property name is no status
    expect(dealStatusBadge('toString').tone).toBe('neutral');
  });

  it('links a deal to its page', () => {
    expect(dealPath('d 1')).toBe('/deal/d%201');
  });
});

describe('the company page order', () => {
  it('lists the founder first, then members in the order they joined', () => {
    const members = [
      member('u3', '2026-03-01T00:00:00.000Z', 'Cy'),
      member('u2', '2026-02-01T00:00:00.000Z', 'Bo'),
      // the founder comes first whatever the date of their membership
      member('c1', '2026-04-01T00:00:00.000Z', 'Ann'),
    ];
    expect(orderMembers(members, 'c1').map((m) => m.user_id)).toEqual(['c1', 'u2', 'u3']);
    expect(isFounder(members[2]!, 'c1')).toBe(true);
    expect(isFounder(members[0]!, 'c1')).toBe(false);
    // the input is left as it was
    expect(members[0]!.user_id).toBe('u3');
  });

  it('lists documents newest first', () => {
    const doc = (id: string, created_at: string): CompanyDocument => ({
      id,
      document_type: 'business_registration',
      file_name: `${id}.pdf`,
      size: 1,
      created_at,
    });
    expect(
      orderDocuments([doc('a', '2026-01-01T00:00:00.000Z'), doc('b', '2026-02-01T00:00:00.000Z')]).map(
        (d) => d.id,
      ),
    ).toEqual(['b', 'a']);
  });
});
