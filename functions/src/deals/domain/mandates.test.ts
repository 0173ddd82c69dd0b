import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors';
import { openedDeal } from '../../../test/support/deal-fixtures';
import {
  answerableRequest,
  checkAttachRequest,
  mandateDashboardStats,
  remainingCommission,
  type MandateSlot,
} from './mandates';

const slot = (patch: Partial<MandateSlot>): MandateSlot => ({
  deal_id: 'D',
  party: 'buyer',
  mandate_id: 'm1',
  commission_percent: null,
  status: 'pending',
  requested_at: '2026-01-01T00:00:00.000Z',
  confirmed_at: null,
  confirmed_by: null,
  ...patch,
});

function refusal(run: () => unknown): { kind: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

describe('attach request rules', () => {
  const deal = openedDeal();
  const check = (slots: MandateSlot[], patch: Partial<Parameters<typeof checkAttachRequest>[0]> = {}) =>
    checkAttachRequest({
      deal,
      slots,
      memberIds: [],
      mandateId: 'm2',
      party: 'seller',
      commission: null,
      ...patch,
    });

  it('accepts a free side within the remaining commission, to the hundredth', () => {
    expect(() => check([slot({ commission_percent: 62.5 })], { commission: 37.5 })).not.toThrow();
    expect(remainingCommission([slot({ commission_percent: 62.5 })], 'seller')).toBe(37.5);
    // a side's own earlier figure does not count against itself
    expect(remainingCommission([slot({ commission_percent: 62.5 })], 'buyer')).toBe(100);
  });

  it('refuses above 100 % in total, naming what remains', () => {
    expect(refusal(() => check([slot({ commission_percent: 62.5 })], { commission: 37.51 }))).toEqual({
      kind: 'conflict',
      message: 'The commissions of a deal may total at most 100 %: 37.5 % remain for this request.',
    });
  });

  it('one mandate per side, one request per mandate, never the deal’s own party, never an ended deal', () => {
    expect(refusal(() => check([slot({ party: 'seller' })])).message).toMatch(/awaits confirmation/);
    expect(refusal(() => check([slot({ party: 'seller', status: 'confirmed' })])).message).toBe(
      'The seller of this deal already has a mandate.',
    );
    expect(refusal(() => check([slot({ mandate_id: 'm2' })])).message).toMatch(/already asked/);
    expect(refusal(() => check([], { memberIds: ['m2'] })).message).toBe(
      'You are already attached to this deal.',
    );
    expect(refusal(() => check([], { mandateId: deal.buyer_id })).message).toMatch(/party of this deal/);
    expect(refusal(() => check([], { deal: { ...deal, status: 'cancelled' } })).message).toMatch(/cancelled/);
    expect(refusal(() => check([], { deal: { ...deal, status: 'closed' } })).message).toMatch(/completed/);
  });
});

describe('who answers a request', () => {
  const deal = openedDeal();
  const ask = (callerId: string, callerIsAdmin = false, slots = [slot({})]) =>
    answerableRequest({ deal, slots, mandateId: 'm1', callerId, callerIsAdmin });

  it("that side's party only: the other party and admins 403, anyone else 404", () => {
    expect(ask(deal.buyer_id).mandate_id).toBe('m1');
    expect(refusal(() => ask(deal.seller_id)).kind).toBe('forbidden');
    expect(refusal(() => ask('admin-1', true)).kind).toBe('forbidden');
    expect(refusal(() => ask('stranger')).kind).toBe('not_found');
    expect(refusal(() => ask(deal.buyer_id, false, [slot({ status: 'confirmed' })])).message).toBe(
      'Mandate request not found',
    );
  });
});

describe('dashboard figures', () => {
  it('counts by the Deal Flow columns and the distinct buyers and sellers', () => {
    expect(
      mandateDashboardStats([
        { progress: 10, buyer_id: 'b1', seller_id: 's1' },
        { progress: 20, buyer_id: 'b1', seller_id: 's2' },
        { progress: 30, buyer_id: 'b2', seller_id: 's1' },
        { progress: 100, buyer_id: 'b1', seller_id: 's1' },
      ]),
    ).toEqual({ total: 4, pending: 2, active: 1, completed: 1, active_users: 4 });
    expect(mandateDashboardStats([])).toEqual({
      total: 0,
      pending: 0,
      active: 0,
      completed: 0,
      active_users: 0,
    });
  });
});
