import { describe, expect, it } from 'vitest';
import { listingFormSchema, requestFormSchema, requestPaymentTermsMessage } from './marketplace';
import { priceLabel } from './marketplace-catalogue';

const listing = {
  name: 'EN590 Diesel',
  location: 'Rotterdam',
  quantity: 25000,
  delivery: 'FOB',
  term: 'Spot',
  industry: 'Energy',
};

/** The paths and messages of a refused form. */
function problems(result: ReturnType<typeof listingFormSchema.safeParse>) {
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the trade terms of the item form', () => {
  it('are optional; an index-linked amount reads as a discount unless a premium is chosen', () => {
    const plain = listingFormSchema.parse(listing);
    expect(plain.differential).toBe('discount');
    expect(plain.quality_standard).toBeUndefined();
    const full = listingFormSchema.parse({
      ...listing,
      price_type: 'discount',
      platts_reference: 'NWE',
      discount: 3.5,
      differential: 'premium',
      pricing_period: 'Month of B/L',
      quality_standard: 'EN590 10 ppm',
      quality_specification: 'Sulphur ≤ 10 mg/kg',
      quantity_tolerance: 2.5,
      delivery_from: '2026-07-01',
      delivery_to: '2026-07-01',
      origin: 'Netherlands',
      inspection_company: 'SGS',
      payment_terms: 'SBLC',
    });
    expect(full).toMatchObject({ differential: 'premium', quantity_tolerance: 2.5, payment_terms: 'SBLC' });
  });

  it('bounds the tolerance to 0–10 % in tenths', () => {
    expect(listingFormSchema.safeParse({ ...listing, quantity_tolerance: 0 }).success).toBe(true);
    expect(listingFormSchema.safeParse({ ...listing, quantity_tolerance: 10 }).success).toBe(true);
    expect(problems(listingFormSchema.safeParse({ ...listing, quantity_tolerance: 10.1 }))).toEqual({
      quantity_tolerance: 'Quantity tolerance must be between 0 and 10 %',
    });
    expect(problems(listingFormSchema.safeParse({ ...listing, quantity_tolerance: -1 }))).toHaveProperty(
      'quantity_tolerance',
    );
    expect(problems(listingFormSchema.safeParse({ ...listing, quantity_tolerance: 2.55 }))).toEqual({
      quantity_tolerance: 'At most 1 decimal',
    });
  });

  it('refuses a delivery window that ends before it starts, on delivery_to', () => {
    const result = listingFormSchema.safeParse({
      ...listing,
      delivery_from: '2026-07-10',
      delivery_to: '2026-07-01',
    });
    expect(problems(result)).toEqual({ delivery_to: 'The delivery window cannot end before it starts' });
    expect(problems(listingFormSchema.safeParse({ ...listing, delivery_from: '2026-02-30' }))).toEqual({
      delivery_from: 'Invalid date',
    });
  });

  it('limits the texts and the lists to their lengths and options', () => {
    const long = listingFormSchema.safeParse({
      ...listing,
      quality_specification: 'x'.repeat(1001),
      origin: 'x'.repeat(121),
      inspection_company: 'x'.repeat(121),
      payment_terms: 'Cash',
      pricing_period: 'Whenever',
      differential: 'bonus',
    });
    expect(Object.keys(problems(long)).sort()).toEqual([
      'differential',
      'inspection_company',
      'origin',
      'payment_terms',
      'pricing_period',
      'quality_specification',
    ]);
    expect(listingFormSchema.safeParse({ ...listing, quality_specification: 'x'.repeat(1000) }).success).toBe(
      true,
    );
  });

  it("asks a request's payment term once: its Term", () => {
    const request = { ...listing, term: 'LC at Sight' };
    expect(requestFormSchema.safeParse(request).success).toBe(true);
    expect(problems(requestFormSchema.safeParse({ ...request, payment_terms: 'SBLC' }))).toEqual({
      payment_terms: requestPaymentTermsMessage,
    });
  });
});

describe('priceLabel of an index-linked price', () => {
  const item = {
    price_type: 'discount' as const,
    discount: 3.5,
    currency: 'USD' as const,
    platts_reference: 'NWE',
  };
  it('signs the differential: − for a discount (also when none is stored), + for a premium', () => {
    expect(priceLabel(item)).toEqual({ text: '− 3.50 USD', detail: 'discount to Platts NWE' });
    expect(priceLabel({ ...item, differential: 'premium' })).toEqual({
      text: '+ 3.50 USD',
      detail: 'premium to Platts NWE',
    });
  });
});
