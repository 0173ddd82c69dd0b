import { dealColumnOf, dealColumns, type DealColumn } from '@portal/contracts/deal-stages';
import type { DealSummary } from '@portal/contracts/deals';

/**
 * The Deal Flow board: the caller's deals in the three columns by progress (Pending up to 20 %, Ongoing
 * above 20 % and below 100 %, Completed at 100 %), and the overall figures of the progress card.
 */

export interface DealFlowColumn {
  id: DealColumn;
  label: string;
  caption: string;
  deals: DealSummary[];
}

/** The three columns in board order, each with its deals in the order the API sent them. */
export function dealFlowColumns(deals: readonly DealSummary[]): DealFlowColumn[] {
  return dealColumns.map((column) => ({
    ...column,
    deals: deals.filter((deal) => dealColumnOf(deal.progress) === column.id),
  }));
}

export interface OverallProgress {
  /** The mean progress of the deals, rounded to a whole percent (0 without deals). */
  average: number;
  total: number;
  counts: Record<DealColumn, number>;
}

export function overallProgress(deals: readonly DealSummary[]): OverallProgress {
  const counts: Record<DealColumn, number> = { pending: 0, ongoing: 0, completed: 0 };
  for (const deal of deals) counts[dealColumnOf(deal.progress)] += 1;
  const sum = deals.reduce((total, deal) => total + deal.progress, 0);
  return {
    average: deals.length ? Math.round(sum / deals.length) : 0,
    total: deals.length,
    counts,
  };
}

/** '1 deal' / '3 deals'. */
export function dealCount(count: number): string {
  return count === 1 ? '1 deal' : `${count} deals`;
}
