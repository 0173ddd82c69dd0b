import type { InquiryStatus, ItemStatus } from '@portal/contracts/marketplace-catalogue';
import { Badge } from '@portal/ui/Badge';
import { inquiryStatusBadgeTone, itemStatusBadgeTone } from '../utils/owner-items';

/** A listing's or request's status: Active green, Pending yellow, Inactive grey, Accepted blue, Rejected red. */
export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  return (
    <Badge tone={itemStatusBadgeTone(status)} data-status={status} data-testid="item-status">
      {status}
    </Badge>
  );
}

export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <Badge tone={inquiryStatusBadgeTone(status)} data-status={status} data-testid="inquiry-status">
      {status}
    </Badge>
  );
}
