import { counterOfferSchema } from '@portal/contracts/negotiation';
import { describe, expect, it } from 'vitest';
import {
  counterFormDefaults,
  counterOfferBody,
  formFieldOf,
  roundsText,
  termText,
  timeLeft,
  type RoundView,
} from './negotiation';

const now = new Date('2026-11-28T12:00:00.000Z');
const round: RoundView = {
  number: 2,
  by: 'seller',
  label: 'Seller #1930',
  at: '2026-11-28T10:00:00.000Z',
  valid_until: '2026-11-29T11:30:00.000Z',
  message: null,
  terms: {
    quantity: 25000,
    unit: 'MT',
    price: {
      kind: 'formula',
      reference: 'Dated Brent',
      differential: -12.5,
      currency: 'USD',
      period: 'Month of B/L',
    },
    incoterm: 'CIF',
    location: 'Rotterdam',
    delivery_from: '2027-01-10',
    delivery_to: '2027-01-20',
    payment_term: 'LC at Sight',
  },
  changes: ['price'],
};

describe('the negotiation in the dialogs', () => {
  it('says how long an offer stays open, and nothing once it ran out', () => {
    expect(timeLeft('2026-11-29T11:30:00.000Z', now)).toBe('23 h 30 min left');
    expect(timeLeft('2026-12-01T13:00:00.000Z', now)).toBe('3 d 1 h left');
    expect(timeLeft('2026-11-28T12:00:30.000Z', now)).toBe('1 min left');
    expect(timeLeft('2026-11-28T12:00:00.000Z', now)).toBeNull();
  });

  it('writes each term as a trader reads it', () => {
    expect(termText(round.terms, 'quantity')).toBe('25,000 MT');
    expect(termText(round.terms, 'price')).toBe('Platts Dated Brent − 12.50 USD/MT, Month of B/L');
    expect(termText({ ...round.terms, price: null }, 'price')).toBe('Contact for Price');
    expect(termText({ ...round.terms, payment_term: null }, 'payment_term')).toBe('Not stated');
    expect(termText(round.terms, 'delivery_from')).toBe('Jan 10, 2027');
  });

  it('starts a counter from the latest terms and sends a body the API accepts', () => {
    const values = counterFormDefaults(round);
    expect(values).toMatchObject({
      quantity: '25,000',
      price_kind: 'formula',
      differential: '-12.5',
      validity: 'default',
    });
    const body = counterOfferBody({ ...values, price_kind: 'fixed', amount: '685.50', validity: '6' }, now);
    expect(body).toEqual({
      terms: {
        quantity: 25000,
        price: { kind: 'fixed', amount: 685.5, currency: 'USD' },
        incoterm: 'CIF',
        location: 'Rotterdam',
        delivery_from: '2027-01-10',
        delivery_to: '2027-01-20',
        payment_term: 'LC at Sight',
      },
      valid_until: '2026-11-28T18:00:00.000Z',
    });
    expect(counterOfferSchema.safeParse({ ...body, round: 2 }).success).toBe(true);
  });

  it('puts a refusal of the body at the field it names', () => {
    const fieldsOf = (changes: Partial<ReturnType<typeof counterFormDefaults>>) => {
      const body = counterOfferBody({ ...counterFormDefaults(round), ...changes }, now);
      return (counterOfferSchema.safeParse({ ...body, round: 2 }).error?.issues ?? []).map((issue) =>
        formFieldOf(issue.path),
      );
    };
    expect(fieldsOf({ quantity: '' })).toEqual(['quantity']);
    expect(fieldsOf({ delivery_to: '2027-01-01' })).toEqual(['delivery_to']);
    const empty = counterOfferBody({ ...counterFormDefaults(round), delivery_from: '' }, now);
    expect(counterOfferSchema.safeParse({ ...empty, round: 2 }).error?.issues[0]?.message).toBe(
      'Enter the first day of delivery',
    );
    expect(fieldsOf({ price_kind: 'fixed', amount: '1,5' })).toEqual(['amount']);
    expect(formFieldOf(['terms', 'price', 'amount'])).toBe('amount');
    expect(formFieldOf(['terms', 'price', 'period'])).toBe('period');
    expect(formFieldOf(['valid_until'])).toBe('validity');
  });

  it('sums up a pending negotiation in the lists', () => {
    const negotiation = {
      side: 'buyer' as const,
      rounds: [round],
      moves: [],
      rounds_left: 4,
      closed_by: null,
    };
    expect(roundsText({ status: 'Pending', negotiation }, now)).toBe('Round 2 of 5, 23 h 30 min left');
    expect(roundsText({ status: 'Declined', negotiation }, now)).toBe('—');
    expect(roundsText({ status: 'Pending', negotiation: null }, now)).toBe('—');
  });
});
