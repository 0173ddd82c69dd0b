import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { SkeletonList } from '@portal/ui/Skeleton';
import { CardGrid, EmptyState, Muted, Notice, PageHeader } from '@portal/ui/layout';
import { BackLink, ButtonLink } from '@portal/ui/PageFrame';
import { useDeals } from '../../../lib/deals-api';
import { errorText } from '@portal/web/errors';
import { specificationRows } from '../utils/specification';
import { SpecificationPanel } from './SpecificationPanel';
import { ticketOf } from '../../../lib/deal-ticket/ticket';

/** /deal-flow/deal-specifications: the specification panel of each of the caller's deals, each leading to its page. */
export function DealSpecificationsView() {
  const { data, error, mutate, isLoading } = useDeals();

  let content;
  if (error && !data) {
    content = (
      <Notice $tone="danger" role="alert">
        Failed to load your deals: {errorText(error)}{' '}
        <Button size="sm" variant="ghost" onClick={() => void mutate()}>
          Retry
        </Button>
      </Notice>
    );
  } else if (!data || isLoading) {
    content = <SkeletonList items={3} label="Loading your deals..." />;
  } else if (data.deals.length === 0) {
    content = (
      <EmptyState>
        <p>No deals yet</p>
        <Muted>A deal opens here when an inquiry on a listing or a request is accepted.</Muted>
      </EmptyState>
    );
  } else {
    content = (
      <CardGrid>
        {data.deals.map((deal) => (
          <Card
            key={deal.id}
            title={ticketOf(deal, deal.role).headline}
            data-testid="specification-card"
            data-deal-id={deal.id}
          >
            <SpecificationPanel rows={specificationRows(deal)} />
            <ButtonLink
              to={`/deal/${encodeURIComponent(deal.id)}`}
              $variant="outline"
              $size="sm"
              aria-label={`View Details of ${ticketOf(deal, deal.role).headline}`}
            >
              View Details
            </ButtonLink>
          </Card>
        ))}
      </CardGrid>
    );
  }

  return (
    <>
      <BackLink to="/deal-flow">← Back to Deal Flow</BackLink>
      <PageHeader>
        <div>
          <h1>Deal Specifications</h1>
          <p>Product, quantity and delivery of each of your deals.</p>
        </div>
      </PageHeader>
      {content}
    </>
  );
}
