import { describe, expect, it } from 'vitest';
import type { Registration } from '@portal/contracts/account';
import {
  accountPage,
  deriveUserRows,
  displayName,
  filterUserRows,
  userPage,
  type AdminProfile,
} from './users';

const profile = (id: string, extra: Partial<AdminProfile> = {}): AdminProfile => ({
  id,
  full_name: `User ${id}`,
  email: `${id}@example.com`,
  company_name: `Company ${id}`,
  phone_number: '',
  roles: [],
  created_at: `2026-01-0${id.length}T00:00:00.000Z`,
  ...extra,
});
const registration = (
  user_id: string,
  type: Registration['type'],
  status: Registration['status'],
): Registration => ({
  id: `${user_id}-${type}`,
  user_id,
  type,
  status,
  form_values: {},
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  version: 1,
});

describe('admin user rows', () => {
  it('names users by full name, else the email local part, else Unknown', () => {
    expect(displayName({ full_name: ' Ann ', email: 'a@b.co' })).toBe('Ann');
    expect(displayName({ full_name: '', email: 'trader@b.co' })).toBe('trader');
    expect(displayName(undefined)).toBe('Unknown');
  });
  it('derives status from the most advanced registration; no registration is an inactive buyer with none', () => {
    const rows = deriveUserRows(
      [
        profile('a', { roles: ['seller'] }),
        profile('bb'),
        profile('ccc', { roles: ['buyer'], disabled: true }),
      ],
      [
        registration('a', 'buyer', 'submitted'),
        registration('a', 'seller', 'approved'),
        registration('ccc', 'buyer', 'approved'),
        registration('ghost', 'mandate', 'submitted'),
      ],
    );
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId.a).toMatchObject({
      status: 'active',
      registrationStatus: 'approved',
      registrationType: 'seller',
      type: 'seller',
    });
    expect(byId.bb).toMatchObject({
      status: 'inactive',
      registrationStatus: 'none',
      type: 'buyer',
      company: 'Company bb',
    });
    expect(byId.ccc).toMatchObject({ status: 'inactive', disabled: true });
    expect(byId.ghost).toMatchObject({
      name: 'Unknown',
      status: 'pending',
      registrationType: 'mandate',
      company: 'N/A',
    });
  });
  it('searches name, email and company case-insensitively and counts tabs', () => {
    const rows = deriveUserRows(
      [
        profile('a', { roles: ['seller'], company_name: 'Gold Corp' }),
        profile('bb', { full_name: 'Bob GOLDMAN' }),
        profile('ccc'),
      ],
      [],
    );
    const { users, counts } = filterUserRows(rows, 'gold', 'all');
    expect(users.map((u) => u.id).sort()).toEqual(['a', 'bb']);
    expect(counts).toEqual({ all: 2, buyers: 1, sellers: 1, mandates: 0 });
    expect(filterUserRows(rows, undefined, 'sellers').users.map((u) => u.id)).toEqual(['a']);
  });
});

describe('userPage', () => {
  const rows = deriveUserRows(
    Array.from({ length: 7 }, (_, i) => profile(`u${i}`, { created_at: `2026-01-0${i + 1}T00:00:00.000Z` })),
    [],
  );
  it('pages the tab newest first and keeps the counts of every match', () => {
    const second = userPage(rows, { page: 2, page_size: 3 });
    expect(second.users.map((u) => u.id)).toEqual(['u3', 'u2', 'u1']);
    expect(second.counts.all).toBe(7);
    expect(userPage(rows, { page: 3, page_size: 3 }).users.map((u) => u.id)).toEqual(['u0']);
    expect(userPage(rows, {}).page_size).toBe(50);
  });
});

describe('accountPage', () => {
  const profiles = [
    profile('a', { roles: ['buyer'], full_name: 'Zed', rating: 4, created_at: '2026-03-01T00:00:00Z' }),
    profile('b', {
      roles: ['buyer'],
      full_name: 'Amy',
      rating: 2.5,
      created_at: '2026-01-01T00:00:00Z',
      disabled: true,
    }),
    profile('c', { roles: ['buyer', 'seller'], full_name: 'Max', created_at: '2026-02-01T00:00:00Z' }),
    profile('d', { roles: ['seller'], full_name: 'Sol' }),
  ];
  it('lists holders of the role, newest registration first by default', () => {
    const page = accountPage(profiles, 'buyer', {});
    expect(page.accounts.map((a) => a.name)).toEqual(['Zed', 'Max', 'Amy']);
    expect(page.total).toBe(3);
    expect(page.accounts.find((a) => a.name === 'Max')?.rating).toBe(2.5);
  });
  it('filters by status and name, sorts by name or rating, and pages', () => {
    expect(accountPage(profiles, 'buyer', { status: 'inactive' }).accounts.map((a) => a.name)).toEqual([
      'Amy',
    ]);
    expect(accountPage(profiles, 'buyer', { search: 'ma' }).accounts.map((a) => a.name)).toEqual(['Max']);
    expect(accountPage(profiles, 'buyer', { sort: 'name' }).accounts.map((a) => a.name)).toEqual([
      'Amy',
      'Max',
      'Zed',
    ]);
    expect(accountPage(profiles, 'buyer', { sort: 'rating', order: 'desc' }).accounts[0]?.name).toBe('Zed');
    const second = accountPage(profiles, 'buyer', { sort: 'name', page: 2, page_size: 2 });
    expect(second).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(second.accounts.map((a) => a.name)).toEqual(['Zed']);
  });
});
