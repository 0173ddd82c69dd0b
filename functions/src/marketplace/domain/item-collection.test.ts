import { filterOptions, type Industry } from '@portal/contracts/marketplace-catalogue';
import { marketSearchQuerySchema, marketSearchResultSchema } from '@portal/contracts/marketplace';
import { describe, expect, it } from 'vitest';
import type { ChangeItem } from '../../platform/search/domain/collection';
import { SearchIndex } from '../../platform/search/domain/search-index';
import {
  facetList,
  listingsCollection,
  maxExtraFacetValues,
  requestsCollection,
  searchMarket,
  toMarketDocument,
  type MarketDocument,
} from './item-collection';

let sequence = 0;
/** A stored item as the change index projects it (the documented item shape, less what is not projected). */
function stored(fields: Record<string, unknown> = {}, kind: 'listing' | 'request' = 'listing'): ChangeItem {
  sequence += 1;
  const id = (fields.id as string) ?? `item-${String(sequence).padStart(4, '0')}`;
  const updatedAt =
    (fields.updated_at as string) ?? new Date(Date.UTC(2026, 4, 1, 0, 0, sequence)).toISOString();
  return {
    pk: `USER#${(fields.user_id as string) ?? 'owner-1'}`,
    sk: `${kind === 'listing' ? 'LISTING' : 'REQUEST'}#${id}`,
    gsi3pk: kind === 'listing' ? 'LISTINGS' : 'REQUESTS',
    gsi3sk: `${updatedAt}#${id}`,
    entity: 'market_item',
    kind,
    id,
    user_id: 'owner-1',
    name: 'EN590 Diesel',
    product_type: 'EN590 Diesel',
    location: 'Rotterdam',
    quantity: 5000,
    unit: 'MT',
    committed_quantity: 0,
    delivery: 'CIF',
    term: kind === 'listing' ? 'Spot' : 'Net 30',
    price: 700,
    price_type: 'fixed',
    platts_reference: null,
    discount: null,
    currency: 'USD',
    availability_date: null,
    accepting_inquiries: 'now',
    inquiries_date: null,
    industry: 'Energy',
    status: 'Active',
    owner_label: kind === 'listing' ? 'Seller #4821' : 'Buyer #1930',
    owner_rating: 4.5,
    owner_review_count: 0,
    has_terms: true,
    created_at: new Date(Date.UTC(2026, 3, 1, 0, 0, sequence)).toISOString(),
    updated_at: updatedAt,
    ...fields,
  };
}

function replica(items: ChangeItem[], kind: 'listing' | 'request' = 'listing') {
  const index = new SearchIndex(kind === 'listing' ? listingsCollection : requestsCollection);
  index.apply(items, { bulk: true });
  return index;
}
const parse = (query: Record<string, unknown>) => marketSearchQuerySchema.parse(query);
const ids = (result: { items: Array<{ id: string }> }) => result.items.map((i) => i.id);

describe('marketplace collections: documents', () => {
  it('makes a card of an Active item of its kind only, without the owner or the long text', () => {
    const item = stored({ id: 'a', owner_rating: undefined, additional_info: 'not projected' });
    const doc = toMarketDocument('listing', 'a', [['k', item]]);
    expect(doc).toMatchObject({
      id: 'a',
      kind: 'listing',
      user_id: 'owner-1',
      name: 'EN590 Diesel',
      price: 700,
      rating: 2.5,
      review_count: 0,
      has_terms: true,
      status: 'Active',
    });
    expect(doc).not.toHaveProperty('additional_info');
    for (const status of ['Pending', 'Inactive', 'Accepted', 'Rejected'])
      expect(toMarketDocument('listing', 'a', [['k', { ...item, status }]])).toBeUndefined();
    expect(toMarketDocument('request', 'a', [['k', item]])).toBeUndefined();
    // an Active item whose owner's account is deactivated is off the marketplace too
    expect(toMarketDocument('listing', 'a', [['k', { ...item, disabled: true }]])).toBeUndefined();
    const result = searchMarket('listing', replica([item]), parse({}), 'someone-else');
    expect(marketSearchResultSchema.parse(result).items[0]).toMatchObject({
      own: false,
      additional_info: null,
    });
    expect(result.items[0]).not.toHaveProperty('user_id');
    expect(searchMarket('listing', replica([item]), parse({}), 'owner-1').items[0]!.own).toBe(true);
  });

  it('takes an item out when it leaves Active and back when it returns', () => {
    const index = replica([stored({ id: 'a' }), stored({ id: 'b' })]);
    index.apply([stored({ id: 'a', status: 'Inactive', updated_at: '2026-06-01T00:00:00.000Z' })]);
    expect(ids(searchMarket('listing', index, parse({}), 'x'))).toEqual(['b']);
    index.apply([stored({ id: 'a', status: 'Active', updated_at: '2026-06-02T00:00:00.000Z' })]);
    expect(searchMarket('listing', index, parse({}), 'x').total).toBe(2);
  });
});

describe('marketplace collections: search', () => {
  const industries: Industry[] = ['Energy', 'Precious Metals', 'Agriculture'];
  const names = {
    Energy: ['EN590 Diesel 10ppm', 'Jet Fuel A1', 'Fuel Oil 380'],
    'Precious Metals': ['Gold Bullion 999.9', 'Copper Cathodes'],
    Agriculture: ['Sugar Raw VHP', 'Palm Seed Oil'],
  } as const;
  const locations = ['Rotterdam', 'rotterdam ', 'Doha', 'Houston', 'Port of Rotterdam', 'Santos'];
  const deliveries = ['CIF', 'FOB', 'DAP'];
  const items = Array.from({ length: 90 }, (_, i) => {
    const industry = industries[i % 3]!;
    const list = names[industry];
    const name = list[i % list.length]!;
    return stored({
      id: `i${String(i).padStart(2, '0')}`,
      industry,
      name,
      product_type: name.startsWith('EN590')
        ? 'EN590 Diesel'
        : name.startsWith('Fuel')
          ? 'Fuel Oil'
          : name.split(' ').slice(0, 2).join(' ').replace(' 999.9', ''),
      location: locations[i % locations.length],
      delivery: deliveries[i % deliveries.length],
      term: ['Spot', 'Term', 'Forward'][i % 3 === 0 ? (i >> 2) % 3 : 0],
      price: i % 7 === 0 ? null : 100 + ((i * 37) % 50),
      owner_rating: [3, 4.5, 5][i % 3],
      status: i % 10 === 9 ? 'Inactive' : 'Active',
      user_id: i % 4 === 0 ? 'me' : 'owner-1',
    });
  });
  const index = replica(items);
  const active = items.filter((i) => i.status === 'Active');
  const docs = active.map((i) => toMarketDocument('listing', String(i.id), [['k', i]])!);
  const canonical = (location: string) =>
    location.trim().toLowerCase() === 'rotterdam' ? 'Rotterdam' : location;

  it('matches text anywhere in name or location, case-insensitively, with industry and filters, and counts every group ignoring its own selection', () => {
    const query = parse({
      q: 'OTT',
      industry: 'Energy',
      location: ['Rotterdam', 'Port of Rotterdam'],
      delivery: ['CIF', 'DAP'],
      sort: 'price_asc',
    });
    const result = searchMarket('listing', index, query, 'me');
    const text = (d: MarketDocument) => `${d.name}\n${d.location}`.toLowerCase().includes('ott');
    const inIndustry = docs.filter((d) => d.industry === 'Energy' && text(d));
    const byLocation = (d: MarketDocument) =>
      ['Rotterdam', 'Port of Rotterdam'].includes(canonical(d.location));
    const byDelivery = (d: MarketDocument) => ['CIF', 'DAP'].includes(d.delivery);
    const matches = inIndustry.filter((d) => byLocation(d) && byDelivery(d));
    expect(result.total).toBe(matches.length);
    expect(result.total).toBeGreaterThan(0);
    const count = (list: MarketDocument[], of: (d: MarketDocument) => string) => {
      const counts: Record<string, number> = {};
      for (const d of list) counts[of(d)] = (counts[of(d)] ?? 0) + 1;
      return counts;
    };
    const locationCounts = count(inIndustry.filter(byDelivery), (d) => canonical(d.location));
    // the fixed options first (0 when none), then the other values present
    expect(result.facets.location).toEqual({
      ...Object.fromEntries(filterOptions.listing.location.map((o) => [o, locationCounts[o] ?? 0])),
      ...Object.fromEntries(
        Object.entries(locationCounts).filter(
          ([v]) => !(filterOptions.listing.location as readonly string[]).includes(v),
        ),
      ),
      // a selected value is listed even when no item holds it
      'Port of Rotterdam': locationCounts['Port of Rotterdam'] ?? 0,
    });
    expect(result.facets.location!.Rotterdam).toBe(
      inIndustry.filter((d) => byDelivery(d) && canonical(d.location) === 'Rotterdam').length,
    );
    expect(result.facets.delivery).toMatchObject(count(inIndustry.filter(byLocation), (d) => d.delivery));
    expect(result.facets.delivery!.FCA).toBe(0);
    expect(result.facets.product).toMatchObject(count(matches, (d) => d.product_type));
    expect(result.facets.product!['Gold Bullion']).toBe(0);
    expect(result.facets.term).toEqual({ Spot: 0, Term: 0, Forward: 0, ...count(matches, (d) => d.term) });
    expect(result.active_total).toBe(docs.filter((d) => d.industry === 'Energy').length);
    expect(searchMarket('listing', index, parse({}), 'me').active_total).toBe(docs.length);
    expect(result.items.map((i) => i.own)).toEqual(
      result.items.map((i) => items.find((s) => s.id === i.id)!.user_id === 'me'),
    );
  });

  it('sorts by price either way with unpriced items last, by rating with ties newest first, newest and oldest, and pages', () => {
    const newestFirst = (a: MarketDocument, b: MarketDocument) => (a.created_at < b.created_at ? 1 : -1);
    const priced = docs.filter((d) => d.price !== null);
    const unpriced = docs.filter((d) => d.price === null).sort(newestFirst);
    const expectations = {
      price_asc: [...priced.sort((a, b) => a.price! - b.price! || newestFirst(a, b)), ...unpriced],
      price_desc: [...priced.sort((a, b) => b.price! - a.price! || newestFirst(a, b)), ...unpriced],
      rating: [...docs].sort((a, b) => b.rating - a.rating || newestFirst(a, b)),
      newest: [...docs].sort(newestFirst),
      oldest: [...docs].sort(newestFirst).reverse(),
    };
    for (const [sort, expected] of Object.entries(expectations)) {
      const all = [1, 2, 3, 4, 5, 6, 7].flatMap((page) =>
        ids(searchMarket('listing', index, parse({ sort, page, page_size: 12 }), 'x')),
      );
      expect({ sort, all }).toEqual({ sort, all: expected.map((d) => d.id) });
    }
    const second = searchMarket(
      'listing',
      index,
      parse({ sort: 'price_desc', page: '2', page_size: '24' }),
      'x',
    );
    expect(second).toMatchObject({ page: 2, page_size: 24, total: docs.length });
    expect(ids(second)).toEqual(expectations.price_desc.slice(24, 48).map((d) => d.id));
    // the default order: newest on listings, lowest price on requests
    expect(ids(searchMarket('listing', index, parse({}), 'x'))).toEqual(
      expectations.newest.slice(0, 12).map((d) => d.id),
    );
    const requests = replica(
      [stored({ id: 'r1', price: 9 }, 'request'), stored({ id: 'r2', price: 3 }, 'request')],
      'request',
    );
    expect(ids(searchMarket('request', requests, parse({}), 'x'))).toEqual(['r2', 'r1']);
  });

  it('counts a location typed in another case under the option, and filters by it in any case', () => {
    const result = searchMarket('listing', index, parse({ location: 'ROTTERDAM' }), 'x');
    const rotterdam = docs.filter((d) => canonical(d.location) === 'Rotterdam');
    expect(result.total).toBe(rotterdam.length);
    expect(result.facets.location!.rotterdam).toBeUndefined();
  });
});

describe('facetList', () => {
  it('lists the fixed options, then at most 20 more values largest first, then any selected value left out', () => {
    const counts: Record<string, number> = { Doha: 4 };
    for (let i = 0; i < 30; i++) counts[`Port ${String(i).padStart(2, '0')}`] = i + 1;
    const listed = facetList(['Rotterdam', 'Doha'], counts, ['Port 00', 'Nowhere']);
    const keys = Object.keys(listed);
    expect(keys.slice(0, 2)).toEqual(['Rotterdam', 'Doha']);
    expect(listed.Rotterdam).toBe(0);
    expect(keys.slice(2, 2 + maxExtraFacetValues)).toEqual(
      Array.from({ length: maxExtraFacetValues }, (_, i) => `Port ${String(29 - i).padStart(2, '0')}`),
    );
    expect(keys.slice(2 + maxExtraFacetValues)).toEqual(['Port 00', 'Nowhere']);
    expect(listed['Port 00']).toBe(1);
    expect(listed.Nowhere).toBe(0);
  });
});
