import type { Inquiry } from '@portal/contracts/marketplace';
import { describe, expect, it } from 'vitest';
import {
  emptyTabText,
  inquiryStatusBadgeTone,
  inquirySummary,
  itemStatusBadgeTone,
  noInquiriesText,
  ownerActions,
  sentInquiriesFor,
  tabOf,
  usageText,
} from './owner-items';

const counts = (pending = 0, accepted = 0, declined = 0) => ({ pending, accepted, declined });

const inquiry = (over: Partial<Inquiry>): Inquiry => ({
  id: 'q',
  item_id: 'i',
  item_kind: 'listing',
  item_name: 'EN590 Diesel',
  company: 'Buyer #1234',
  rating: 2.5,
  quantity: 10,
  unit: 'MT',
  message: null,
  status: 'Pending',
  decline_reason: null,
  files: [],
  deal_id: null,
  negotiation: null,
  created_at: '2030-01-01T00:00:00Z',
  updated_at: '2030-01-01T00:00:00Z',
  ...over,
});

describe('My Listings / My Requests', () => {
  it('colours statuses as the spec says: Active green, Pending yellow, Inactive grey, Accepted blue, Rejected red', () => {
    expect(itemStatusBadgeTone('Active')).toBe('success');
    expect(itemStatusBadgeTone('Pending')).toBe('warning');
    expect(itemStatusBadgeTone('Inactive')).toBe('neutral');
    expect(itemStatusBadgeTone('Accepted')).toBe('info');
    expect(itemStatusBadgeTone('Rejected')).toBe('danger');
    expect(inquiryStatusBadgeTone('Declined')).toBe('danger');
  });

  it('opens on Active and takes only the three tabs from the address bar', () => {
    expect(tabOf(null)).toBe('Active');
    expect(tabOf('Inactive')).toBe('Inactive');
    expect(tabOf('All')).toBe('All');
    expect(tabOf('Pending')).toBe('Active');
  });

  it('words the empty states as the spec does', () => {
    expect(emptyTabText('listing', 'Active')).toBe("You don't have any active listings yet.");
    expect(emptyTabText('listing', 'Inactive')).toBe("You don't have any inactive listings yet.");
    expect(emptyTabText('listing', 'All')).toBe("You haven't created any listings yet.");
    expect(emptyTabText('request', 'Active')).toBe("You don't have any active requests yet.");
    expect(emptyTabText('request', 'All')).toBe("You haven't created any requests yet.");
    expect(noInquiriesText('listing')).toBe('No inquiries received for this listing yet.');
    expect(noInquiriesText('request')).toBe('No inquiries received for this request yet.');
  });

  it('offers Edit until an inquiry is accepted, Deactivate on Active and Reactivate on Inactive only', () => {
    expect(ownerActions({ status: 'Active', inquiry_counts: counts(2) })).toEqual({
      edit: true,
      statusChange: { to: 'Inactive', label: 'Deactivate' },
    });
    expect(ownerActions({ status: 'Inactive', inquiry_counts: counts() })).toEqual({
      edit: true,
      statusChange: { to: 'Active', label: 'Reactivate' },
    });
    expect(ownerActions({ status: 'Active', inquiry_counts: counts(0, 1) })).toEqual({
      edit: false,
      statusChange: { to: 'Inactive', label: 'Deactivate' },
    });
    expect(ownerActions({ status: 'Pending', inquiry_counts: counts() })).toEqual({
      edit: true,
      statusChange: null,
    });
    expect(ownerActions({ status: 'Rejected', inquiry_counts: counts() })).toEqual({
      edit: true,
      statusChange: null,
    });
    expect(ownerActions({ status: 'Accepted', inquiry_counts: counts(0, 2) })).toEqual({
      edit: false,
      statusChange: null,
    });
  });

  it("lists as sent the inquiries on the other side's items, newest first", () => {
    const onListing = inquiry({ id: 'a', item_kind: 'listing', created_at: '2030-01-01T00:00:00Z' });
    const newer = inquiry({ id: 'b', item_kind: 'listing', created_at: '2030-02-01T00:00:00Z' });
    const onRequest = inquiry({ id: 'c', item_kind: 'request' });
    expect(sentInquiriesFor('request', [onListing, onRequest, newer]).map((i) => i.id)).toEqual(['b', 'a']);
    expect(sentInquiriesFor('listing', [onListing, onRequest, newer]).map((i) => i.id)).toEqual(['c']);
  });

  it("summarises the month's inquiries and an item's inquiry counts", () => {
    expect(usageText({ used: 3, limit: 10, remaining: 7 })).toBe(
      '3 of 10 inquiries used this month (7 left)',
    );
    expect(inquirySummary(counts())).toBe('No inquiries yet');
    expect(inquirySummary(counts(1))).toBe('1 inquiry: 1 pending');
    expect(inquirySummary(counts(2, 1, 1))).toBe('4 inquiries: 2 pending, 1 accepted, 1 declined');
  });
});
