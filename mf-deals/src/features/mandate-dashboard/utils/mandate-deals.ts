import { dealColumnOf, dealColumns, type DealColumn } from '@portal/contracts/deal-stages';
import type { MandateDeal } from '@portal/contracts/mandates';
import type { BadgeTone } from '@portal/ui/Badge';

/** The stage badge's colour: early (up to 30 %), mid (up to 60 %), late (below 100 %), complete. */
export type StagePhase = 'early' | 'mid' | 'late' | 'complete';

export function stagePhase(progress: number): StagePhase {
  if (progress >= 100) return 'complete';
  if (progress <= 30) return 'early';
  return progress <= 60 ? 'mid' : 'late';
}

export const phaseTone: Record<StagePhase, BadgeTone> = {
  early: 'warning',
  mid: 'info',
  late: 'neutral',
  complete: 'success',
};

export const sideBadge = { buyer: 'Buyer Mandate', seller: 'Seller Mandate' } as const;

/** The Deal Flow section's three columns (the same thresholds as the Deal Flow board). */
export function mandateColumns(deals: readonly MandateDeal[]) {
  return dealColumns.map((column) => ({
    ...column,
    deals: deals.filter((deal) => dealColumnOf(deal.progress) === column.id),
  })) as Array<{ id: DealColumn; label: string; caption: string; deals: MandateDeal[] }>;
}
