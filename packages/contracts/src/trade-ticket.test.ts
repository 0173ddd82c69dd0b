import { describe, expect, it } from 'vitest';
import { centsText, tradeTicket, valueInCents, type TicketDeal } from './trade-ticket';

const en590: TicketDeal = {
  id: 'D4F2A7K9QZ',
  product: 'EN590 10ppm',
  quantity: 25_000,
  unit: 'MT',
  delivery: 'FOB',
  location: 'Rotterdam',
  price: 685.5,
  price_type: 'fixed',
  platts_reference: null,
  discount: null,
  currency: 'USD',
  buyer_label: 'Buyer #4821',
  seller_label: 'Seller #1093',
};

describe('the trade ticket', () => {
  it('names a fixed-price deal by product, quantity, price, value, terms and counterparty', () => {
    expect(tradeTicket(en590, 'buyer')).toEqual({
      headline: '25,000 MT EN590 10ppm',
      price: 'USD 685.50 / MT',
      value: 'USD 17,137,500.00',
      terms: 'FOB Rotterdam',
      counterparty: 'Seller #1093',
      line: '25,000 MT EN590 10ppm · USD 685.50 / MT · FOB Rotterdam',
    });
  });

  it('shows each party the other side, with its company once revealed, and the platform both', () => {
    expect(tradeTicket(en590, 'seller').counterparty).toBe('Buyer #4821');
    expect(tradeTicket(en590, 'buyer', { seller: 'Atlas Refining SA' }).counterparty).toBe(
      'Atlas Refining SA',
    );
    expect(tradeTicket(en590, 'admin').counterparty).toBe('Buyer #4821 ↔ Seller #1093');
  });

  it('states an index-linked price as its formula, with no value before pricing', () => {
    const ticket = tradeTicket(
      { ...en590, price: null, price_type: 'discount', platts_reference: 'ULSD 10ppm FOB ARA', discount: 12 },
      'seller',
    );
    expect(ticket.price).toBe('Platts ULSD 10ppm FOB ARA − USD 12.00 / MT');
    expect(ticket.value).toBe('Value set at pricing');
    const priced = tradeTicket(
      {
        ...en590,
        price: null,
        price_type: 'discount',
        platts_reference: 'ULSD 10ppm FOB ARA',
        discount: 12,
        final_unit_price: 673.25,
      },
      'seller',
    );
    expect(priced.price).toBe('USD 673.25 / MT (Platts ULSD 10ppm FOB ARA − USD 12.00)');
    expect(priced.value).toBe('USD 16,831,250.00');
  });

  it('states a premium to Platts with a plus', () => {
    const premium = tradeTicket(
      {
        ...en590,
        price: null,
        price_type: 'discount',
        differential: 'premium',
        platts_reference: 'NWE',
        discount: 3.5,
      },
      'buyer',
    );
    expect(premium.price).toBe('Platts NWE + USD 3.50 / MT');
  });

  it('computes the value exactly, where floating point would lose cents', () => {
    expect(valueInCents(999_999_999.999, 999_999_999.99)).toBe(99_999_999_998_900_000_000n);
    expect(centsText(valueInCents(0.1, 0.2))).toBe('0.02');
    expect(centsText(123_456_789n)).toBe('1,234,567.89');
    expect(tradeTicket({ ...en590, unit: 'OZ', quantity: 1.5, price: 2_400 }, 'buyer').headline).toBe(
      '1.5 oz t EN590 10ppm',
    );
  });
});
