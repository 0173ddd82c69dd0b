import type { OwnerItem } from '@portal/contracts/marketplace';
import { ApiError } from '@portal/web/api';
import { describe, expect, it } from 'vitest';
import {
  emptyItemFields,
  fieldsOfItem,
  missingFieldsText,
  missingRequiredFields,
  problemTarget,
  serverFieldProblem,
  toItemForm,
  type ItemFormFields,
} from './item-form';

const filled = (over: Partial<ItemFormFields> = {}): ItemFormFields => ({
  ...emptyItemFields(),
  name: ' EN590 Diesel ',
  location: 'Rotterdam',
  quantity: '12500',
  delivery: 'CIF',
  term: 'Spot',
  ...over,
});

const ownerItem = (over: Partial<OwnerItem> = {}): OwnerItem => ({
  id: 'i1',
  kind: 'listing',
  name: 'Jet Fuel A1',
  product_type: 'Jet Fuel A1',
  location: 'Doha',
  quantity: 500,
  unit: 'BBL',
  committed_quantity: 0,
  delivery: 'FOB',
  term: 'Term',
  price: null,
  price_type: 'discount',
  platts_reference: 'Platts Asia',
  discount: 12.5,
  differential: 'premium',
  currency: 'USDT',
  availability_date: '2030-01-02',
  accepting_inquiries: 'date',
  inquiries_date: '2030-01-01',
  additional_info: null,
  industry: 'Energy',
  status: 'Active',
  owner_label: 'Seller #1234',
  rating: 2.5,
  review_count: 0,
  has_terms: true,
  own: true,
  created_at: '2030-01-01T00:00:00Z',
  updated_at: '2030-01-01T00:00:00Z',
  version: 3,
  fco_file: null,
  rejection_reason: null,
  inquiry_counts: { pending: 0, accepted: 0, declined: 0 },
  quality_standard: null,
  quality_specification: null,
  quantity_tolerance: 2.5,
  delivery_from: '2030-02-01',
  delivery_to: null,
  origin: null,
  inspection_company: null,
  payment_terms: null,
  pricing_period: 'Month of B/L',
  ...over,
});

describe('the item form as the API receives it', () => {
  it('starts as Energy, MT, fixed price in USD, open now, with Other Platts text Platts European', () => {
    expect(emptyItemFields()).toMatchObject({
      industry: 'Energy',
      unit: 'MT',
      price_type: 'fixed',
      currency: 'USD',
      accepting_inquiries: 'now',
      platts_reference_other: 'Platts European',
    });
  });

  it('sends numbers as numbers, empty optional fields as null and empty required ones as undefined', () => {
    expect(toItemForm(filled({ price: '98.5', additional_info: '  ' }))).toEqual({
      name: ' EN590 Diesel ',
      location: 'Rotterdam',
      quantity: 12500,
      unit: 'MT',
      delivery: 'CIF',
      term: 'Spot',
      price_type: 'fixed',
      price: 98.5,
      platts_reference: null,
      discount: null,
      currency: 'USD',
      availability_date: null,
      accepting_inquiries: 'now',
      inquiries_date: null,
      additional_info: null,
      industry: 'Energy',
      differential: 'discount',
      pricing_period: null,
      quality_standard: null,
      quality_specification: null,
      quantity_tolerance: null,
      delivery_from: null,
      delivery_to: null,
      origin: null,
      inspection_company: null,
      payment_terms: null,
    });
    const empty = toItemForm(emptyItemFields());
    expect(empty.quantity).toBeUndefined();
    expect(empty.delivery).toBeUndefined();
    expect(empty.term).toBeUndefined();
    expect(Number.isNaN(toItemForm(filled({ quantity: '12,5' })).quantity)).toBe(true);
    // as traders type them: grouped thousands, cents
    expect(toItemForm(filled({ quantity: '30,000', price: '685.50' }))).toMatchObject({
      quantity: 30000,
      price: 685.5,
    });
    expect(
      toItemForm(filled({ price_type: 'discount', platts_reference: 'NWE', discount: '1,000.25' })).discount,
    ).toBe(1000.25);
  });

  it('fills an edit with the numbers grouped as the inputs show them', () => {
    expect(fieldsOfItem(ownerItem({ quantity: 30000, price_type: 'fixed', price: 1250.5 }))).toMatchObject({
      quantity: '30,000',
      price: '1,250.5',
    });
  });

  it('drops what the chosen options hide: a discount has no fixed price, a fixed price no Platts or discount, now no date', () => {
    const discount = toItemForm(
      filled({
        price_type: 'discount',
        price: '50',
        platts_reference: 'NWE',
        discount: '3.25',
        inquiries_date: '2030-01-01',
      }),
    );
    expect(discount).toMatchObject({
      price: null,
      platts_reference: 'NWE',
      discount: 3.25,
      inquiries_date: null,
    });
    const fixed = toItemForm(filled({ price: '50', platts_reference: 'NWE', discount: '3' }));
    expect(fixed).toMatchObject({ price: 50, platts_reference: null, discount: null });
    expect(
      toItemForm(filled({ accepting_inquiries: 'date', inquiries_date: '2030-01-01' })).inquiries_date,
    ).toBe('2030-01-01');
  });

  it("sends the free text for 'Other' (Platts European unless changed)", () => {
    expect(toItemForm(filled({ price_type: 'discount', platts_reference: 'Other' })).platts_reference).toBe(
      'Platts European',
    );
    expect(
      toItemForm(
        filled({
          price_type: 'discount',
          platts_reference: 'Other',
          platts_reference_other: ' Platts Asia ',
        }),
      ).platts_reference,
    ).toBe('Platts Asia');
  });

  it("fills the form from an owner's item; a reference outside the list shows as 'Other' with its text", () => {
    const fields = fieldsOfItem(ownerItem());
    expect(fields).toMatchObject({
      name: 'Jet Fuel A1',
      quantity: '500',
      unit: 'BBL',
      price: '',
      platts_reference: 'Other',
      platts_reference_other: 'Platts Asia',
      discount: '12.5',
      currency: 'USDT',
      accepting_inquiries: 'date',
      inquiries_date: '2030-01-01',
      additional_info: '',
      differential: 'premium',
      pricing_period: 'Month of B/L',
      quantity_tolerance: '2.5',
      delivery_from: '2030-02-01',
      delivery_to: '',
    });
    expect(fieldsOfItem(ownerItem({ platts_reference: 'ARA' }))).toMatchObject({
      platts_reference: 'ARA',
      platts_reference_other: 'Platts European',
    });
    // the trade terms go back as they were stored
    expect(toItemForm(fields)).toMatchObject({
      platts_reference: 'Platts Asia',
      discount: 12.5,
      quantity: 500,
      differential: 'premium',
      pricing_period: 'Month of B/L',
      quantity_tolerance: 2.5,
      delivery_from: '2030-02-01',
      delivery_to: null,
    });
  });
});

describe("the 'Missing:' list", () => {
  it('names the empty required fields by their labels, in the form order', () => {
    expect(missingRequiredFields(emptyItemFields())).toEqual([
      'name',
      'location',
      'quantity',
      'delivery',
      'term',
    ]);
    expect(missingFieldsText(emptyItemFields())).toBe(
      'Missing: Product Name, Location, Quantity, Delivery, Term',
    );
    expect(missingFieldsText(filled({ location: '   ', term: '' }))).toBe('Missing: Location, Term');
    expect(missingFieldsText(filled())).toBeUndefined();
  });
});

describe('where a reported problem is shown', () => {
  it('maps API and schema paths to the inputs, the Platts problem to the free text when Other is chosen', () => {
    expect(problemTarget('form.quantity', filled())).toBe('quantity');
    expect(problemTarget('inquiries_date', filled())).toBe('inquiries_date');
    expect(problemTarget('fco_file_id', filled())).toBe('fco_file');
    expect(problemTarget('form.platts_reference', filled({ platts_reference: 'NWE' }))).toBe(
      'platts_reference',
    );
    expect(problemTarget('platts_reference', filled({ platts_reference: 'Other' }))).toBe(
      'platts_reference_other',
    );
    expect(problemTarget('body', filled())).toBeUndefined();
  });

  it("reads a 400's field and its sentence without the field prefix", () => {
    const prefixed = new ApiError(400, 'form.inquiries_date: The inquiries date cannot be in the past', {
      message: 'form.inquiries_date: The inquiries date cannot be in the past',
      field: 'form.inquiries_date',
    });
    expect(serverFieldProblem(prefixed)).toEqual({
      field: 'form.inquiries_date',
      message: 'The inquiries date cannot be in the past',
    });
    const plain = new ApiError(400, 'Your signed terms document is required', {
      message: 'Your signed terms document is required',
      field: 'fco_file_id',
    });
    expect(serverFieldProblem(plain)).toEqual({
      field: 'fco_file_id',
      message: 'Your signed terms document is required',
    });
    expect(serverFieldProblem(new ApiError(409, 'conflict', { field: 'version' }))).toBeUndefined();
    expect(serverFieldProblem(new ApiError(400, 'bad', { message: 'bad' }))).toBeUndefined();
    expect(serverFieldProblem(new Error('offline'))).toBeUndefined();
  });
});
