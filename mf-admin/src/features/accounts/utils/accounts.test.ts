import type { AccountRow } from '@portal/contracts/admin';
import { toCsv } from '@portal/contracts/csv';
import { describe, expect, it } from 'vitest';
import {
  accountCsvRows,
  accountListKey,
  accountListQuery,
  countText,
  CSV_HEADER,
  exportFileName,
  pageCount,
  pageSummary,
  pagingScope,
  statusParam,
  type AccountListState,
} from './accounts';

const base: AccountListState = { search: '', toggles: { active: true, inactive: true }, sort: null, page: 1 };

describe('account list query', () => {
  it('maps the status toggles to the status filter', () => {
    expect(statusParam({ active: true, inactive: true })).toBeUndefined();
    expect(statusParam({ active: true, inactive: false })).toBe('active');
    expect(statusParam({ active: false, inactive: true })).toBe('inactive');
    expect(statusParam({ active: false, inactive: false })).toBeNull();
  });

  it('leaves defaults out and sends search, status, sort and page', () => {
    expect(accountListQuery(base)).toEqual({});
    expect(accountListKey('buyer', base)).toBe('/admin/accounts/buyer');
    const state: AccountListState = {
      search: '  Acme Oil ',
      toggles: { active: false, inactive: true },
      sort: { column: 'reg_date', order: 'desc' },
      page: 3,
    };
    expect(accountListQuery(state)).toEqual({
      search: 'Acme Oil',
      status: 'inactive',
      sort: 'reg_date',
      order: 'desc',
      page: '3',
    });
    expect(accountListKey('seller', state)).toBe(
      '/admin/accounts/seller?search=Acme+Oil&status=inactive&sort=reg_date&order=desc&page=3',
    );
  });

  it('asks nothing when both toggles are off', () => {
    const state = { ...base, toggles: { active: false, inactive: false } };
    expect(accountListQuery(state)).toBeNull();
    expect(accountListKey('buyer', state)).toBeNull();
  });

  it('cuts the search to the 200 characters the server accepts', () => {
    expect(accountListQuery({ ...base, search: 'x'.repeat(250) })?.search).toHaveLength(200);
  });

  it('starts a new paging scope when search, filter or sort change, not for case or spaces', () => {
    const scope = pagingScope(base);
    expect(pagingScope({ ...base, search: '  ' })).toBe(scope);
    expect(pagingScope({ ...base, search: 'Ann' })).toBe(pagingScope({ ...base, search: 'ann ' }));
    expect(pagingScope({ ...base, search: 'ann' })).not.toBe(scope);
    expect(pagingScope({ ...base, toggles: { active: true, inactive: false } })).not.toBe(scope);
    expect(pagingScope({ ...base, sort: { column: 'name', order: 'asc' } })).not.toBe(scope);
  });
});

describe('paging and counts', () => {
  it('counts pages from the server answer', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(10, 0)).toBe(1);
  });

  it('summarises the page', () => {
    expect(pageSummary(2, 25, 25, 60)).toBe('Showing 26-50 of 60');
    expect(pageSummary(3, 25, 10, 60)).toBe('Showing 51-60 of 60');
    expect(pageSummary(1, 25, 0, 0)).toBe('Showing 0 of 0');
  });

  it("writes '{n} accounts shown'", () => {
    expect(countText(0)).toBe('0 accounts shown');
    expect(countText(12)).toBe('12 accounts shown');
  });
});

describe('Export Data', () => {
  const rows: AccountRow[] = [
    {
      id: 'u1',
      name: 'Ann, Buyer',
      email: 'ann@example.com',
      company: 'Acme',
      rating: 4,
      registrationDate: '2025-01-05T10:00:00.000Z',
      status: 'active',
    },
    {
      id: 'u2',
      name: '=cmd',
      email: 'bob@example.com',
      company: 'N/A',
      rating: 2.5,
      registrationDate: '2025-01-04T10:00:00.000Z',
      status: 'inactive',
    },
  ];

  it('writes the rows shown, in order, with readable status and rating', () => {
    expect(accountCsvRows(rows)).toEqual([
      ['u1', 'Ann, Buyer', 'ann@example.com', 'Acme', '4.0', '2025-01-05T10:00:00.000Z', 'Active'],
      ['u2', '=cmd', 'bob@example.com', 'N/A', '2.5', '2025-01-04T10:00:00.000Z', 'Inactive'],
    ]);
    expect(toCsv(CSV_HEADER, accountCsvRows(rows))).toBe(
      '"ID","Name","Email","Company","Rating","Registration Date","Status"\r\n' +
        '"u1","Ann, Buyer","ann@example.com","Acme","4.0","2025-01-05T10:00:00.000Z","Active"\r\n' +
        '"u2","\'=cmd","bob@example.com","N/A","2.5","2025-01-04T10:00:00.000Z","Inactive"\r\n',
    );
  });

  it('names the file by role and date', () => {
    expect(exportFileName('seller', '2025-03-04')).toBe('seller_accounts_2025-03-04.csv');
  });
});
