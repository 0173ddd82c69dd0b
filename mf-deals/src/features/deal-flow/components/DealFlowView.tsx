import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { Card } from '@portal/ui/Card';
import { ProgressBar } from '@portal/ui/ProgressBar';
import { SkeletonBar, SkeletonList } from '@portal/ui/Skeleton';
import { EmptyState, Muted, Notice, PageHeader, Stack } from '@portal/ui/layout';
import { progressTone } from '@portal/contracts/deal-stages';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDeals } from '../../../lib/deals-api';
import { errorText } from '@portal/web/errors';
import { useMe } from '@portal/web/me';
import { viewerCompanyOf } from '../../../lib/deal-ticket/ticket';
import { progressBarTone } from '../../../lib/tones';
import { dealCount, dealFlowColumns, overallProgress, type DealFlowColumn } from '../utils/deal-flow';
import { DealCard } from './DealCard';

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1.25rem;
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile - 0.02}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const ColumnBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1rem;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  & h2 {
    margin: 0;
    font-size: 1.1rem;
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
`;
const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0.9rem 0 0;
  & div {
    display: flex;
    flex-direction: column;
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  & dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 600;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile - 0.02}px) {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
const AverageLine = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  & > :first-child {
    flex: 1;
  }
  & strong {
    min-width: 3rem;
    text-align: right;
  }
`;

function OverallProgressCard({ columns }: { columns: DealFlowColumn[] }) {
  const overall = overallProgress(columns.flatMap((column) => column.deals));
  return (
    <Card title="Overall Progress" description={`Average progress of your ${dealCount(overall.total)}`}>
      <AverageLine>
        <ProgressBar
          value={overall.average}
          label="Average deal progress"
          tone={progressBarTone[progressTone(overall.average)]}
        />
        <strong data-testid="average-progress">{overall.average}%</strong>
      </AverageLine>
      <Figures>
        <div>
          <dt>Total Deals</dt>
          <dd data-testid="count-total">{overall.total}</dd>
        </div>
        {columns.map((column) => (
          <div key={column.id}>
            <dt>{column.label}</dt>
            <dd data-testid={`count-${column.id}`}>{overall.counts[column.id]}</dd>
          </div>
        ))}
      </Figures>
    </Card>
  );
}

function Column({ column, company }: { column: DealFlowColumn; company: string | undefined }) {
  const headingId = `deal-column-${column.id}`;
  return (
    <ColumnBox aria-labelledby={headingId} data-testid={`column-${column.id}`}>
      <div>
        <h2 id={headingId}>
          {column.label} <Badge tone="neutral">{column.deals.length}</Badge>
        </h2>
        <Muted>{column.caption}</Muted>
      </div>
      {column.deals.length ? (
        column.deals.map((deal) => <DealCard key={deal.id} deal={deal} company={company} />)
      ) : (
        <Muted>No deals in this column.</Muted>
      )}
    </ColumnBox>
  );
}

function LoadingBoard() {
  return (
    <Stack>
      <Card title="Overall Progress">
        <SkeletonBar aria-hidden="true" data-testid="skeleton-bar" $height="0.5rem" />
      </Card>
      <Board>
        {['Pending', 'Ongoing', 'Completed'].map((label) => (
          <ColumnBox key={label}>
            <SkeletonList items={2} label={`Loading ${label.toLowerCase()} deals...`} />
          </ColumnBox>
        ))}
      </Board>
    </Stack>
  );
}

/**
 * /deal-flow: the overall progress card and the caller's deals in the columns Pending, Ongoing and
 * Completed (the API decides which deals are the caller's; admins see every deal).
 */
export function DealFlowView() {
  const { data, error, mutate, isLoading } = useDeals();
  const { me } = useMe();
  const company = viewerCompanyOf(me);

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
    content = <LoadingBoard />;
  } else if (data.deals.length === 0) {
    content = (
      <EmptyState data-testid="deals-empty">
        <p>No deals yet</p>
        <Muted>A deal opens here when an inquiry on a listing or a request is accepted.</Muted>
      </EmptyState>
    );
  } else {
    const columns = dealFlowColumns(data.deals);
    content = (
      <Stack>
        <OverallProgressCard columns={columns} />
        <Board>
          {columns.map((column) => (
            <Column key={column.id} column={column} company={company} />
          ))}
        </Board>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader>
        <div>
          <h1>Deal Flow</h1>
          <p>Your deals by stage, from the accepted inquiry to closing.</p>
        </div>
        <Link to="/deal-flow/deal-specifications">Deal Specifications</Link>
      </PageHeader>
      {content}
    </>
  );
}
