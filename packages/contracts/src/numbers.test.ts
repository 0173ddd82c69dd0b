import { describe, expect, it } from 'vitest';
import { platformSettingsUpdateSchema } from './admin';
import { commissionSchema, mandateAttachRequestSchema } from './mandates';
import { listingFormSchema, listingInquirySchema } from './marketplace';
import { percentSchema, priceSchema, quantitySchema, versionSchema } from './numbers';

/** Below DynamoDB's smallest positive number (1e-130): the value that used to answer 500. */
const tiny = 1e-131;
const refused = [tiny, 1e20, -1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '5'];

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error!.issues[0]!.message;
}

describe('quantitySchema', () => {
  const schema = quantitySchema();
  it.each([0.001, 1, 2.5, 25_000, 1_000_000_000])('accepts %s', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });
  it.each(refused)('refuses %s', (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
  it('says why', () => {
    expect(messageOf(schema.safeParse(tiny))).toBe('Quantity must be at least 0.001');
    expect(messageOf(schema.safeParse(0))).toBe('Quantity must be greater than 0');
    expect(messageOf(schema.safeParse(1e20))).toBe('Quantity is too large');
  });
});

describe('priceSchema', () => {
  const schema = priceSchema();
  it.each([0.01, 1, 99.99, 650.5, 1_000_000_000])('accepts %s', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });
  it.each([...refused, 0, 0.001, 1.234])('refuses %s', (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
  it('says why, with the label', () => {
    expect(messageOf(schema.safeParse(tiny))).toBe('Price must be at least 0.01');
    expect(messageOf(priceSchema('Discount', 1_000_000).safeParse(2_000_000))).toBe('Discount is too large');
  });
});

describe('percentSchema', () => {
  const schema = percentSchema('The fee');
  it.each([0, 0.01, 2.5, 100])('accepts %s', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });
  it.each([...refused, 0.001, 100.01])('refuses %s', (value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
  it('says why', () => {
    expect(messageOf(schema.safeParse(tiny))).toBe('The fee must be 0 or at least 0.01 %');
    expect(messageOf(schema.safeParse(101))).toBe('The fee must be between 0 and 100 %');
  });
  it('keeps the commission at 2 decimals', () => {
    expect(commissionSchema.safeParse(2.5).success).toBe(true);
    expect(messageOf(commissionSchema.safeParse(2.555))).toBe('The commission has at most 2 decimals');
  });
});

describe('versionSchema', () => {
  it.each([1, 2, 1_000_000, Number.MAX_SAFE_INTEGER])('accepts %s', (value) => {
    expect(versionSchema.safeParse(value).success).toBe(true);
  });
  it.each([...refused, 0, 1.5, 1e300])('refuses %s', (value) => {
    expect(versionSchema.safeParse(value).success).toBe(false);
  });
});

describe('the request schemas name the field of a number out of bounds', () => {
  const form = {
    name: 'EN590 Diesel',
    location: 'Rotterdam',
    quantity: 25_000,
    delivery: 'FOB',
    term: 'Spot',
    price: 350,
    industry: 'Energy',
  };
  const pathOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
    result.success ? undefined : result.error!.issues[0]!.path.join('.');

  it('listing form: quantity and price', () => {
    expect(listingFormSchema.safeParse(form).success).toBe(true);
    expect(pathOf(listingFormSchema.safeParse({ ...form, quantity: tiny }))).toBe('quantity');
    expect(pathOf(listingFormSchema.safeParse({ ...form, price: tiny }))).toBe('price');
  });
  it('inquiry: quantity', () => {
    expect(listingInquirySchema.safeParse({ quantity: 100 }).success).toBe(true);
    expect(pathOf(listingInquirySchema.safeParse({ quantity: tiny }))).toBe('quantity');
    expect(pathOf(listingInquirySchema.safeParse({ quantity: 1e20 }))).toBe('quantity');
  });
  it('mandate attachment: commission_percent', () => {
    const body = { deal_id: 'BGX4ABCDEF', party: 'buyer' };
    expect(mandateAttachRequestSchema.safeParse({ ...body, commission_percent: 1.5 }).success).toBe(true);
    expect(pathOf(mandateAttachRequestSchema.safeParse({ ...body, commission_percent: tiny }))).toBe(
      'commission_percent',
    );
  });
  it('settings: platform_fee_percent', () => {
    const settings = {
      auto_approve_on_dashboard_open: false,
      storage_quota_bytes: 1024 ** 3,
      monthly_inquiry_limit: 10,
      platform_fee_percent: 1.5,
    };
    expect(platformSettingsUpdateSchema.safeParse(settings).success).toBe(true);
    expect(pathOf(platformSettingsUpdateSchema.safeParse({ ...settings, platform_fee_percent: tiny }))).toBe(
      'platform_fee_percent',
    );
  });
});
