import { savedSearchPath } from '@portal/contracts/saved-search-path';
import { describe, expect, it } from 'vitest';
import { queryText, savedQueryOf, suggestedName } from './saved-query';

describe('a saved search and the address it comes from', () => {
  it('keeps the side, industry, text, filters and sort of the page, never its page or size', () => {
    const saved = savedQueryOf(
      '/marketplace/buyer/energy',
      new URLSearchParams(
        'q=en590&location=Rotterdam&location=Antwerp&delivery=CIF&sort=price_asc&page=3&page_size=24',
      ),
    );
    expect(saved).toEqual({
      kind: 'listing',
      query: {
        industry: 'Energy',
        q: 'en590',
        location: ['Rotterdam', 'Antwerp'],
        delivery: ['CIF'],
        sort: 'price_asc',
      },
    });
    // and opens as that page again, the new items marked after the moment given
    expect(savedSearchPath(saved, '2026-11-28T10:00:00.000Z')).toBe(
      '/marketplace/buyer/energy?q=en590&location=Rotterdam&location=Antwerp&delivery=CIF&sort=price_asc&new=2026-11-28T10%3A00%3A00.000Z',
    );
    expect(savedQueryOf('/marketplace/seller', new URLSearchParams('sort=cheapest'))).toEqual({
      kind: 'request',
      query: {},
    });
  });

  it('suggests a name and says what a search looks for', () => {
    expect(suggestedName('listing', { q: 'en590', location: ['Rotterdam'] })).toBe('en590 Rotterdam');
    expect(suggestedName('request', { industry: 'Agriculture' })).toBe('Agriculture requests');
    expect(queryText({ industry: 'Energy', q: 'en590', delivery: ['CIF', 'FOB'] })).toBe(
      'Energy · "en590" · CIF, FOB',
    );
    expect(queryText({})).toBe('Everything on the page');
  });
});
