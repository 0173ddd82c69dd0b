import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { SkeletonList } from '@portal/ui/Skeleton';
import { EmptyState, Muted, Notice } from '@portal/ui/layout';
import { errorText } from '@portal/web/errors';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ticketOf } from '../../../lib/deal-ticket/ticket';
import type { AwaitingMeList } from '../api/dashboard-api';
import { approvalText, awaitingApproval } from '../utils/dashboard';
import { Rows } from '../../../lib/rows';
import { DealRow } from './DealRows';

const ToDo = styled.p<{ $overdue: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  color: ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.text)};
`;

/**
 * Awaiting your approval, for a member who may release documents held for the company's approval: the
 * deals awaiting the viewer whose company's act is an Approver's (from the same GET /deals?awaiting=me
 * as Action required), each saying what to release and by when, linking to the deal page, whose top
 * card releases or refuses it.
 */
export function AwaitingApprovalCard({ list }: { list: AwaitingMeList }) {
  const { data, error, mutate } = list;
  let content;
  if (error && !data) {
    content = (
      <Notice $tone="danger" role="alert">
        Failed to load the documents awaiting your approval: {errorText(error)}{' '}
        <Button size="sm" variant="ghost" onClick={() => void mutate()}>
          Retry
        </Button>
      </Notice>
    );
  } else if (!data) {
    content = <SkeletonList items={1} label="Loading the documents awaiting your approval" />;
  } else {
    const deals = awaitingApproval(data.deals);
    content =
      deals.length === 0 ? (
        <EmptyState data-testid="awaiting-approval-empty">
          <p>Nothing awaits your approval.</p>
        </EmptyState>
      ) : (
        <Rows>
          {deals.map((deal) => {
            const ticket = ticketOf(deal, deal.role);
            const todo = approvalText(deal);
            return (
              <DealRow key={deal.id} data-testid="awaiting-approval-row" data-deal-id={deal.id}>
                <Link to={`/deal/${encodeURIComponent(deal.id)}`}>{ticket.headline}</Link>
                <Muted>{[ticket.price, ticket.terms, ticket.counterparty].filter(Boolean).join(' · ')}</Muted>
                <ToDo $overdue={todo.overdue} data-overdue={todo.overdue}>
                  {todo.text}
                </ToDo>
              </DealRow>
            );
          })}
        </Rows>
      );
  }
  return (
    <Card title="Awaiting your approval" data-testid="card-awaiting-approval">
      {content}
    </Card>
  );
}
