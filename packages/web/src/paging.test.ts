import { describe, expect, it } from 'vitest';
import {
  firstPage,
  nextPage,
  pageCount,
  pageOf,
  pageSummary,
  pagingIn,
  pagingScope,
  plural,
  previousPage,
} from './paging';

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

  it('keeps a page within its search and tab; another search or tab starts again at page 1', () => {
    expect(pagingScope('all', 'Ann')).toBe(pagingScope('all', 'ann'));
    expect(pagingScope('all', 'ann')).not.toBe(pagingScope('buyers', 'ann'));
    expect(pagingScope('all', 'ann')).not.toBe(pagingScope('all', 'anna'));
    const third = pageOf(pagingScope('all', 'ann'), 3);
    expect(pagingIn(third, pagingScope('all', 'ANN')).page).toBe(3);
    expect(pagingIn(third, pagingScope('buyers', 'ann'))).toEqual(firstPage(pagingScope('buyers', 'ann')));
    expect(pageOf('s', 0).page).toBe(1);
  });

  it('pages by cursor: next keeps the cursor of each page seen, previous goes back to it', () => {
    const first = firstPage('s');
    const second = nextPage(first, 'c2');
    const third = nextPage(second, 'c3');
    expect(third).toEqual({ scope: 's', page: 3, cursors: [undefined, 'c2', 'c3'] });
    expect(previousPage(third)).toEqual(second);
    expect(previousPage(previousPage(third))).toEqual(first);
    expect(previousPage(first)).toBe(first);
    // numbered paging has no cursors to keep
    expect(nextPage(pageOf('s', 2)).page).toBe(3);
  });
});
