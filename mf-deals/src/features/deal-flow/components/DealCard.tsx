import type { DealSummary } from '@portal/contracts/deals';
import { VisuallyHidden } from '@portal/ui/layout';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DealStatusBadge } from '../../../lib/DealStatusBadge';
import { ProgressRing } from '../../../lib/ProgressRing';
import { AwaitingLine } from '../../../lib/deal-ticket/AwaitingLine';
import { DealTicket } from '../../../lib/deal-ticket/DealTicket';
import { ticketOf } from '../../../lib/deal-ticket/ticket';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  min-width: 0;
`;
const Top = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  & h3 {
    font-size: 1rem;
  }
  & > div {
    min-width: 0;
  }
`;
const Stage = styled.p`
  margin: 0.2rem 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const TransactionId = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  & code {
    color: ${({ theme }) => theme.colors.text};
    font-family: inherit;
  }
`;

/**
 * One deal on the board: its trade ticket (the headline as the card's name), progress circle, current
 * stage, who it awaits and by when, Transaction ID and 'View Details'.
 */
export function DealCard({
  deal,
  company,
}: {
  deal: DealSummary;
  /** The viewer's company, naming it and its acting roles in what the deal awaits (see AwaitingLine). */
  company?: string;
}) {
  const ticket = ticketOf(deal, deal.role);
  return (
    <Article aria-labelledby={`deal-${deal.id}-name`} data-testid="deal-card" data-deal-id={deal.id}>
      <Top>
        <ProgressRing progress={deal.progress} />
        <div>
          <DealTicket
            ticket={ticket}
            level={3}
            headingId={`deal-${deal.id}-name`}
            parties={deal.role === 'admin' || deal.role === 'mandate'}
          />
          <Stage data-testid="deal-stage">{deal.stage_label}</Stage>
        </div>
      </Top>
      <AwaitingLine deal={deal} company={company} />
      {deal.status === 'active' ? null : (
        <div>
          <DealStatusBadge status={deal.status} />
        </div>
      )}
      <Footer>
        <TransactionId>
          Transaction ID <code data-testid="transaction-id">{deal.id}</code>
        </TransactionId>
        <Link to={`/deal/${encodeURIComponent(deal.id)}`}>
          View Details<VisuallyHidden> of {ticket.headline}</VisuallyHidden>
        </Link>
      </Footer>
    </Article>
  );
}
