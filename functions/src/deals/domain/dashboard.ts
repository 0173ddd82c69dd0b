import { dealColumnOf } from '@portal/contracts/deal-stages';
import type { Dashboard } from '@portal/contracts/dashboard';

/**
 * The My Deals card: the caller's deals counted by the Deal Flow's columns. A cancelled deal is in
 * none of the three columns (it will not move on), but it is one of the caller's deals in the total.
 *
 * The counts are kept per user as a tally (one small item, see data/deal-tally.ts) that every write
 * moving a deal between places changes in the same transaction, so the Dashboard reads one item
 * however many deals the user has.
 */
export const tallyPlaces = ['pending', 'ongoing', 'completed', 'cancelled'] as const;
export type TallyPlace = (typeof tallyPlaces)[number];
export type DealTally = Record<TallyPlace, number>;
type Placed = { progress: number; status: string };

export const emptyTally = (): DealTally => ({ pending: 0, ongoing: 0, completed: 0, cancelled: 0 });

/** Where a deal counts: its column, or 'cancelled'. */
export function tallyPlaceOf(deal: Placed): TallyPlace {
  return deal.status === 'cancelled' ? 'cancelled' : dealColumnOf(deal.progress);
}

/** The change a move from `before` to `after` makes to each member's tally (empty when it stays put). */
export function tallyChange(before: Placed, after: Placed): Partial<DealTally> {
  const from = tallyPlaceOf(before);
  const to = tallyPlaceOf(after);
  return from === to ? {} : { [from]: -1, [to]: 1 };
}

/** The tally of a list of deals (the recount that builds a tally from the stored deals). */
export function tallyOf(deals: ReadonlyArray<Placed>): DealTally {
  const tally = emptyTally();
  for (const deal of deals) tally[tallyPlaceOf(deal)] += 1;
  return tally;
}

/** The card's figures from a tally. */
export function dealColumnsOf(tally: DealTally): Dashboard['deals'] {
  return {
    pending: tally.pending,
    ongoing: tally.ongoing,
    completed: tally.completed,
    total: tally.pending + tally.ongoing + tally.completed + tally.cancelled,
  };
}
