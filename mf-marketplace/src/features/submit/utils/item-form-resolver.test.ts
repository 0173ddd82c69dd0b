import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { emptyItemFields, type ItemFormFields } from './item-form';
import { itemFormResolver } from './item-form-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<ItemFormFields>;

const filled = (over: Partial<ItemFormFields> = {}): ItemFormFields => ({
  ...emptyItemFields(),
  name: 'EN590 Diesel',
  location: 'Rotterdam',
  quantity: '12500',
  delivery: 'CIF',
  term: 'Spot',
  ...over,
});

const messages = (errors: Record<string, { message?: unknown } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, error?.message]));

describe('the item form checked by the contract schema', () => {
  it('passes a complete listing and answers the form the API takes', async () => {
    const result = await itemFormResolver('listing')(filled({ price: '650.25' }), undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      name: 'EN590 Diesel',
      quantity: 12500,
      unit: 'MT',
      price: 650.25,
      price_type: 'fixed',
      currency: 'USD',
      industry: 'Energy',
    });
  });

  it("says '{Label} is required' for every empty required field", async () => {
    const result = await itemFormResolver('listing')(emptyItemFields(), undefined, options);
    expect(messages(result.errors)).toEqual({
      name: 'Product Name is required',
      location: 'Location is required',
      quantity: 'Quantity is required',
      delivery: 'Delivery is required',
      term: 'Term is required',
    });
  });

  it("takes the kind's terms: a request's term is not a listing's", async () => {
    const requestTerm = filled({ term: 'Net 30' });
    expect((await itemFormResolver('request')(requestTerm, undefined, options)).errors).toEqual({});
    expect(messages((await itemFormResolver('listing')(requestTerm, undefined, options)).errors)).toEqual({
      term: 'Term is required',
    });
  });

  it('reports bad numbers on their inputs', async () => {
    const result = await itemFormResolver('listing')(
      filled({ quantity: '-3', price: 'abc' }),
      undefined,
      options,
    );
    expect(messages(result.errors)).toEqual({
      quantity: 'Quantity must be greater than 0',
      price: 'Price must be a number',
    });
  });

  it("asks a discount for its Platts reference and amount; 'Other' reports on its free text", async () => {
    const none = await itemFormResolver('listing')(filled({ price_type: 'discount' }), undefined, options);
    expect(messages(none.errors)).toEqual({
      platts_reference: 'Platts reference is required',
      discount: 'Discount is required',
    });
    const other = await itemFormResolver('listing')(
      filled({
        price_type: 'discount',
        platts_reference: 'Other',
        platts_reference_other: ' ',
        discount: '2',
      }),
      undefined,
      options,
    );
    expect(messages(other.errors)).toEqual({ platts_reference_other: 'Platts reference is required' });
  });

  it("names the fields the options require in the same round as the empty required ones, in the schema's words", async () => {
    const incomplete = {
      ...emptyItemFields(),
      price_type: 'discount' as const,
      accepting_inquiries: 'date' as const,
    };
    const result = await itemFormResolver('listing')(incomplete, undefined, options);
    expect(messages(result.errors)).toMatchObject({
      name: 'Product Name is required',
      platts_reference: 'Platts reference is required',
      discount: 'Discount is required',
      inquiries_date: 'Inquiries date is required',
    });
    // the same sentences as the schema's own once the rest is valid
    const complete = await itemFormResolver('listing')(
      filled({ price_type: 'discount', accepting_inquiries: 'date' }),
      undefined,
      options,
    );
    expect(messages(complete.errors)).toEqual({
      platts_reference: 'Platts reference is required',
      discount: 'Discount is required',
      inquiries_date: 'Inquiries date is required',
    });
  });

  it('asks for the inquiries date when inquiries open on a date', async () => {
    const result = await itemFormResolver('request')(
      filled({ term: 'DLC', accepting_inquiries: 'date' }),
      undefined,
      options,
    );
    expect(messages(result.errors)).toEqual({ inquiries_date: 'Inquiries date is required' });
  });

  it('names a delivery window that ends before it starts in the same round as a bad tolerance', async () => {
    const result = await itemFormResolver('listing')(
      filled({ delivery_from: '2030-07-10', delivery_to: '2030-07-01', quantity_tolerance: '12' }),
      undefined,
      options,
    );
    expect(messages(result.errors)).toEqual({
      quantity_tolerance: 'Quantity tolerance must be between 0 and 10 %',
      delivery_to: 'The delivery window cannot end before it starts',
    });
    const alone = await itemFormResolver('listing')(
      filled({ delivery_from: '2030-07-10', delivery_to: '2030-07-01' }),
      undefined,
      options,
    );
    expect(messages(alone.errors)).toEqual({
      delivery_to: 'The delivery window cannot end before it starts',
    });
  });
});
