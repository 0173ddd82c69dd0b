import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { SkeletonList } from '@portal/ui/Skeleton';
import { EmptyState, Muted, Notice } from '@portal/ui/layout';
import { errorText } from '@portal/web/errors';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AwaitingLine } from '../../../lib/deal-ticket/AwaitingLine';
import { actingLink, ticketOf } from '../../../lib/deal-ticket/ticket';
import { useActionRequired } from '../api/dashboard-api';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
`;
const DealRow = styled.li`
  padding: 0.75rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  min-width: 0;
  & a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  & p {
    margin: 0.2rem 0 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * Action required: every deal waiting on the caller (GET /deals?awaiting=me, soonest due first), each
 * named by its trade ticket with what the caller is to do and by when, linking to the deal page opened
 * on the panel to act in.
 */
export function ActionRequiredCard() {
  const { data, error, mutate } = useActionRequired();
  let content;
  if (error && !data) {
    content = (
      <Notice $tone="danger" role="alert">
        Failed to load the deals waiting on you: {errorText(error)}{' '}
        <Button size="sm" variant="ghost" onClick={() => void mutate()}>
          Retry
        </Button>
      </Notice>
    );
  } else if (!data) {
    content = <SkeletonList items={2} label="Loading the deals waiting on you" />;
  } else if (data.deals.length === 0) {
    content = (
      <EmptyState data-testid="action-required-empty">
        <p>Nothing is waiting on you.</p>
      </EmptyState>
    );
  } else {
    content = (
      <Rows>
        {data.deals.map((deal) => {
          const ticket = ticketOf(deal, deal.role);
          return (
            <DealRow key={deal.id} data-testid="action-required-row" data-deal-id={deal.id}>
              <Link to={actingLink(deal)}>{ticket.headline}</Link>
              <Muted>{[ticket.price, ticket.terms, ticket.counterparty].filter(Boolean).join(' · ')}</Muted>
              <AwaitingLine deal={deal} onlyYours />
            </DealRow>
          );
        })}
      </Rows>
    );
  }
  return (
    <Card title="Action required" data-testid="card-action-required">
      {content}
    </Card>
  );
}
