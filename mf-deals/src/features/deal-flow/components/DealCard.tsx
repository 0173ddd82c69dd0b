import type { DealSummary } from '@portal/contracts/deals';
import { VisuallyHidden } from '@portal/ui/layout';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DealStatusBadge } from '../../../lib/DealStatusBadge';
import { ProgressRing } from '../../../lib/ProgressRing';

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
  align-items: center;
  & h3 {
    margin: 0;
    font-size: 1rem;
    overflow-wrap: anywhere;
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

/** One deal on the board: name, progress circle, current stage, Transaction ID and 'View Details'. */
export function DealCard({ deal }: { deal: DealSummary }) {
  return (
    <Article aria-labelledby={`deal-${deal.id}-name`} data-testid="deal-card" data-deal-id={deal.id}>
      <Top>
        <ProgressRing progress={deal.progress} />
        <div>
          <h3 id={`deal-${deal.id}-name`}>{deal.name}</h3>
          <Stage data-testid="deal-stage">{deal.stage_label}</Stage>
        </div>
      </Top>
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
          View Details<VisuallyHidden> of {deal.name}</VisuallyHidden>
        </Link>
      </Footer>
    </Article>
  );
}
