import { dealColumnOf } from '@portal/contracts/deal-stages';
import type { Dashboard } from '@portal/contracts/dashboard';

/**
 * The My Deals card: the caller's deals counted by the Deal Flow's columns. A cancelled deal is in
 * none of the three columns (it will not move on), but it is one of the caller's deals in the total.
 */
export function countDealColumns(
  deals: ReadonlyArray<{ progress: number; status: string }>,
): Dashboard['deals'] {
  const counts = { pending: 0, ongoing: 0, completed: 0, total: deals.length };
  for (const deal of deals) {
    if (deal.status === 'cancelled') continue;
    counts[dealColumnOf(deal.progress)] += 1;
  }
  return counts;
}
