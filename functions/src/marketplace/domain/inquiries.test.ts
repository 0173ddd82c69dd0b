import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors';
import {
  acceptedInquiry,
  assertMove,
  assertCounterpartyActive,
  assertMayInquire,
  assertUnderLimit,
  commitment,
  dealTermsOf,
  declinedInquiry,
  displayDate,
  freshLabelNumber,
  inquirerLabelOf,
  inquiryNotices,
  inquiryView,
  labelNumberOf,
  monthOf,
  newInquiry,
  remainingOf,
  usageOf,
  withdrawnInquiry,
  type StoredInquiry,
} from './inquiries';
import type { StoredItem } from './items';
import { openingRound } from './negotiation';

const at = new Date('2025-06-20T10:00:00.000Z');
const fco = {
  id: 'fco-1',
  file_name: 'fco.pdf',
  file_type: 'application/pdf',
  size: 2048,
  file_path: 'marketplace/owner/market-fco-terms/x.pdf',
  created_at: '2025-06-01T00:00:00.000Z',
};

function item(overrides: Partial<StoredItem> = {}): StoredItem {
  return {
    kind: 'listing',
    id: 'item-1',
    user_id: 'owner',
    name: 'EN590 Diesel',
    location: 'Rotterdam',
    quantity: 1000,
    unit: 'MT',
    delivery: 'FOB',
    term: 'Spot',
    price: 650,
    price_type: 'fixed',
    platts_reference: null,
    discount: null,
    currency: 'USD',
    availability_date: null,
    accepting_inquiries: 'now',
    inquiries_date: null,
    additional_info: null,
    industry: 'Energy',
    differential: 'discount',
    quality_standard: 'EN590 10 ppm',
    quality_specification: null,
    quantity_tolerance: 5,
    delivery_from: '2026-07-01',
    delivery_to: '2026-07-10',
    origin: null,
    inspection_company: 'SGS',
    payment_terms: 'LC at Sight',
    pricing_period: null,
    product_type: 'Diesel',
    status: 'Active',
    owner_label: 'Seller #1930',
    owner_rating: 4,
    owner_review_count: 0,
    committed_quantity: 0,
    pending_inquiries: 0,
    accepted_inquiries: 0,
    declined_inquiries: 0,
    fco_file: fco,
    has_terms: true,
    rejection_reason: null,
    version: 1,
    created_at: '2025-06-01T00:00:00.000Z',
    updated_at: '2025-06-01T00:00:00.000Z',
    ...overrides,
  };
}

function inquiry(overrides: Partial<StoredInquiry> = {}): StoredInquiry {
  return {
    ...newInquiry({
      id: 'inq-1',
      item: item(),
      inquirerId: 'buyer',
      company: 'Buyer #4821',
      rating: 2.5,
      quantity: 300,
      message: '  Can you ship in July?  ',
      files: [],
      round: openingRound({
        item: item(),
        quantity: 300,
        message: 'Can you ship in July?',
        now: at,
        validityHours: 24,
      }),
      now: at,
    }),
    ...overrides,
  };
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  return undefined;
};

describe('labels, dates, months', () => {
  it("labels a buyer on a listing 'Buyer #NNNN' and a seller on a request 'Seller #NNNN'", () => {
    expect(inquirerLabelOf('listing', 4821)).toBe('Buyer #4821');
    expect(inquirerLabelOf('request', 1000)).toBe('Seller #1000');
    expect(labelNumberOf('Seller #9999')).toBe(9999);
  });

  it('picks a number from 1000 to 9999 that no other inquirer of the item holds', () => {
    expect(freshLabelNumber(new Set(), () => 0)).toBe(1000);
    expect(freshLabelNumber(new Set(), () => 0.99999)).toBe(9999);
    const draws = [0, 0, 0.5];
    expect(freshLabelNumber(new Set([1000]), () => draws.shift()!)).toBe(5500);
  });

  it("formats dates as 'MMM d, yyyy' and months as yyyy-mm (UTC)", () => {
    expect(displayDate('2025-06-05')).toBe('Jun 5, 2025');
    expect(monthOf(new Date('2025-12-31T23:59:59.000Z'))).toBe('2025-12');
    expect(monthOf(new Date('2026-01-01T00:00:00.000Z'))).toBe('2026-01');
  });

  it('subtracts decimals as DynamoDB adds them', () => {
    expect(remainingOf({ quantity: 1, committed_quantity: 0.7 })).toBe(0.3);
  });
});

describe('assertMayInquire', () => {
  const today = '2025-06-20';
  it('admits an inquiry on an open, active item of someone else within the uncommitted quantity', () => {
    expect(assertMayInquire(item({ committed_quantity: 400 }), 'listing', 'buyer', 600, today).id).toBe(
      'item-1',
    );
  });

  it('refuses with the rule that fails', () => {
    expect(refusal(() => assertMayInquire(undefined, 'listing', 'buyer', 1, today))).toEqual({
      kind: 'not_found',
      message: 'Listing not found',
    });
    expect(refusal(() => assertMayInquire(item(), 'request', 'buyer', 1, today))?.kind).toBe('not_found');
    expect(refusal(() => assertMayInquire(item(), 'listing', 'owner', 1, today))).toEqual({
      kind: 'forbidden',
      message: 'You cannot inquire on your own listing.',
    });
    expect(refusal(() => assertMayInquire(item({ status: 'Pending' }), 'listing', 'b', 1, today))?.kind).toBe(
      'not_found',
    );
    // the owner's account deactivated: the item is off the marketplace, as if it did not exist
    expect(refusal(() => assertMayInquire(item({ owner_disabled: true }), 'listing', 'b', 1, today))).toEqual(
      {
        kind: 'not_found',
        message: refusal(() => assertMayInquire(undefined, 'listing', 'b', 1, today))?.message,
      },
    );
    expect(refusal(() => assertMayInquire(item({ status: 'Inactive' }), 'listing', 'b', 1, today))).toEqual({
      kind: 'conflict',
      message: 'This listing is not accepting inquiries.',
    });
    expect(
      refusal(() =>
        assertMayInquire(
          item({ accepting_inquiries: 'date', inquiries_date: '2025-07-04' }),
          'listing',
          'b',
          1,
          today,
        ),
      ),
    ).toEqual({ kind: 'conflict', message: 'Inquiries open on Jul 4, 2025' });
    expect(
      refusal(() => assertMayInquire(item({ committed_quantity: 750.5 }), 'listing', 'b', 300, today)),
    ).toEqual({ kind: 'conflict', message: 'Only 249.5 MT remain available.' });
  });

  it('opens on the inquiries date itself', () => {
    expect(() =>
      assertMayInquire(
        item({ accepting_inquiries: 'date', inquiries_date: today }),
        'listing',
        'b',
        1,
        today,
      ),
    ).not.toThrow();
  });

  it('refuses the inquiry past the monthly limit, naming it', () => {
    expect(refusal(() => assertUnderLimit(2, 2))).toEqual({
      kind: 'conflict',
      message: 'You have reached your monthly limit of 2 inquiries.',
    });
    expect(() => assertUnderLimit(1, 2)).not.toThrow();
  });
});

describe('newInquiry and its view', () => {
  it('starts Pending with the item, the label and a trimmed message; the view never names the inquirer', () => {
    const stored = inquiry();
    expect(stored).toMatchObject({
      item_id: 'item-1',
      item_kind: 'listing',
      item_name: 'EN590 Diesel',
      item_owner: 'owner',
      inquirer: 'buyer',
      company: 'Buyer #4821',
      quantity: 300,
      unit: 'MT',
      message: 'Can you ship in July?',
      status: 'Pending',
      deal_id: null,
      version: 1,
    });
    const view = inquiryView(stored, 'owner', at, 6);
    expect(view).not.toHaveProperty('inquirer');
    expect(view).not.toHaveProperty('item_owner');
    expect(view.company).toBe('Buyer #4821');
  });
});

describe('answering', () => {
  it('only the two sides move, and only on a pending inquiry', () => {
    const answer = (inq: StoredInquiry, user: string) => assertMove(inq, user, 'accept', undefined, at, 6);
    expect(refusal(() => answer(inquiry(), 'someone-else'))).toEqual({
      kind: 'not_found',
      message: 'Inquiry not found',
    });
    expect(refusal(() => answer(inquiry({ status: 'Accepted' }), 'owner'))).toEqual({
      kind: 'conflict',
      message: 'This inquiry has already been accepted.',
    });
    expect(refusal(() => answer(inquiry({ status: 'Declined' }), 'owner'))?.message).toBe(
      'This inquiry has already been declined.',
    );
    expect(answer(inquiry(), 'owner').inquiry.id).toBe('inq-1');
  });

  it('commits the quantity: full when it takes exactly what is left, refused beyond it', () => {
    expect(commitment(item({ committed_quantity: 700 }), 300)).toEqual({ remaining: 300, full: true });
    expect(commitment(item({ committed_quantity: 600 }), 300)).toEqual({ remaining: 400, full: false });
    expect(refusal(() => commitment(item({ committed_quantity: 800 }), 300))).toEqual({
      kind: 'conflict',
      message: 'Only 200 MT remain available.',
    });
  });

  it('accepts with the deal id and declines with an optional reason, each on a new version', () => {
    expect(acceptedInquiry(inquiry(), 'ABC0123XYZ', at)).toMatchObject({
      status: 'Accepted',
      deal_id: 'ABC0123XYZ',
      version: 2,
    });
    expect(declinedInquiry(inquiry(), '  Quantity too small ', at)).toMatchObject({
      status: 'Declined',
      decline_reason: 'Quantity too small',
      version: 2,
    });
    expect(declinedInquiry(inquiry(), '   ', at).decline_reason).toBeNull();
  });
});

describe('dealTermsOf', () => {
  const specs = { ...fco, id: 'spec-1', purpose: 'product_specifications' as const };
  const terms = { ...fco, id: 'terms-1', purpose: 'fco_terms' as const };

  it("on a listing the inquirer buys from the owner; the deal starts with the listing's FCO terms", () => {
    const deal = dealTermsOf(item(), inquiry());
    expect(deal.buyer).toEqual({ userId: 'buyer', label: 'Buyer #4821' });
    expect(deal.seller).toEqual({ userId: 'owner', label: 'Seller #1930' });
    expect(deal.openedBy).toBe('seller');
    expect(deal.snapshot).toEqual({
      product: 'EN590 Diesel',
      product_type: 'Diesel',
      quantity: 300,
      unit: 'MT',
      delivery: 'FOB',
      location: 'Rotterdam',
      price: 650,
      price_type: 'fixed',
      platts_reference: null,
      discount: null,
      currency: 'USD',
      industry: 'Energy',
      differential: 'discount',
      quality_standard: 'EN590 10 ppm',
      quality_specification: null,
      quantity_tolerance: 5,
      delivery_from: '2026-07-01',
      delivery_to: '2026-07-10',
      origin: null,
      inspection_company: 'SGS',
      payment_terms: 'LC at Sight',
      pricing_period: null,
    });
    expect(deal.files.map((f) => [f.id, f.purpose, f.provided_by])).toEqual([
      ['fco-1', 'fco_terms', 'seller'],
    ]);
  });

  it("on a request the owner buys from the inquiring seller, whose two files join the request's FCO", () => {
    const request = item({
      kind: 'request',
      user_id: 'owner',
      owner_label: 'Buyer #2222',
      term: 'DLC',
      payment_terms: null,
    });
    const sent = inquiry({
      item_kind: 'request',
      inquirer: 'seller',
      company: 'Seller #3333',
      files: [specs, terms],
      // the opening round is the request's terms
      rounds: [openingRound({ item: request, quantity: 300, message: null, now: at, validityHours: 24 })],
    });
    const deal = dealTermsOf(request, sent);
    expect(deal.buyer).toEqual({ userId: 'owner', label: 'Buyer #2222' });
    expect(deal.seller).toEqual({ userId: 'seller', label: 'Seller #3333' });
    expect(deal.openedBy).toBe('buyer');
    // a request's Term is its payment term
    expect(deal.snapshot.payment_terms).toBe('DLC');
    expect(deal.files.map((f) => [f.id, f.provided_by])).toEqual([
      ['fco-1', 'buyer'],
      ['spec-1', 'seller'],
      ['terms-1', 'seller'],
    ]);
  });
});

describe('usage and notices', () => {
  it('says how much of the limit is left, never below zero', () => {
    expect(usageOf('2025-06', 2, 2)).toEqual({ month: '2025-06', used: 2, limit: 2, remaining: 0 });
    expect(usageOf('2025-06', 5, 2).remaining).toBe(0);
  });

  it("tells the owner of a new inquiry and the inquirer of the answer, with the spec's tone", () => {
    const sent = inquiry();
    expect(inquiryNotices.received(sent)).toEqual({
      type: 'inquiry-received',
      userId: 'owner',
      title: 'New inquiry received',
      body: 'Buyer #4821 sent an inquiry for 300 MT of EN590 Diesel.',
      link: '/my-listings',
    });
    expect(inquiryNotices.accepted(sent, 'ABC0123XYZ')).toMatchObject({
      type: 'inquiry-accepted',
      userId: 'buyer',
      title: 'Inquiry accepted',
      link: '/deal/ABC0123XYZ',
    });
    expect(inquiryNotices.declined(declinedInquiry(sent, 'Sold out', at))).toMatchObject({
      type: 'inquiry-declined',
      userId: 'buyer',
      title: 'Inquiry declined',
      body: 'Your inquiry for 300 MT of EN590 Diesel was declined. Reason: Sold out',
      link: '/my-requests',
    });
  });
});

describe('leaving the marketplace', () => {
  it('withdraws a pending inquiry as a new version', () => {
    const next = withdrawnInquiry(inquiry(), at);
    expect(next).toMatchObject({
      status: 'Withdrawn',
      version: inquiry().version + 1,
      updated_at: at.toISOString(),
    });
  });

  it('refuses to accept an inquiry of a deleted or deactivated account, saying whose', () => {
    expect(refusal(() => assertCounterpartyActive({ item_kind: 'listing' }, 'deleted'))).toEqual({
      kind: 'conflict',
      message: "The buyer's account is deleted or deactivated, so this inquiry can no longer be accepted.",
    });
    expect(refusal(() => assertCounterpartyActive({ item_kind: 'request' }, 'inactive'))?.message).toMatch(
      /^The seller's account/,
    );
    expect(refusal(() => assertCounterpartyActive({ item_kind: 'listing' }, 'active'))).toBeUndefined();
  });

  it('tells the side that stays, the inquirer that the inquiry no longer counts', () => {
    const withdrawn = withdrawnInquiry(inquiry(), at);
    expect(inquiryNotices.withdrawn(withdrawn, 'owner')).toMatchObject({
      type: 'inquiry-withdrawn',
      userId: withdrawn.inquirer,
    });
    expect(inquiryNotices.withdrawn(withdrawn, 'owner').body).toContain(
      'does not count against your monthly limit',
    );
    expect(inquiryNotices.withdrawn(withdrawn, 'inquirer')).toMatchObject({ userId: withdrawn.item_owner });
    expect(inquiryNotices.withdrawn(withdrawn, 'inquirer').body).toContain(withdrawn.company);
  });
});
