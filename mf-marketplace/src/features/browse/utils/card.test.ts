import type { MarketItem } from '@portal/contracts/marketplace';
import { describe, expect, it } from 'vitest';
import { cardPrice, inquireState, ownLabel, quantityText, ratingText, stars } from './card';

function marketItem(overrides: Partial<MarketItem> = {}): MarketItem {
  return {
    id: 'item-1',
    kind: 'listing',
    name: 'EN590 Diesel 10ppm',
    product_type: 'EN590 Diesel',
    location: 'Rotterdam',
    quantity: 50000,
    unit: 'MT',
    committed_quantity: 0,
    delivery: 'CIF',
    term: 'Spot',
    price: 712.5,
    price_type: 'fixed',
    platts_reference: null,
    discount: null,
    differential: 'discount',
    currency: 'USD',
    availability_date: null,
    accepting_inquiries: 'now',
    inquiries_date: null,
    additional_info: null,
    industry: 'Energy',
    status: 'Active',
    owner_label: 'Seller #4821',
    rating: 4.5,
    review_count: 0,
    has_terms: true,
    own: false,
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

describe('the card', () => {
  it("offers Inquire on another user's open item", () => {
    expect(inquireState(marketItem(), '2026-03-01')).toEqual({ kind: 'open' });
    expect(
      inquireState(marketItem({ accepting_inquiries: 'date', inquiries_date: '2026-03-01' }), '2026-03-01'),
    ).toEqual({ kind: 'open' });
  });

  it("reads 'Available {date}' with 'Inquiries open on {date}' until the inquiries date", () => {
    expect(
      inquireState(marketItem({ accepting_inquiries: 'date', inquiries_date: '2026-03-04' }), '2026-03-01'),
    ).toEqual({
      kind: 'waiting',
      date: 'Mar 4, 2026',
      button: 'Available Mar 4, 2026',
      note: 'Inquiries open on Mar 4, 2026',
    });
  });

  it('never offers Inquire on the caller’s own item, nor on one no longer active', () => {
    expect(inquireState(marketItem({ own: true }), '2026-03-01')).toEqual({ kind: 'own' });
    expect(inquireState(marketItem({ status: 'Inactive' }), '2026-03-01')).toEqual({ kind: 'closed' });
    expect(ownLabel('listing')).toBe('Your listing');
    expect(ownLabel('request')).toBe('Your request');
  });

  it("prices by the spec's rule", () => {
    expect(cardPrice(marketItem())).toEqual({ text: 'USD 712.50', detail: 'per metric ton' });
    expect(cardPrice(marketItem({ price: null }))).toEqual({ text: 'Contact for Price' });
    expect(
      cardPrice(
        marketItem({ price_type: 'discount', discount: 12.5, currency: 'USDT', platts_reference: 'NWE' }),
      ),
    ).toEqual({ text: '− 12.50 USDT', detail: 'discount to Platts NWE' });
    expect(cardPrice(marketItem({ unit: 'BBL', price: 82.4 })).detail).toBe('per barrel');
  });

  it('shows the quantity with its unit and what remains once part is committed', () => {
    expect(quantityText(marketItem())).toEqual({ total: '50,000 MT' });
    expect(quantityText(marketItem({ committed_quantity: 20000 }))).toEqual({
      total: '50,000 MT',
      remaining: '30,000 MT available',
    });
  });

  it('draws the rating as stars out of five with its number', () => {
    expect(stars(4.5)).toEqual({ full: 5, empty: 0 });
    expect(stars(2.4)).toEqual({ full: 2, empty: 3 });
    expect(stars(9)).toEqual({ full: 5, empty: 0 });
    expect(stars(Number.NaN)).toEqual({ full: 0, empty: 5 });
    expect(ratingText(2.5)).toBe('2.5');
  });
});
