import { describe, expect, it } from 'vitest';
import { tradeTermRows } from './trade-terms';

const day = (iso: string) => `day ${iso}`;

describe('tradeTermRows', () => {
  it('shows only the filled terms, the tolerance as ± % and the delivery window as one row', () => {
    expect(
      tradeTermRows(
        {
          quality_standard: 'EN590 10 ppm',
          quality_specification: null,
          quantity_tolerance: 2.5,
          delivery_from: '2026-07-01',
          delivery_to: '2026-07-10',
          origin: '',
          inspection_company: 'SGS',
          payment_terms: 'LC at Sight',
        },
        day,
      ),
    ).toEqual([
      { label: 'Quality', value: 'EN590 10 ppm' },
      { label: 'Quantity Tolerance', value: '± 2.5 %' },
      { label: 'Delivery Window', value: 'day 2026-07-01 – day 2026-07-10' },
      { label: 'Inspection', value: 'SGS' },
      { label: 'Payment Terms', value: 'LC at Sight' },
    ]);
  });

  it('keeps a zero tolerance and one end of the window; nothing given shows nothing', () => {
    expect(tradeTermRows({ quantity_tolerance: 0, delivery_to: '2026-07-10' }, day)).toEqual([
      { label: 'Quantity Tolerance', value: '± 0 %' },
      { label: 'Delivery Window', value: 'By day 2026-07-10' },
    ]);
    expect(tradeTermRows({}, day)).toEqual([]);
  });
});
