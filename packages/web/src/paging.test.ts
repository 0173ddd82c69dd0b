import { describe, expect, it } from 'vitest';
import { pageCount, pageSummary, plural } from './paging';

describe('paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(42, 10)).toBe(5);
    expect(pageCount(40, 10)).toBe(4);
    expect(pageCount(5, 0)).toBe(1);
  });

  it('says which rows a page shows', () => {
    expect(pageSummary({ page: 2, pageSize: 10, shown: 10, total: 42 }, 'deal')).toBe(
      'Showing 11–20 of 42 deals',
    );
    expect(pageSummary({ page: 1, pageSize: 50, shown: 1, total: 1 }, 'user')).toBe('Showing 1–1 of 1 user');
    expect(pageSummary({ page: 1, pageSize: 50, shown: 0, total: 0 }, 'user')).toBe('Showing 0 of 0 users');
    expect(plural(2, 'inquiry', 'inquiries')).toBe('2 inquiries');
  });
});
