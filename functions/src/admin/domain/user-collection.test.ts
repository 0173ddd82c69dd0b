import { describe, expect, it } from 'vitest';
import type { RegistrationStatus, RegistrationType } from '@portal/contracts/me';
import type { ChangeItem } from '../../platform/search/domain/collection';
import { SearchIndex } from '../../platform/search/domain/search-index';
import { accountListSearch, toUserRow, userListSearch, usersCollection } from './user-collection';
import { toAccountRow, type AdminProfile } from './users';

const at = '2026-05-01T00:00:00.000Z';
const profile = (id: string, extra: Partial<AdminProfile> = {}, changed = at): ChangeItem => ({
  pk: `USER#${id}`,
  sk: 'PROFILE',
  gsi3sk: `${changed}#${id}`,
  entity: 'profile',
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
  userId: string,
  type: RegistrationType,
  status: RegistrationStatus,
  changed = at,
): ChangeItem => ({
  pk: `USER#${userId}`,
  sk: `REG#${type}`,
  gsi3sk: `${changed}#${userId}`,
  entity: 'registration',
  id: `${userId}-${type}`,
  user_id: userId,
  type,
  status,
  created_at: '2026-01-01T00:00:00.000Z',
});

function indexOf(items: ChangeItem[]) {
  const index = new SearchIndex(usersCollection);
  index.apply(items, { bulk: true });
  return index;
}
const userPage = (
  index: SearchIndex<never> | ReturnType<typeof indexOf>,
  query: Parameters<typeof userListSearch>[0],
) => {
  const { page: _p, page_size: _s, ...search } = userListSearch(query);
  const answer = (index as ReturnType<typeof indexOf>).query(search);
  return { ...answer, users: answer.items.map(toUserRow) };
};
const accountPage = (
  index: ReturnType<typeof indexOf>,
  role: 'buyer' | 'seller',
  query: Parameters<typeof accountListSearch>[1],
) => {
  const { page: _p, page_size: _s, ...search } = accountListSearch(role, query);
  const answer = index.query(search);
  return { total: answer.total, accounts: answer.items.map(toAccountRow) };
};

describe('users collection: User Management', () => {
  it('makes one row per user from the profile and its registrations, without the document extras', () => {
    const index = indexOf([
      profile('a', { roles: ['seller'] }),
      registration('a', 'buyer', 'submitted'),
      registration('a', 'seller', 'approved'),
      registration('ghost', 'mandate', 'submitted'),
    ]);
    const { users } = userPage(index, {});
    expect(users.find((u) => u.id === 'a')).toEqual({
      id: 'a',
      name: 'User a',
      email: 'a@example.com',
      company: 'Company a',
      phone: '',
      roles: ['seller'],
      type: 'seller',
      status: 'active',
      registrationStatus: 'approved',
      registrationType: 'seller',
      rating: 2.5,
      disabled: false,
      created_at: '2026-01-01T00:00:00.000Z',
    });
    expect(users.find((u) => u.id === 'ghost')).toMatchObject({ name: 'Unknown', status: 'pending' });
    expect(index.sums()).toMatchObject({ profiles: 1, registrations: 3, 'registrations:submitted': 2 });
  });

  it('searches name, email and company case-insensitively from a word start and counts every tab', () => {
    const index = indexOf([
      profile('a', { roles: ['seller'], company_name: 'Gold Corp' }),
      profile('bb', { full_name: 'Bob GOLDMAN' }),
      profile('ccc', { email: 'marigold@example.com' }),
    ]);
    const found = userPage(index, { search: 'gold' });
    expect(found.users.map((u) => u.id).sort()).toEqual(['a', 'bb']);
    expect(found.counts).toEqual({ all: 2, buyers: 1, sellers: 1 });
    expect(userPage(index, { search: 'BB@EXAMPLE.COM' }).users.map((u) => u.id)).toEqual(['bb']);
    // the tab filters the rows, not the counts
    const sellers = userPage(index, { tab: 'sellers' });
    expect(sellers.users.map((u) => u.id)).toEqual(['a']);
    expect(sellers.counts).toMatchObject({ all: 3, buyers: 2, sellers: 1 });
    // punctuation has no words to index: it is matched as text
    expect(userPage(index, { search: '@' }).total).toBe(3);
  });

  it('pages the tab newest first and keeps the counts of every match', () => {
    const index = indexOf(
      Array.from({ length: 7 }, (_, i) =>
        profile(`u${i}`, { created_at: `2026-01-0${i + 1}T00:00:00.000Z` }),
      ),
    );
    const second = userPage(index, { page: 2, page_size: 3 });
    expect(second.users.map((u) => u.id)).toEqual(['u3', 'u2', 'u1']);
    expect(second.counts.all).toBe(7);
    expect(userPage(index, { page: 3, page_size: 3 }).users.map((u) => u.id)).toEqual(['u0']);
    expect(userListSearch({}).page_size).toBe(50);
  });

  it('follows changes: approval, rename, deactivation and deletion move the row and its counts', () => {
    const index = indexOf([profile('a'), registration('a', 'seller', 'submitted'), profile('bb')]);
    const later = '2026-05-02T00:00:00.000Z';
    index.apply([
      registration('a', 'seller', 'approved', later),
      profile('a', { roles: ['seller'], full_name: 'Renamed Trader' }, later),
    ]);
    expect(userPage(index, { search: 'renamed' }).users[0]).toMatchObject({ id: 'a', status: 'active' });
    expect(userPage(index, {}).counts).toMatchObject({ all: 2, sellers: 1 });
    index.apply([profile('a', { roles: ['seller'], disabled: true }, '2026-05-03T00:00:00.000Z')]);
    expect(userPage(index, {}).users.find((u) => u.id === 'a')).toMatchObject({ status: 'inactive' });
    // a stale copy read again within the overlap window changes nothing
    index.apply([profile('a', {}, at)]);
    expect(userPage(index, {}).users.find((u) => u.id === 'a')?.disabled).toBe(true);
    index.apply([{ pk: 'TOMBSTONE#USERS#a', sk: 'TOMBSTONE', gsi3sk: `2026-05-04T00:00:00.000Z#a` }]);
    expect(userPage(index, {}).users.map((u) => u.id)).toEqual(['bb']);
    expect(index.sums()).toMatchObject({ profiles: 1, registrations: 0 });
  });
});

describe('users collection: Buyer / Seller Accounts and dashboard counts', () => {
  const index = indexOf([
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
    profile('e'),
  ]);
  it('lists holders of the role, newest registration first by default', () => {
    const page = accountPage(index, 'buyer', {});
    expect(page.accounts.map((a) => a.name)).toEqual(['Zed', 'Max', 'Amy']);
    expect(page.total).toBe(3);
    expect(page.accounts.find((a) => a.name === 'Max')?.rating).toBe(2.5);
  });
  it('filters by status and name, sorts by name or rating, and pages', () => {
    expect(accountPage(index, 'buyer', { status: 'inactive' })).toMatchObject({ total: 1 });
    expect(accountPage(index, 'buyer', { status: 'inactive' }).accounts.map((a) => a.name)).toEqual(['Amy']);
    expect(accountPage(index, 'buyer', { search: 'ma' }).accounts.map((a) => a.name)).toEqual(['Max']);
    // the account search is on the name only
    expect(accountPage(index, 'buyer', { search: 'example' }).total).toBe(0);
    expect(accountPage(index, 'buyer', { sort: 'name' }).accounts.map((a) => a.name)).toEqual([
      'Amy',
      'Max',
      'Zed',
    ]);
    expect(accountPage(index, 'buyer', { sort: 'rating', order: 'desc' }).accounts[0]?.name).toBe('Zed');
    const second = accountPage(index, 'buyer', { sort: 'name', page: 2, page_size: 2 });
    expect(second).toMatchObject({ total: 3 });
    expect(second.accounts.map((a) => a.name)).toEqual(['Zed']);
  });
  it('counts profiles, active users and holders of each role for the dashboard', () => {
    expect(index.countsOf('stats')).toEqual({
      profiles: 5,
      active: 3,
      'role:buyer': 3,
      'role:seller': 2,
    });
  });
});
