import { dealStatusLabels, dealStatusTone, type DealStatus } from '@portal/contracts/deal-stages';
import { Badge } from '@portal/ui/Badge';
import { badgeTone } from './tones';

/** 'In Progress' (blue), 'Completed' (green) or 'Cancelled' (red). */
export function DealStatusBadge({ status }: { status: DealStatus }) {
  return (
    <Badge tone={badgeTone[dealStatusTone(status)]} data-testid="deal-status" data-status={status}>
      {dealStatusLabels[status] ?? status}
    </Badge>
  );
}
