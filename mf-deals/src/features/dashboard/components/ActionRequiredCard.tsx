import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { SkeletonList } from '@portal/ui/Skeleton';
import { EmptyState, Muted, Notice } from '@portal/ui/layout';
import { errorText } from '@portal/web/errors';
import { Link } from 'react-router-dom';
import { AwaitingLine } from '../../../lib/deal-ticket/AwaitingLine';
import { actingLink, ticketOf } from '../../../lib/deal-ticket/ticket';
import type { AwaitingMeList } from '../api/dashboard-api';
import { actionRequiredFor, type DashboardViewer } from '../utils/dashboard';
import { Rows } from '../../../lib/rows';
import { DealRow } from './DealRows';

/**
 * Action required: every deal waiting on the caller (GET /deals?awaiting=me, soonest due first), each
 * named by its trade ticket with what the caller is to do and by when, linking to the deal page opened
 * on the panel to act in. A member whose role does only part of its company's acts sees only the deals
 * awaiting that part (actionRequiredFor); a member's line names its company and the roles that act.
 */
export function ActionRequiredCard({
  list,
  viewer,
  company,
}: {
  /** The Dashboard's one fetch of GET /deals?awaiting=me. */
  list: AwaitingMeList;
  viewer: DashboardViewer | undefined;
  /** The viewer's company name (see AwaitingLine); none for an admin. */
  company?: string;
}) {
  const { data, error, mutate } = list;
  const deals = data ? actionRequiredFor(data.deals, viewer) : undefined;
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
  } else if (!deals) {
    content = <SkeletonList items={2} label="Loading the deals waiting on you" />;
  } else if (deals.length === 0) {
    content = (
      <EmptyState data-testid="action-required-empty">
        <p>Nothing is waiting on you.</p>
      </EmptyState>
    );
  } else {
    content = (
      <Rows>
        {deals.map((deal) => {
          const ticket = ticketOf(deal, deal.role);
          return (
            <DealRow key={deal.id} data-testid="action-required-row" data-deal-id={deal.id}>
              <Link to={actingLink(deal)}>{ticket.headline}</Link>
              <Muted>{[ticket.price, ticket.terms, ticket.counterparty].filter(Boolean).join(' · ')}</Muted>
              <AwaitingLine deal={deal} onlyYours company={company} />
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
