import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../../platform/search/domain/search-index';
import { listingsCollection, type MarketDocument } from './item-collection';
import { bestMatches, matchScore, matchWeights, minimumMatchScore } from './matching';

const doc = (over: Partial<MarketDocument> = {}): MarketDocument => ({
  id: 'l1',
  kind: 'listing',
  user_id: 'seller',
  name: 'EN590 Diesel 10ppm',
  product_type: 'EN590 Diesel',
  location: 'Rotterdam',
  quantity: 50_000,
  unit: 'MT',
  committed_quantity: 0,
  delivery: 'CIF',
  term: 'Spot',
  price: 700,
  price_type: 'fixed',
  platts_reference: null,
  discount: null,
  differential: 'discount',
  currency: 'USD',
  availability_date: '2027-01-10',
  accepting_inquiries: 'now',
  inquiries_date: null,
  industry: 'Energy',
  status: 'Active',
  owner_label: 'Seller #1930',
  rating: 4,
  review_count: 2,
  has_terms: true,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...over,
});
const request = doc({
  id: 'r1',
  kind: 'request',
  user_id: 'buyer',
  quantity: 25_000,
  price: 720,
  availability_date: '2027-01-15',
});
const points = (result: ReturnType<typeof matchScore>) =>
  Object.fromEntries(result.reasons.map((r) => [r.factor, r.points]));

describe('matching a request with listings', () => {
  it('weighs six factors that add up to 100', () => {
    expect(Object.values(matchWeights).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('gives a listing that answers every term 100, and says why', () => {
    const result = matchScore(request, doc());
    expect(result.score).toBe(100);
    expect(result.reasons.map((r) => r.detail)).toEqual([
      'Same product type: EN590 Diesel',
      'Covers the whole 25,000 MT',
      'USD 700.00, within the target of USD 720.00',
      'Same place: Rotterdam',
      'Same incoterm: CIF',
      'Available by 2027-01-15',
    ]);
  });

  it('takes points off in proportion: part of the quantity, a price above target, a late date', () => {
    const result = matchScore(
      request,
      doc({ quantity: 10_000, price: 756, availability_date: '2027-01-30' }),
    );
    // 40 % of the quantity, 5 % above the target (a quarter of the tolerance), 15 of 30 days late
    expect(points(result)).toMatchObject({ quantity: 8, price: 11.3, availability: 5 });
    // 30 + 8 + 11.3 + 15 + 10 + 5, rounded
    expect(result.score).toBe(79);
  });

  it('gives nothing for another product, place, incoterm, unit or currency, and half for terms left open', () => {
    const result = matchScore(
      request,
      doc({
        product_type: 'Jet Fuel A1',
        location: 'Singapore',
        delivery: 'FOB',
        unit: 'BBL',
        currency: 'USDT',
      }),
    );
    expect(points(result)).toMatchObject({ product: 0, quantity: 0, price: 0, location: 0, incoterm: 0 });
    const open = matchScore({ ...request, price: null, availability_date: null }, doc());
    expect(points(open)).toMatchObject({ price: 7.5, availability: 5 });
  });

  it('proposes the best open items of the product type, never the owner’s own, from the minimum score', () => {
    const index = new SearchIndex(listingsCollection);
    const item = (d: MarketDocument) => ({
      pk: `USER#${d.user_id}`,
      sk: `LISTING#${d.id}`,
      entity: 'market_item',
      owner_rating: d.rating,
      owner_review_count: d.review_count,
      gsi3pk: 'LISTINGS',
      gsi3sk: `${d.updated_at}#${d.id}`,
      ...d,
    });
    index.apply([
      item(doc({ id: 'best' })),
      item(doc({ id: 'far', location: 'Houston', delivery: 'FOB', quantity: 1_000 })),
      item(doc({ id: 'own', user_id: 'buyer' })),
      item(doc({ id: 'later', accepting_inquiries: 'date', inquiries_date: '2099-01-01' })),
      item(doc({ id: 'jet', product_type: 'Jet Fuel A1' })),
      item(
        doc({
          id: 'weak',
          location: 'Houston',
          delivery: 'FOB',
          quantity: 100,
          price: 900,
          availability_date: '2027-06-01',
        }),
      ),
    ]);
    index.sortOrders();
    const matches = bestMatches(request, index, 'buyer', '2026-11-28');
    expect(matches.map((m) => [m.item.id, m.score])).toEqual([
      ['best', 100],
      ['far', expect.any(Number)],
    ]);
    expect(matches[1]!.score).toBeGreaterThanOrEqual(minimumMatchScore);
    expect(matches[0]!.item).not.toHaveProperty('user_id');
  });
});
