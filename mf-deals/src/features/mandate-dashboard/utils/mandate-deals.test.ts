import { describe, expect, it } from 'vitest';
import type { MandateDeal } from '@portal/contracts/mandates';
import { mandateColumns, stagePhase } from './mandate-deals';
import { mandateAccessMessage, mandateStatusOf } from './mandate-status';

const mandateDeal = (id: string, progress: number): MandateDeal => ({
  id,
  title: `Deal #${id}`,
  name: `Order #${id}`,
  stage: 'x',
  stage_label: 'X',
  progress,
  side: 'buyer',
  status: 'active',
  updated_at: '2026-01-01T00:00:00.000Z',
  product: 'EN590 Diesel 10ppm',
  product_type: 'EN590',
  quantity: 5000,
  unit: 'MT',
  delivery: 'FOB',
  location: 'Rotterdam',
  price: 700,
  price_type: 'fixed',
  platts_reference: null,
  discount: null,
  final_unit_price: null,
  currency: 'USD',
  buyer_label: 'Buyer #4821',
  seller_label: 'Seller #1234',
  next: [],
  due_at: null,
});

describe('mandate dashboard helpers', () => {
  it('puts deals in the Pending / Ongoing / Completed columns by progress', () => {
    const columns = mandateColumns([
      mandateDeal('a', 10),
      mandateDeal('b', 20),
      mandateDeal('c', 21),
      mandateDeal('d', 90),
      mandateDeal('e', 100),
    ]);
    expect(columns.map((c) => [c.id, c.deals.map((d) => d.id)])).toEqual([
      ['pending', ['a', 'b']],
      ['ongoing', ['c', 'd']],
      ['completed', ['e']],
    ]);
  });

  it('colours the stage badge early, mid, late or complete', () => {
    expect([10, 30, 40, 60, 70, 90, 100].map(stagePhase)).toEqual([
      'early',
      'early',
      'mid',
      'mid',
      'late',
      'late',
      'complete',
    ]);
  });

  it('the status check: the role counts as approved, else the registration, with the spec buttons', () => {
    const registrations = { buyer: 'approved', seller: 'not_registered', mandate: 'submitted' } as const;
    expect(mandateStatusOf({ roles: ['mandate'], registrations })).toBe('approved');
    expect(mandateStatusOf({ roles: ['buyer'], registrations })).toBe('submitted');
    expect(mandateAccessMessage('approved')).toBeNull();
    expect(mandateAccessMessage('submitted')).toMatchObject({
      action: null,
      text: expect.stringMatching(/under review/),
    });
    expect(mandateAccessMessage('draft')?.action).toBe('Complete Registration');
    expect(mandateAccessMessage('not_registered')?.action).toBe('Register as Mandate');
    expect(mandateAccessMessage('rejected')).toMatchObject({
      action: 'Apply Again',
      text: expect.stringMatching(/contact support/),
    });
  });
});
