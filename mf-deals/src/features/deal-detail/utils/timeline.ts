import { dealGroups, stageInfo, type DealGroupId, type DealStage } from '@portal/contracts/deal-stages';
import type { DealDetail } from '@portal/contracts/deals';

/**
 * The Progress card's ten rows: each group with its state on this deal (completed, current, upcoming),
 * the buyer's and the seller's marks (B and S, hidden where the group has no party tasks: the first,
 * the fourth and the last), and what a click on the row does: nothing on the first row, for an admin
 * an override to the group's entry stage where the server offers one, for a party a look at the
 * group's documents and history.
 */

export type TimelineStatus = 'completed' | 'current' | 'upcoming';

export interface TimelineRow {
  group: DealGroupId;
  label: string;
  step: number;
  status: TimelineStatus;
  showsPartyMarkers: boolean;
  buyerDone: boolean;
  sellerDone: boolean;
  /** The stage an admin's click moves the deal to; null where the server offers no move. */
  overrideStage: DealStage | null;
  /** The first row (the accepted inquiry) is never a target. */
  disabled: boolean;
}

/** The entry stages the server lets this viewer move the deal to (admins only; empty for anyone else). */
export function overrideStages(deal: Pick<DealDetail, 'available_actions'>): DealStage[] {
  const action = deal.available_actions.find((a) => a.type === 'override-stage');
  return action?.type === 'override-stage' ? action.stages : [];
}

export function canCancel(deal: Pick<DealDetail, 'available_actions' | 'status'>): boolean {
  return deal.status === 'active' && deal.available_actions.some((a) => a.type === 'cancel');
}

export function timelineRows(
  deal: Pick<DealDetail, 'stage' | 'group_marks' | 'available_actions'>,
): TimelineRow[] {
  const currentStep = stageInfo(deal.stage).step;
  const offered = new Set<string>(overrideStages(deal));
  return dealGroups.map((group, index) => {
    const mark = deal.group_marks.find((m) => m.group === group.id);
    const derived: TimelineStatus =
      group.step < currentStep ? 'completed' : group.step === currentStep ? 'current' : 'upcoming';
    return {
      group: group.id,
      label: group.label,
      step: group.step,
      status: mark?.status ?? derived,
      showsPartyMarkers: mark?.showsPartyMarkers ?? group.showsPartyMarkers,
      buyerDone: mark?.buyerDone ?? derived === 'completed',
      sellerDone: mark?.sellerDone ?? derived === 'completed',
      overrideStage: offered.has(group.entry) ? group.entry : null,
      disabled: index === 0,
    };
  });
}

/** What a row says to assistive technology: 'Initial SPA, current; buyer done, seller pending'. */
export function timelineRowDescription(row: TimelineRow): string {
  const state = `${row.label}, ${row.status}`;
  if (!row.showsPartyMarkers) return state;
  const party = (name: string, done: boolean) => `${name} ${done ? 'done' : 'pending'}`;
  return `${state}; ${party('buyer', row.buyerDone)}, ${party('seller', row.sellerDone)}`;
}
