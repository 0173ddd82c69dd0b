import { describe, expect, it } from 'vitest';
import { dealDetail, dealSummary } from '../../../../test/deal-screen-fixtures';
import { dealPriceText, detailedSpecificationRows, specificationRows } from './specification';

const values = (rows: ReturnType<typeof specificationRows>) => rows.map((row) => [row.label, row.value]);

describe('the specification panel', () => {
  it('lists Deal ID, Created Date, Status, Product Type, Quantity (with unit) and Delivery', () => {
    expect(values(specificationRows(dealSummary()))).toEqual([
      ['Deal ID', 'D-1001'],
      ['Created Date', 'Jun 15, 2025'],
      ['Status', 'active'],
      ['Product Type', 'EN590'],
      ['Quantity', '50,000 MT'],
      ['Delivery', 'FOB'],
    ]);
  });

  it("adds the product as the listing named it, the deal's value, terms and parties on its page", () => {
    const rows = values(detailedSpecificationRows(dealDetail()));
    expect(rows.slice(3, 5)).toEqual([
      ['Product', 'EN590 Diesel 10ppm'],
      ['Product Type', 'EN590'],
    ]);
    expect(rows.slice(7)).toEqual([
      ['Price', 'USD 700.00 per metric ton'],
      ['Value', 'USD 35,000,000.00'],
      ['Currency', 'USD'],
      ['Location', 'Rotterdam'],
      ['Buyer', 'Buyer #4821'],
      ['Seller', 'Seller #1733'],
    ]);
    const disclosed = dealDetail({
      parties: {
        buyer: { label: 'Buyer #4821', company_name: null },
        seller: { label: 'Seller #1733', company_name: 'Northsea Fuels BV' },
      },
    });
    expect(values(detailedSpecificationRows(disclosed)).at(-1)).toEqual([
      'Seller Company',
      'Northsea Fuels BV',
    ]);
  });

  it('shows the trade terms the item stated, after the location, and only those given', () => {
    const base = dealDetail();
    const deal = dealDetail({
      snapshot: {
        ...base.snapshot,
        quality_standard: 'EN590 10 ppm',
        quantity_tolerance: 5,
        delivery_from: '2025-07-01',
        delivery_to: '2025-07-10',
        inspection_company: null,
        payment_terms: 'LC at Sight',
      },
    });
    const rows = values(detailedSpecificationRows(deal));
    const at = rows.findIndex(([label]) => label === 'Location');
    expect(rows.slice(at + 1, at + 5)).toEqual([
      ['Quality', 'EN590 10 ppm'],
      ['Quantity Tolerance', '± 5 %'],
      ['Delivery Window', 'Jul 1, 2025 – Jul 10, 2025'],
      ['Payment Terms', 'LC at Sight'],
    ]);
    expect(rows.map(([label]) => label)).not.toContain('Inspection');
  });

  it("shows the seller the buyer's company once the API gives it (the buyer's ICPO approved)", () => {
    const disclosed = dealDetail({
      role: 'seller',
      parties: {
        buyer: { label: 'Buyer #4821', company_name: 'Delta Refining SA' },
        seller: { label: 'Seller #1733', company_name: null },
      },
    });
    expect(values(detailedSpecificationRows(disclosed)).slice(-3)).toEqual([
      ['Buyer', 'Buyer #4821'],
      ['Seller', 'Seller #1733'],
      ['Buyer Company', 'Delta Refining SA'],
    ]);
  });

  it("prices as the marketplace does: fixed, a discount to Platts, or 'Contact for Price'", () => {
    expect(dealPriceText(dealDetail({ price: null }))).toBe('Contact for Price');
    expect(
      dealPriceText(
        dealDetail({
          price: null,
          currency: 'USD',
          snapshot: {
            price_type: 'discount',
            platts_reference: 'NWE',
            discount: 12,
            currency: 'USD',
            unit: 'MT',
            final_unit_price: null,
          },
        }),
      ),
    ).toBe('− 12.00 USD discount to Platts NWE');
    expect(dealPriceText(dealDetail({ unit: 'crates' }))).toBe('USD 700.00 per metric ton');
  });

  it('adds the final unit price an index-linked deal was priced at, and its value', () => {
    const priced = dealDetail({
      price: null,
      price_type: 'discount',
      platts_reference: 'NWE',
      discount: 12,
      final_unit_price: 673.25,
      snapshot: {
        price_type: 'discount',
        platts_reference: 'NWE',
        discount: 12,
        currency: 'USD',
        unit: 'MT',
        final_unit_price: 673.25,
      },
    });
    expect(dealPriceText(priced)).toBe('− 12.00 USD discount to Platts NWE; final price USD 673.25');
    expect(values(detailedSpecificationRows(priced))).toContainEqual(['Value', 'USD 33,662,500.00']);
  });
});
