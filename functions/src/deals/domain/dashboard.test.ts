import { describe, expect, it } from 'vitest';
import { dealColumnOf } from '@portal/contracts/deal-stages';
import { dealColumnsOf, tallyChange, tallyOf } from './dashboard';

/** The My Deals card from the deals, as GET /dashboard builds it: their tally, then the card's figures. */
const cardOf = (deals: ReadonlyArray<{ progress: number; status: string }>) => dealColumnsOf(tallyOf(deals));

/** The card counted deal by deal, independently of the tally, for comparison. */
function countedOneByOne(deals: ReadonlyArray<{ progress: number; status: string }>) {
  const counts = { pending: 0, ongoing: 0, completed: 0, total: deals.length };
  for (const deal of deals) if (deal.status !== 'cancelled') counts[dealColumnOf(deal.progress)] += 1;
  return counts;
}

describe('the My Deals card', () => {
  it("counts by the Deal Flow's thresholds: up to 20 pending, below 100 ongoing, 100 completed", () => {
    const deals = [0, 10, 20, 21, 50, 99, 100, 100].map((progress) => ({ progress, status: 'active' }));
    expect(cardOf(deals)).toEqual({ pending: 3, ongoing: 3, completed: 2, total: 8 });
  });

  it('keeps a cancelled deal out of the columns but in the total', () => {
    expect(
      cardOf([
        { progress: 40, status: 'cancelled' },
        { progress: 40, status: 'active' },
      ]),
    ).toEqual({ pending: 0, ongoing: 1, completed: 0, total: 2 });
  });

  it('is all zero without deals', () => {
    expect(cardOf([])).toEqual({ pending: 0, ongoing: 0, completed: 0, total: 0 });
  });
});

describe('the deal tally', () => {
  it('moves a deal only when it changes column, or is cancelled', () => {
    const active = (progress: number) => ({ progress, status: 'active' });
    expect(tallyChange(active(10), active(20))).toEqual({});
    expect(tallyChange(active(20), active(30))).toEqual({ pending: -1, ongoing: 1 });
    expect(tallyChange(active(90), active(100))).toEqual({ ongoing: -1, completed: 1 });
    expect(tallyChange(active(40), { progress: 40, status: 'cancelled' })).toEqual({
      ongoing: -1,
      cancelled: 1,
    });
  });

  it('gives the card the same figures a recount of the deals gives', () => {
    const deals = [
      { progress: 10, status: 'active' },
      { progress: 60, status: 'active' },
      { progress: 100, status: 'closed' },
      { progress: 30, status: 'cancelled' },
    ];
    expect(tallyOf(deals)).toEqual({ pending: 1, ongoing: 1, completed: 1, cancelled: 1 });
    expect(cardOf(deals)).toEqual(countedOneByOne(deals));
    expect(dealColumnsOf(tallyOf(deals)).total).toBe(4);
  });
});
