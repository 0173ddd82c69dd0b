import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../../platform/search/domain/search-index';
import { listingsCollection } from './item-collection';
import { emailsAgain, newMatches, newSavedSearch, savedSearchAlert } from './saved-searches';

const now = new Date('2026-11-28T12:00:00.000Z');
const search = newSavedSearch({
  id: 's1',
  userId: 'buyer',
  name: 'Diesel in Antwerp',
  kind: 'listing',
  query: { q: 'diesel', location: ['Antwerp'] },
  now: new Date('2026-11-28T08:00:00.000Z'),
});

const listing = (id: string, over: Record<string, unknown> = {}) => ({
  pk: `USER#${String(over.user_id ?? 'seller')}`,
  sk: `LISTING#${id}`,
  gsi3pk: 'LISTINGS',
  gsi3sk: `2026-11-28T11:00:00.000Z#${id}`,
  entity: 'market_item',
  kind: 'listing',
  id,
  user_id: 'seller',
  name: 'EN590 Diesel',
  product_type: 'EN590 Diesel',
  location: 'Antwerp',
  quantity: 1000,
  unit: 'MT',
  committed_quantity: 0,
  delivery: 'FOB',
  term: 'Spot',
  price: 700,
  price_type: 'fixed',
  currency: 'USD',
  accepting_inquiries: 'now',
  industry: 'Energy',
  status: 'Active',
  owner_label: 'Seller #1930',
  created_at: '2026-11-28T11:00:00.000Z',
  updated_at: '2026-11-28T11:00:00.000Z',
  ...over,
});

describe('saved-search alerts', () => {
  it('match the new items with the search’s own marketplace query, never the owner’s or older ones', () => {
    const fresh = new SearchIndex(listingsCollection);
    fresh.apply([
      listing('match'),
      listing('elsewhere', { location: 'Houston' }),
      listing('other-product', { name: 'Gold Bullion', product_type: 'Gold Bullion' }),
      listing('own', { user_id: 'buyer' }),
      listing('before-the-search', {
        created_at: '2026-11-27T11:00:00.000Z',
        updated_at: '2026-11-27T11:00:00.000Z',
      }),
      // made before the search, reactivated since: news
      listing('reactivated', { created_at: '2026-11-01T11:00:00.000Z' }),
      listing('inactive', { status: 'Inactive' }),
    ]);
    fresh.sortOrders();
    expect(
      newMatches(search, fresh)
        .items.map((doc) => doc.id)
        .sort(),
    ).toEqual(['match', 'reactivated']);
  });

  it("never alert a company member of their own company's items", () => {
    const fresh = new SearchIndex(listingsCollection);
    fresh.apply([listing('company', { user_id: 'buyer-company' }), listing('match')]);
    fresh.sortOrders();
    const memberSearch = { ...search, user_id: 'member', company_id: 'buyer-company' };
    expect(newMatches(memberSearch, fresh).items.map((doc) => doc.id)).toEqual(['match']);
  });

  it('e-mail at most once a day per search; the bell has every alert, linking to the search', () => {
    expect(emailsAgain(search, now)).toBe(true);
    expect(emailsAgain({ last_emailed_at: '2026-11-28T00:00:00.000Z' }, now)).toBe(false);
    expect(emailsAgain({ last_emailed_at: '2026-11-27T12:00:00.000Z' }, now)).toBe(true);
    const fresh = new SearchIndex(listingsCollection);
    fresh.apply([
      listing('a'),
      listing('b', { name: 'Diesel B' }),
      listing('c', { name: 'Diesel C' }),
      listing('d', { name: 'Diesel D' }),
    ]);
    fresh.sortOrders();
    const alert = savedSearchAlert(search, newMatches(search, fresh), '2026-11-28T10:00:00.000Z', now);
    expect(alert).toMatchObject({
      type: 'saved-search-match',
      userId: 'buyer',
      title: 'New matches for "Diesel in Antwerp"',
      email: true,
      link: '/marketplace/buyer?q=diesel&location=Antwerp&new=2026-11-28T10%3A00%3A00.000Z',
    });
    expect(alert.body).toMatch(/^4 new listings match your saved search: .+ \(Antwerp\), .+ and 1 more\.$/);
  });
});
