import { pageCount } from '@portal/web/paging';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryString,
  clearFilters,
  clearSearchAndFilters,
  defaultState,
  filterChips,
  isNarrowed,
  marketplaceContext,
  pageHeading,
  parseSearchState,
  resultsText,
  searchStateParams,
  sortLabel,
  toggleFilter,
  withPage,
  withPageSize,
  withSearch,
  withSort,
} from './search-state';
import { groupOptions } from './facets';
import { emptyTexts, loadErrorText, noMatchTexts } from './texts';

const parse = (query: string, kind: 'listing' | 'request' = 'listing') =>
  parseSearchState(new URLSearchParams(query), kind);

describe('the page a path names', () => {
  it('buyer pages show listings, seller pages requests; the third segment is the industry', () => {
    expect(marketplaceContext('/marketplace/buyer')).toEqual({
      side: 'buyer',
      kind: 'listing',
      industry: undefined,
      root: '/marketplace/buyer',
    });
    expect(marketplaceContext('/marketplace/seller/metals')).toEqual({
      side: 'seller',
      kind: 'request',
      industry: 'Precious Metals',
      root: '/marketplace/seller',
    });
    expect(marketplaceContext('/marketplace/buyer/energy').industry).toBe('Energy');
    expect(marketplaceContext('/marketplace/buyer/agriculture/').industry).toBe('Agriculture');
    expect(marketplaceContext('/marketplace/buyer/unknown').industry).toBeUndefined();
  });

  it("titles listings 'Marketplace' / 'Active Listings: N' and requests by industry", () => {
    expect(pageHeading({ kind: 'listing', industry: 'Energy' }, 42)).toEqual({
      title: 'Marketplace',
      subtitle: 'Active Listings: 42',
    });
    expect(pageHeading({ kind: 'request', industry: 'Agriculture' }, 3)).toEqual({
      title: 'Agriculture Marketplace',
      subtitle: 'Browse available product requests',
    });
    expect(pageHeading({ kind: 'request', industry: undefined }, 3).title).toBe('Marketplace');
  });
});

describe('search state <-> address', () => {
  it('defaults: Newest on listings, Lowest to high on requests, page 1 of 12', () => {
    expect(parse('')).toEqual(defaultState('listing'));
    expect(parse('').sort).toBe('newest');
    expect(parse('', 'request').sort).toBe('price_asc');
    expect(parse('').pageSize).toBe(12);
    expect(searchStateParams(defaultState('listing'), 'listing').toString()).toBe('');
    expect(searchStateParams(defaultState('request'), 'request').toString()).toBe('');
  });

  it('round-trips text, repeated filter values, sort, page and page size', () => {
    const query =
      'q=diesel&product=EN590+Diesel&location=Rotterdam&location=Doha&delivery=CIF&term=Spot&sort=price_desc&page=3&page_size=24';
    const state = parse(query);
    expect(state).toEqual({
      q: 'diesel',
      filters: {
        product: ['EN590 Diesel'],
        location: ['Rotterdam', 'Doha'],
        delivery: ['CIF'],
        term: ['Spot'],
      },
      sort: 'price_desc',
      page: 3,
      pageSize: 24,
    });
    expect(searchStateParams(state, 'listing').toString()).toBe(query);
    expect(parse(searchStateParams(state, 'listing').toString())).toEqual(state);
  });

  it("accepts 'oldest' from the address though the menu does not list it", () => {
    expect(parse('sort=oldest').sort).toBe('oldest');
    expect(sortLabel('oldest')).toBe('Oldest');
    expect(sortLabel('price_asc')).toBe('Lowest to high');
  });

  it('falls back to defaults for what the server would refuse', () => {
    const state = parse(
      'sort=cheapest&page=0&page_size=50&q=%20%20&location=&location=%20Doha%20&location=Doha',
    );
    expect(state.sort).toBe('newest');
    expect(state.page).toBe(1);
    expect(state.pageSize).toBe(12);
    expect(state.q).toBe('');
    expect(state.filters.location).toEqual(['Doha']);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=99999999').page).toBe(10_000);
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(120);
    const many = Array.from({ length: 30 }, (_, i) => `term=t${i}`).join('&');
    expect(parse(many).filters.term).toHaveLength(20);
  });

  it('writes the default sort of the kind nowhere and another sort explicitly', () => {
    expect(searchStateParams(withSort(defaultState('request'), 'newest'), 'request').toString()).toBe(
      'sort=newest',
    );
    expect(searchStateParams(withSort(defaultState('request'), 'price_asc'), 'request').toString()).toBe('');
  });

  it('sends the API the industry of the path and every filter value as its own parameter', () => {
    const state = toggleFilter(toggleFilter(parse('q=gold'), 'location', 'Zurich'), 'location', 'Doha');
    const params = new URLSearchParams(apiQueryString(state, 'Precious Metals'));
    expect(params.get('q')).toBe('gold');
    expect(params.get('industry')).toBe('Precious Metals');
    expect(params.getAll('location')).toEqual(['Zurich', 'Doha']);
    expect(params.get('sort')).toBe('newest');
    expect(params.get('page')).toBe('1');
    expect(params.get('page_size')).toBe('12');
    expect(new URLSearchParams(apiQueryString(defaultState('listing'), undefined)).has('industry')).toBe(
      false,
    );
  });
});

describe('changes', () => {
  const onPage3 = parse('page=3&location=Doha');

  it('every change but paging starts again at page 1', () => {
    expect(withSearch(onPage3, ' oil ').page).toBe(1);
    expect(withSearch(onPage3, ' oil ').q).toBe('oil');
    expect(toggleFilter(onPage3, 'term', 'Spot').page).toBe(1);
    expect(withSort(onPage3, 'rating').page).toBe(1);
    expect(withPageSize(onPage3, 36)).toMatchObject({ page: 1, pageSize: 36 });
    expect(clearFilters(onPage3).page).toBe(1);
    expect(withPage(onPage3, 4).page).toBe(4);
    expect(withPage(onPage3, 0).page).toBe(1);
  });

  it('a filter value toggles on and off; chips list the selection in group order', () => {
    const on = toggleFilter(toggleFilter(defaultState('listing'), 'term', 'Spot'), 'product', 'Gold Bullion');
    expect(activeFilterCount(on)).toBe(2);
    expect(filterChips(on)).toEqual([
      { group: 'product', groupLabel: 'Product Type', value: 'Gold Bullion' },
      { group: 'term', groupLabel: 'Term', value: 'Spot' },
    ]);
    const off = toggleFilter(on, 'term', 'Spot');
    expect(off.filters.term).toEqual([]);
    expect(activeFilterCount(off)).toBe(1);
  });

  it('clearing filters keeps the text; clearing both empties the search too', () => {
    const state = toggleFilter(withSearch(defaultState('listing'), 'oil'), 'delivery', 'FOB');
    expect(isNarrowed(state)).toBe(true);
    expect(clearFilters(state)).toMatchObject({ q: 'oil', filters: { delivery: [] } });
    expect(isNarrowed(clearSearchAndFilters(state))).toBe(false);
  });
});

describe('counts, paging and messages', () => {
  it('lists the server counts in its order, keeps a selected value, and shows the fixed options before the first answer', () => {
    expect(groupOptions(['CIF', 'FOB'], { CIF: 3, FOB: 0, DAP: 2 }, ['FOB'])).toEqual([
      { value: 'CIF', count: 3 },
      { value: 'FOB', count: 0 },
      { value: 'DAP', count: 2 },
    ]);
    expect(groupOptions(['CIF'], { CIF: 1 }, ['EXW'])).toEqual([
      { value: 'CIF', count: 1 },
      { value: 'EXW', count: 0 },
    ]);
    expect(groupOptions(['CIF', 'FOB'], undefined, ['DAP'])).toEqual([
      { value: 'CIF', count: undefined },
      { value: 'FOB', count: undefined },
      { value: 'DAP', count: undefined },
    ]);
  });

  it("counts pages and says '{n} results found'", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(24, 24)).toBe(1);
    expect(resultsText(7)).toBe('7 results found');
  });

  it("uses the spec's texts on listing pages", () => {
    expect(loadErrorText('listing')).toBe('Error loading listings. Please try again later.');
    expect(emptyTexts('listing')).toEqual({
      title: 'No listings available',
      body: 'There are currently no active listings available. Please check back later.',
    });
    expect(emptyTexts('request').title).toBe('No requests available');
    expect(noMatchTexts('listing').title).toBe('No listings match your search');
  });
});
