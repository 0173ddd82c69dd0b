import type { DealDetail } from '@portal/contracts/deals';
import { Button } from '@portal/ui/Button';
import { PageHeader } from '@portal/ui/layout';
import { useState } from 'react';
import styled from 'styled-components';
import { DealStatusBadge } from '../../../lib/DealStatusBadge';
import { AwaitingLine } from '../../../lib/deal-ticket/AwaitingLine';
import { DealTicket } from '../../../lib/deal-ticket/DealTicket';
import { ticketOf } from '../../../lib/deal-ticket/ticket';
import { formatDate } from '@portal/web/format';
import { canCancel } from '../utils/timeline';
import { DealReasonDialog } from './DealReasonDialog';

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  & code {
    font-family: inherit;
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

/**
 * The deal's trade ticket as its title (with the status), creation date and Transaction ID, then who
 * the deal awaits and by when; for admins 'Cancel Deal' while it is active. It stands above the stage
 * list so that what the deal is and whose move it is show in the first screen.
 */
export function DealHeader({
  deal,
  onChange,
  company,
}: {
  deal: DealDetail;
  onChange: (deal: DealDetail) => void;
  /** The viewer's company, naming it and its acting roles in what the deal awaits (see AwaitingLine). */
  company?: string;
}) {
  const [cancelling, setCancelling] = useState(false);
  return (
    <PageHeader $align="spread">
      <div style={{ minWidth: 0 }}>
        <DealTicket
          ticket={ticketOf(deal, deal.role)}
          level={1}
          badge={<DealStatusBadge status={deal.status} />}
          parties={deal.role === 'admin' || deal.role === 'mandate'}
        />
        <Meta>
          <span data-testid="deal-created">
            Created <time dateTime={deal.created_at}>{formatDate(deal.created_at)}</time>
          </span>
          <span>
            Transaction ID <code data-testid="deal-transaction-id">{deal.id}</code>
          </span>
        </Meta>
        <AwaitingLine deal={deal} company={company} />
      </div>
      {canCancel(deal) ? (
        <>
          <Button variant="danger" onClick={() => setCancelling(true)}>
            Cancel Deal
          </Button>
          <DealReasonDialog
            deal={deal}
            open={cancelling}
            onClose={() => setCancelling(false)}
            onChange={onChange}
            title="Cancel Deal"
            description="The deal stops here for both parties. The reason is shown on the deal and kept in its history."
            confirmLabel="Cancel Deal"
            command={(reason) => ({ type: 'cancel', reason })}
            success={{ title: 'Deal cancelled', description: () => 'The parties see the deal as cancelled.' }}
            failureTitle="Failed to cancel deal"
            danger
          />
        </>
      ) : null}
    </PageHeader>
  );
}
