import { describe, expect, it } from 'vitest';
import { countDealColumns } from './dashboard';

describe('countDealColumns', () => {
  it("counts by the Deal Flow's thresholds: up to 20 pending, below 100 ongoing, 100 completed", () => {
    const deals = [0, 10, 20, 21, 50, 99, 100, 100].map((progress) => ({ progress, status: 'active' }));
    expect(countDealColumns(deals)).toEqual({ pending: 3, ongoing: 3, completed: 2, total: 8 });
  });

  it('keeps a cancelled deal out of the columns but in the total', () => {
    expect(
      countDealColumns([
        { progress: 40, status: 'cancelled' },
        { progress: 40, status: 'active' },
      ]),
    ).toEqual({ pending: 0, ongoing: 1, completed: 0, total: 2 });
  });

  it('is all zero without deals', () => {
    expect(countDealColumns([])).toEqual({ pending: 0, ongoing: 0, completed: 0, total: 0 });
  });
});
