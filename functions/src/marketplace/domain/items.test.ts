import { describe, expect, it } from 'vitest';
import type { ItemForm } from '@portal/contracts/marketplace';
import {
  assertOwned,
  assertVisible,
  cardOf,
  editedItem,
  fieldsOf,
  moderated,
  moderationQueueOf,
  newItem,
  ownerLabelOf,
  ownerListOf,
  ownerViewOf,
  randomLabelNumber,
  statusChanged,
  type StoredItem,
} from './items';

const now = new Date('2026-03-10T09:00:00.000Z');
const form = (overrides: Partial<ItemForm> = {}): ItemForm => ({
  name: 'EN590 Diesel 10ppm',
  location: 'Rotterdam',
  quantity: 5000,
  unit: 'MT',
  delivery: 'CIF',
  term: 'Spot',
  price_type: 'fixed',
  differential: 'discount',
  price: 650.5,
  currency: 'USD',
  accepting_inquiries: 'now',
  industry: 'Energy',
  ...overrides,
});
const fco = {
  id: 'f1',
  file_name: 'terms.pdf',
  file_type: 'application/pdf',
  size: 1200,
  file_path: 'marketplace/u1/market-fco-terms/ab_1.pdf',
  created_at: '2026-03-10T08:59:00.000Z',
};

function item(overrides: Partial<StoredItem> = {}, input: Partial<Parameters<typeof newItem>[0]> = {}) {
  return {
    ...newItem({
      kind: 'listing',
      id: 'i1',
      ownerId: 'u1',
      form: form(),
      fcoFile: fco,
      ownerRating: 3.5,
      moderate: false,
      labelNumber: 4821,
      now,
      ...input,
    }),
    ...overrides,
  };
}

describe('a new item', () => {
  it('is Active, or Pending while moderation is on, with the owner label, rating and zero counters', () => {
    const listing = item();
    expect(listing).toMatchObject({
      kind: 'listing',
      status: 'Active',
      owner_label: 'Seller #4821',
      owner_rating: 3.5,
      owner_review_count: 0,
      product_type: 'EN590 Diesel',
      committed_quantity: 0,
      pending_inquiries: 0,
      accepted_inquiries: 0,
      declined_inquiries: 0,
      has_terms: true,
      rejection_reason: null,
      version: 1,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      platts_reference: null,
      discount: null,
      availability_date: null,
      additional_info: null,
    });
    expect(item({}, { moderate: true }).status).toBe('Pending');
    expect(item({}, { kind: 'request' }).owner_label).toBe('Buyer #4821');
  });

  it('draws label numbers from 1000 to 9999', () => {
    expect(randomLabelNumber(() => 0)).toBe(1000);
    expect(randomLabelNumber(() => 0.999999)).toBe(9999);
    expect(ownerLabelOf('request', 1930)).toBe('Buyer #1930');
  });

  it('keeps only what the form shows: discount fields on a discount, a price on a fixed price', () => {
    expect(
      fieldsOf(form({ price_type: 'discount', price: 10, platts_reference: 'NWE', discount: 12.5 })),
    ).toMatchObject({ price: null, platts_reference: 'NWE', discount: 12.5 });
    expect(fieldsOf(form({ platts_reference: 'NWE', discount: 3 }))).toMatchObject({
      price: 650.5,
      platts_reference: null,
      discount: null,
    });
    expect(fieldsOf(form({ inquiries_date: '2026-04-01' })).inquiries_date).toBeNull();
  });

  it('refuses an inquiries date in the past, naming the field; today and later pass', () => {
    expect(() =>
      item({}, { form: form({ accepting_inquiries: 'date', inquiries_date: '2026-03-09' }) }),
    ).toThrow(
      expect.objectContaining({
        kind: 'invalid',
        field: 'form.inquiries_date',
        message: 'form.inquiries_date: The inquiries date cannot be in the past',
      }),
    );
    expect(
      item({}, { form: form({ accepting_inquiries: 'date', inquiries_date: '2026-03-10' }) }).inquiries_date,
    ).toBe('2026-03-10');
  });
});

describe('the owner edit', () => {
  const later = new Date('2026-03-11T10:00:00.000Z');

  it('takes the form, bumps the version and keeps the status and counters', () => {
    const edited = editedItem({
      item: item({ pending_inquiries: 2 }),
      form: form({ name: 'Gold bars', industry: 'Precious Metals' }),
      moderate: false,
      now: later,
    });
    expect(edited).toMatchObject({
      name: 'Gold bars',
      product_type: 'Gold Bullion',
      status: 'Active',
      pending_inquiries: 2,
      version: 2,
      updated_at: later.toISOString(),
      fco_file: fco,
    });
  });

  it('is refused once an inquiry is accepted', () => {
    expect(() =>
      editedItem({ item: item({ accepted_inquiries: 1 }), form: form(), moderate: false, now: later }),
    ).toThrow(
      expect.objectContaining({
        kind: 'conflict',
        message: 'This listing has an accepted inquiry and can no longer be edited.',
      }),
    );
    expect(() =>
      editedItem({
        item: item({ accepted_inquiries: 1 }, { kind: 'request' }),
        form: form({ term: 'Net 30' }),
        moderate: false,
        now: later,
      }),
    ).toThrow('This request has an accepted inquiry and can no longer be edited.');
  });

  it('re-submits a rejected item and replaces the FCO file when a new one comes', () => {
    const rejected = item({ status: 'Rejected', rejection_reason: 'Unclear terms' });
    const newFco = { ...fco, id: 'f2' };
    const moderatedEdit = editedItem({
      item: rejected,
      form: form(),
      fcoFile: newFco,
      moderate: true,
      now: later,
    });
    expect(moderatedEdit).toMatchObject({ status: 'Pending', rejection_reason: null, fco_file: newFco });
    expect(editedItem({ item: rejected, form: form(), moderate: false, now: later }).status).toBe('Active');
  });
});

describe('status changes', () => {
  it('go Active <-> Inactive only; the same status is no change', () => {
    expect(statusChanged(item(), 'Inactive', now)).toMatchObject({ status: 'Inactive', version: 2 });
    expect(statusChanged(item({ status: 'Inactive' }), 'Active', now)?.status).toBe('Active');
    expect(statusChanged(item(), 'Active', now)).toBeUndefined();
    for (const status of ['Pending', 'Rejected', 'Accepted'] as const)
      expect(() => statusChanged(item({ status }), 'Inactive', now), status).toThrow(
        expect.objectContaining({ kind: 'conflict' }),
      );
  });

  it('moderation approves or rejects a Pending item only', () => {
    const pending = item({ status: 'Pending' });
    expect(moderated(pending, { approve: true }, now)).toMatchObject({ status: 'Active', version: 2 });
    expect(moderated(pending, { approve: false, reason: 'No terms' }, now)).toMatchObject({
      status: 'Rejected',
      rejection_reason: 'No terms',
    });
    expect(() => moderated(item(), { approve: true }, now)).toThrow(
      'This listing is no longer awaiting moderation.',
    );
  });
});

describe('who sees what', () => {
  const viewer = { userId: 'u2', isAdmin: false };

  it('shows Active items to anyone, other statuses to the owner and admins; else not found', () => {
    expect(assertVisible(item(), 'listing', viewer).id).toBe('i1');
    const inactive = item({ status: 'Inactive' });
    expect(() => assertVisible(inactive, 'listing', viewer)).toThrow('Listing not found');
    expect(assertVisible(inactive, 'listing', { userId: 'u1', isAdmin: false }).id).toBe('i1');
    expect(assertVisible(inactive, 'listing', { userId: 'a', isAdmin: true }).id).toBe('i1');
    expect(() => assertVisible(item(), 'request', viewer)).toThrow('Request not found');
    expect(() => assertVisible(undefined, 'listing', viewer)).toThrow('Listing not found');
    expect(() => assertOwned(item(), 'listing', 'u2')).toThrow('Listing not found');
  });

  it('the card never names the owner; the owner view adds version, file, reason and counts', () => {
    const card = cardOf(item(), 'u2');
    expect(card).not.toHaveProperty('user_id');
    expect(card).toMatchObject({ own: false, rating: 3.5, review_count: 0, owner_label: 'Seller #4821' });
    expect(cardOf(item(), 'u1').own).toBe(true);
    const owner = ownerViewOf(item({ pending_inquiries: 1, declined_inquiries: 2 }), 'u1');
    expect(owner).toMatchObject({
      own: true,
      version: 1,
      rejection_reason: null,
      inquiry_counts: { pending: 1, accepted: 0, declined: 2 },
      fco_file: { id: 'f1', purpose: 'fco_terms', file_name: 'terms.pdf', size: 1200 },
    });
    expect(owner.fco_file).not.toHaveProperty('file_path');
  });
});

describe('owner lists', () => {
  const items = [
    item({ id: 'a', status: 'Active', created_at: '2026-03-01T00:00:00.000Z' }),
    item({ id: 'b', status: 'Inactive', created_at: '2026-03-03T00:00:00.000Z' }),
    item({ id: 'c', status: 'Active', created_at: '2026-03-05T00:00:00.000Z' }),
    item({ id: 'd', status: 'Pending', created_at: '2026-03-02T00:00:00.000Z' }),
    item({ id: 'e', status: 'Rejected', created_at: '2026-03-04T00:00:00.000Z' }),
  ];

  it('filter by tab, newest first, with every tab counted', () => {
    const ids = (tab: 'Active' | 'Inactive' | 'All') => ownerListOf(items, tab, 'u1').items.map((i) => i.id);
    expect(ids('Active')).toEqual(['c', 'a']);
    expect(ids('Inactive')).toEqual(['b']);
    expect(ids('All')).toEqual(['c', 'e', 'b', 'd', 'a']);
    expect(ownerListOf(items, 'Active', 'u1').counts).toEqual({ Active: 2, Inactive: 1, All: 5 });
  });

  it('the moderation queue holds Pending items, oldest first', () => {
    const queue = moderationQueueOf(
      [...items, item({ id: 'f', status: 'Pending', created_at: '2026-02-01T00:00:00.000Z' })],
      'admin',
    );
    expect(queue.items.map((i) => i.id)).toEqual(['f', 'd']);
  });
});
