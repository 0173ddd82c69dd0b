import type { AdminDealList } from '@portal/contracts/admin-deals';
import { describe, expect, it } from 'vitest';
import { dealListKey, dealListQuery, dealProgressTone, isDealListKey, pageSummary, partyName } from './deals';

describe('deal management utils', () => {
  it('colours the bar green at 100, yellow below 30, blue otherwise', () => {
    expect([0, 10, 29, 30, 70, 99, 100].map(dealProgressTone)).toEqual([
      'warning',
      'warning',
      'warning',
      'primary',
      'primary',
      'primary',
      'success',
    ]);
  });

  it('asks for a tab, a page and the trimmed text (none when blank)', () => {
    expect(dealListQuery('  Contoso ', 'ongoing', 2)).toEqual({
      tab: 'ongoing',
      page: 2,
      page_size: 10,
      q: 'Contoso',
    });
    expect(dealListQuery('   ', 'all', 1)).toEqual({ tab: 'all', page: 1, page_size: 10 });
    expect(dealListKey('x', 'all', 1)).toBe('/admin/deals?tab=all&page=1&page_size=10&q=x');
    expect(isDealListKey(dealListKey('', 'pending', 3))).toBe(true);
    expect(isDealListKey('/admin/deal-documents/pending')).toBe(false);
  });

  it('names a party by its company, else by its label; sums up the page', () => {
    expect(partyName({ id: 'u', company: 'Contoso', label: 'Buyer #1' })).toBe('Contoso');
    expect(partyName({ id: 'u', company: null, label: 'Buyer #1' })).toBe('Buyer #1');
    const list = (n: number, page: number) =>
      ({ deals: Array.from({ length: n }), page, page_size: 10 }) as unknown as AdminDealList;
    expect(pageSummary(list(10, 1), 12)).toBe('Showing 1–10 of 12 deals');
    expect(pageSummary(list(2, 2), 12)).toBe('Showing 11–12 of 12 deals');
    expect(pageSummary(list(0, 1), 0)).toBe('Showing 0 of 0 deals');
    expect(pageSummary(list(1, 1), 1)).toBe('Showing 1–1 of 1 deal');
  });
});
