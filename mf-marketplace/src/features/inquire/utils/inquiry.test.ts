import { describe, expect, it } from 'vitest';
import {
  checkQuantity,
  confirmText,
  inquireMode,
  inquiryBlock,
  inquiryItemId,
  inquiryMessages,
  inquiryValueText,
  limitReachedText,
  remainingText,
  usageText,
} from './inquiry';

const item = { quantity: 5000, committed_quantity: 1500, unit: 'MT' as const };
const format = (value: string) => `on ${value}`;
const open = {
  own: false,
  status: 'Active' as const,
  accepting_inquiries: 'now' as const,
  inquiries_date: null,
  kind: 'listing' as const,
};

describe('the Inquire page', () => {
  it("is in seller mode when the path holds 'seller', and goes back to that side's marketplace", () => {
    expect(inquireMode('/marketplace/seller/inquire')).toEqual({
      side: 'seller',
      kind: 'request',
      backPath: '/marketplace/seller',
    });
    expect(inquireMode('/marketplace/buyer/inquire')).toEqual({
      side: 'buyer',
      kind: 'listing',
      backPath: '/marketplace/buyer',
    });
  });

  it('names the item by ?id=, else by the stored inquiryProduct; a malformed id names nothing', () => {
    expect(inquiryItemId('abc-1', 'stored-2')).toBe('abc-1');
    expect(inquiryItemId(null, 'stored-2')).toBe('stored-2');
    expect(inquiryItemId('../etc', 'stored-2')).toBe('stored-2');
    expect(inquiryItemId('', undefined)).toBeUndefined();
  });

  it("requires a quantity above 0 ('Quantity Required') and no more than what remains", () => {
    expect(checkQuantity('', item)).toEqual({ ok: false, reason: 'required' });
    expect(checkQuantity('  ', item)).toEqual({ ok: false, reason: 'required' });
    expect(checkQuantity('0', item)).toEqual({ ok: false, reason: 'required' });
    expect(checkQuantity('-3', item)).toEqual({ ok: false, reason: 'required' });
    expect(checkQuantity('abc', item)).toEqual({ ok: false, reason: 'required' });
    expect(checkQuantity('3500', item)).toEqual({ ok: true, quantity: 3500 });
    expect(checkQuantity('12.5', item)).toEqual({ ok: true, quantity: 12.5 });
    // as traders type it: thousands grouped by commas
    expect(checkQuantity('3,500', item)).toEqual({ ok: true, quantity: 3500 });
    expect(checkQuantity('1,250.5', item)).toEqual({ ok: true, quantity: 1250.5 });
    // more than remains is its own toast, never 'Quantity Required'
    for (const typed of ['3501', '3,501', '30,000'])
      expect(checkQuantity(typed, item)).toEqual({
        ok: false,
        reason: 'too-much',
        title: 'Only 3,500 MT remain',
        message: 'Only 3,500 MT remain available.',
      });
    expect(inquiryMessages.quantityRequired).toEqual({
      title: 'Quantity Required',
      description: 'Please specify the quantity before submitting.',
    });
  });

  it("keeps the spec's texts", () => {
    expect(inquiryMessages.noItem).toBe('No item specified for inquiry');
    expect(inquiryMessages.loadFailed).toBe('Failed to load item details');
    expect(inquiryMessages.documentsRequired).toEqual({
      title: 'Required Documents',
      description: 'Please upload both Product Specifications and FCO Terms & Conditions.',
    });
    expect(inquiryMessages.success).toEqual({
      title: 'Inquiry submitted successfully',
      description: 'You will be redirected to the marketplace.',
    });
    expect(inquiryMessages.failure).toBe('Failed to submit inquiry');
    expect(inquiryMessages.authRequired).toEqual({
      title: 'Authentication Required',
      description: 'You must be logged in to submit an inquiry.',
    });
  });

  it('shows what remains, the month’s usage and the confirmation sentence', () => {
    expect(remainingText(item)).toBe('Remaining quantity: 3,500 MT');
    expect(usageText({ used: 3, limit: 10 })).toBe('3 of 10 inquiries used this month');
    expect(limitReachedText(10)).toBe('You have reached your monthly limit of 10 inquiries.');
    expect(confirmText({ name: 'Jet Fuel A1', owner_label: 'Seller #4821', unit: 'MT' }, 2500)).toBe(
      'You are about to send an inquiry for 2,500 MT of Jet Fuel A1 to Seller #4821.',
    );
  });

  it("states the inquiry's value: quantity × fixed price, or how it will be priced", () => {
    const priced = {
      price: 685.5,
      price_type: 'fixed' as const,
      discount: null,
      platts_reference: null,
      currency: 'USD' as const,
      unit: 'MT' as const,
    };
    expect(inquiryValueText(priced, 30000)).toBe('USD 20,565,000.00');
    expect(inquiryValueText({ ...priced, price: 0.1 }, 3)).toBe('USD 0.30');
    expect(inquiryValueText({ ...priced, price: null }, 30000)).toBe('Contact for Price');
    expect(
      inquiryValueText(
        { ...priced, price: null, price_type: 'discount', discount: 3, platts_reference: 'NWE' },
        30000,
      ),
    ).toBe('Priced at − 3.00 USD discount to Platts NWE');
  });

  it('blocks the form on an own item, a closed item and before the inquiries date', () => {
    expect(inquiryBlock(open, '2026-03-01', format)).toBeNull();
    expect(inquiryBlock({ ...open, own: true }, '2026-03-01', format)).toBe(
      'You cannot inquire on your own listing.',
    );
    expect(inquiryBlock({ ...open, status: 'Inactive' }, '2026-03-01', format)).toBe(
      'This listing is not accepting inquiries.',
    );
    expect(
      inquiryBlock(
        { ...open, kind: 'request', accepting_inquiries: 'date', inquiries_date: '2026-03-04' },
        '2026-03-01',
        format,
      ),
    ).toBe('Inquiries open on on 2026-03-04');
    expect(
      inquiryBlock(
        { ...open, accepting_inquiries: 'date', inquiries_date: '2026-03-01' },
        '2026-03-01',
        format,
      ),
    ).toBeNull();
  });
});
