import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors';
import type { StoredItem } from './items';
import {
  assertMove,
  changesOf,
  movesOf,
  openingTerms,
  termsSummary,
  validityOf,
  type Negotiated,
  type StoredRound,
} from './negotiation';

const now = new Date('2026-11-28T12:00:00.000Z');
const hour = 3_600_000;

const terms: StoredRound['terms'] = {
  quantity: 500,
  unit: 'MT',
  price: { kind: 'fixed', amount: 650, currency: 'USD' },
  incoterm: 'FOB',
  location: 'Rotterdam',
  delivery_from: null,
  delivery_to: null,
  payment_term: null,
};

const round = (over: Partial<StoredRound> = {}): StoredRound => ({
  number: 1,
  by: 'inquirer',
  at: now.toISOString(),
  valid_until: new Date(now.getTime() + 24 * hour).toISOString(),
  message: null,
  terms,
  ...over,
});

const negotiation = (over: Partial<Negotiated> = {}): Negotiated => ({
  id: 'inq-1',
  item_kind: 'listing',
  item_owner: 'owner',
  inquirer: 'buyer',
  company: 'Buyer #4821',
  owner_label: 'Seller #1930',
  status: 'Pending',
  rounds: [round()],
  closed_by: null,
  ...over,
});

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message, field: error.field };
    throw error;
  }
  return undefined;
};

describe('the moves of a negotiation', () => {
  it('lets the side that did not make the latest round answer it, and its maker withdraw it', () => {
    const opened = negotiation();
    expect(movesOf(opened, 'owner', now, 6)).toEqual(['accept', 'counter', 'decline']);
    expect(movesOf(opened, 'inquirer', now, 6)).toEqual(['withdraw']);
    const countered = negotiation({ rounds: [round(), round({ number: 2, by: 'owner' })] });
    expect(movesOf(countered, 'inquirer', now, 6)).toEqual(['accept', 'counter', 'decline']);
    expect(movesOf(countered, 'owner', now, 6)).toEqual(['withdraw']);
  });

  it('leaves only accept and decline at the rounds cap, and nothing once closed or run out', () => {
    const atCap = negotiation({ rounds: [round(), round({ number: 2, by: 'owner' })] });
    expect(movesOf(atCap, 'inquirer', now, 2)).toEqual(['accept', 'decline']);
    expect(movesOf(negotiation({ status: 'Accepted' }), 'owner', now, 6)).toEqual([]);
    const later = new Date(now.getTime() + 25 * hour);
    expect(movesOf(negotiation(), 'owner', later, 6)).toEqual([]);
    // an inquiry from before negotiation: its owner answers it as before
    expect(movesOf(negotiation({ rounds: [] }), 'owner', now, 6)).toEqual(['accept', 'decline']);
    expect(movesOf(negotiation({ rounds: [] }), 'inquirer', now, 6)).toEqual([]);
  });

  it('refuses a stranger as not found, and each side’s wrong move with the sentence that says why', () => {
    const move = (
      n: Negotiated,
      user: string,
      kind: Parameters<typeof assertMove>[2],
      seen?: number,
      at = now,
    ) => refusal(() => assertMove(n, user, kind, seen, at, 2));
    expect(move(negotiation(), 'stranger', 'accept')).toMatchObject({ kind: 'not_found' });
    expect(move(negotiation(), 'buyer', 'accept')?.message).toBe(
      "You made the latest offer: wait for the other side's answer, or withdraw it.",
    );
    expect(move(negotiation(), 'owner', 'withdraw')?.message).toBe(
      'Only the side that made the latest offer can withdraw it.',
    );
    const countered = negotiation({ rounds: [round(), round({ number: 2, by: 'owner' })] });
    expect(move(countered, 'buyer', 'accept', 1)?.message).toBe(
      'Round 1 is no longer the latest offer: round 2 is. Reload to see it.',
    );
    expect(move(countered, 'buyer', 'counter', 2)?.message).toBe(
      'This negotiation has reached its limit of 2 rounds: accept or decline the latest offer.',
    );
    expect(move(countered, 'buyer', 'accept', 2)).toBeUndefined();
    expect(
      move(negotiation(), 'owner', 'accept', undefined, new Date(now.getTime() + 25 * hour))?.message,
    ).toBe('This offer expired on Nov 29, 2026, 12:00 UTC.');
    expect(move(negotiation({ status: 'Withdrawn', closed_by: 'owner' }), 'buyer', 'accept')?.message).toBe(
      'This offer was withdrawn by its maker.',
    );
    expect(move(negotiation({ status: 'Expired' }), 'owner', 'accept')?.message).toBe(
      'This offer has expired.',
    );
  });
});

describe('an offer’s validity', () => {
  it('defaults to the platform’s hours and takes the maker’s own within 5 minutes to 14 days', () => {
    expect(validityOf(now, 24)).toBe('2026-11-29T12:00:00.000Z');
    expect(validityOf(now, 24, '2026-11-28T18:00:00.000Z')).toBe('2026-11-28T18:00:00.000Z');
    expect(refusal(() => validityOf(now, 24, '2026-11-28T12:04:00.000Z'))).toMatchObject({
      kind: 'invalid',
      field: 'valid_until',
    });
    expect(refusal(() => validityOf(now, 24, '2026-12-12T12:01:00.000Z'))).toMatchObject({
      field: 'valid_until',
      message: 'valid_until: An offer may stay open at most 14 days',
    });
  });
});

describe('the terms of a round', () => {
  const item = (over: Partial<StoredItem> = {}) =>
    ({
      kind: 'listing',
      unit: 'MT',
      price: 650,
      price_type: 'fixed',
      platts_reference: null,
      discount: null,
      differential: 'discount',
      pricing_period: null,
      currency: 'USD',
      delivery: 'CIF',
      location: 'Rotterdam',
      availability_date: '2027-01-10',
      delivery_from: null,
      delivery_to: null,
      payment_terms: 'SBLC',
      term: 'Spot',
      ...over,
    }) as StoredItem;

  it('opens on the item’s terms: a fixed price, a Platts formula signed by its differential, or none', () => {
    expect(openingTerms(item(), 300)).toEqual({
      quantity: 300,
      unit: 'MT',
      price: { kind: 'fixed', amount: 650, currency: 'USD' },
      incoterm: 'CIF',
      location: 'Rotterdam',
      delivery_from: '2027-01-10',
      delivery_to: null,
      payment_term: 'SBLC',
    });
    const formula = { price: null, price_type: 'discount' as const, platts_reference: 'NWE', discount: 12.5 };
    expect(openingTerms(item(formula), 300).price).toEqual({
      kind: 'formula',
      reference: 'NWE',
      differential: -12.5,
      currency: 'USD',
      period: '5 days around B/L date',
    });
    expect(
      openingTerms(item({ ...formula, differential: 'premium', pricing_period: 'Month of B/L' }), 1).price,
    ).toMatchObject({
      differential: 12.5,
      period: 'Month of B/L',
    });
    expect(openingTerms(item({ price: null }), 1).price).toBeNull();
    // a request's Term is the payment its buyer offers
    expect(openingTerms(item({ kind: 'request', term: 'LC at Sight' }), 1).payment_term).toBe('LC at Sight');
  });

  it('names the terms a round changed and sums a round up in one line', () => {
    const next = { ...terms, quantity: 450, payment_term: 'LC at Sight', delivery_from: '2027-03-01' };
    expect(changesOf(terms, next)).toEqual(['quantity', 'delivery_from', 'payment_term']);
    expect(changesOf(undefined, next)).toEqual([]);
    expect(termsSummary(next)).toBe(
      '450 MT, 650.00 USD/MT, FOB Rotterdam, delivery Mar 1, 2027, LC at Sight',
    );
  });
});
