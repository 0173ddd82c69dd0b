import { describe, expect, it } from 'vitest';
import type { ChangeItem } from './collection';
import { SearchIndex } from './search-index';
import {
  adminDealRow,
  dealsCollection,
  dealTabOf,
  searchAdminDeals,
  toDealDocument,
} from './deal-collection';

const item = (id: string, over: Record<string, unknown> = {}): ChangeItem => ({
  pk: `DEAL#${id}`,
  sk: 'DEAL',
  gsi3pk: 'DEALS',
  gsi3sk: `${String(over.updated_at ?? '2026-01-01T00:00:00.000Z')}#${id}`,
  entity: 'deal',
  id,
  title: `Deal #${id}`,
  stage: 'inquiry-submitted',
  progress: 10,
  status: 'active',
  buyer_id: 'b1',
  buyer_label: 'Buyer #1',
  buyer_company: 'Contoso Fuels',
  seller_id: 's1',
  seller_label: 'Seller #2',
  seller_company: 'Northwind Refining',
  snapshot: { product: 'EN590 Diesel' },
  created_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

const query = { tab: 'all' as const, page: 1, page_size: 10 };

describe('deals collection', () => {
  it("puts a deal in its Deal Flow column by the stage table's progress, a cancelled one in none", () => {
    expect(dealTabOf({ stage: 'inquiry-submitted', status: 'active' })).toBe('pending');
    expect(dealTabOf({ stage: 'sanitized-spa-accepted', status: 'active' })).toBe('pending');
    expect(dealTabOf({ stage: 'proof-docs-uploaded', status: 'active' })).toBe('ongoing');
    expect(dealTabOf({ stage: 'buyer-confirms-receipt', status: 'active' })).toBe('ongoing');
    expect(dealTabOf({ stage: 'deal-closed', status: 'closed' })).toBe('completed');
    expect(dealTabOf({ stage: 'final-spa-uploaded', status: 'cancelled' })).toBe('cancelled');
  });

  it('makes a row with the companies, or null companies for a deal opened without them', () => {
    const doc = toDealDocument('A1', [['DEAL#A1|DEAL', item('A1', { buyer_company: undefined })]])!;
    expect(adminDealRow(doc)).toMatchObject({
      id: 'A1',
      product: 'EN590 Diesel',
      buyer: { id: 'b1', company: null, label: 'Buyer #1' },
      seller: { id: 's1', company: 'Northwind Refining' },
      stage_label: 'Deal Initiated',
      progress: 10,
      status: 'active',
    });
    expect(toDealDocument('A1', [['x', { entity: 'deal_member' }]])).toBeUndefined();
  });

  it("carries the terms the deal was opened on, for the row's trade ticket", () => {
    const snapshot = {
      product: 'EN590 10ppm',
      quantity: 25_000,
      unit: 'MT',
      delivery: 'FOB',
      location: 'Rotterdam',
      price: null,
      price_type: 'discount',
      platts_reference: 'ULSD 10ppm FOB ARA',
      discount: 12.5,
      currency: 'USD',
    };
    const doc = toDealDocument('A2', [['DEAL#A2|DEAL', item('A2', { snapshot })]])!;
    const { product, ...terms } = snapshot;
    expect(adminDealRow(doc)).toMatchObject({ product, ticket: terms });
  });

  it('counts the tabs over the text and pages newest first', () => {
    const index = new SearchIndex(dealsCollection);
    index.apply([
      item('A1', { created_at: '2026-01-01T00:00:00.000Z' }),
      item('A2', { created_at: '2026-01-02T00:00:00.000Z', stage: 'final-spa-uploaded' }),
      item('A3', { created_at: '2026-01-03T00:00:00.000Z', stage: 'deal-closed', status: 'closed' }),
      item('A4', { created_at: '2026-01-04T00:00:00.000Z', status: 'cancelled', seller_company: 'Other' }),
    ]);
    const all = searchAdminDeals(index, query);
    expect(all.counts).toEqual({ all: 4, pending: 1, ongoing: 1, completed: 1 });
    expect(all.deals.map((d) => d.id)).toEqual(['A4', 'A3', 'A2', 'A1']);
    expect(searchAdminDeals(index, { ...query, tab: 'ongoing' }).deals.map((d) => d.id)).toEqual(['A2']);
    const text = searchAdminDeals(index, { ...query, q: 'WIND REF' });
    expect(text.counts).toEqual({ all: 3, pending: 1, ongoing: 1, completed: 1 });
    const paged = searchAdminDeals(index, { ...query, page: 2, page_size: 3 });
    expect(paged.deals.map((d) => d.id)).toEqual(['A1']);
  });

  it('follows a later write of the same deal (a cancellation)', () => {
    const index = new SearchIndex(dealsCollection);
    index.apply([item('A1')]);
    index.apply([item('A1', { status: 'cancelled', updated_at: '2026-01-05T00:00:00.000Z' })]);
    expect(searchAdminDeals(index, { ...query, tab: 'pending' }).deals).toEqual([]);
    expect(searchAdminDeals(index, query).deals[0]).toMatchObject({ id: 'A1', status: 'cancelled' });
  });
});
