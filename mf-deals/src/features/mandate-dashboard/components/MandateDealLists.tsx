import type { MandateDashboard, MandateDeal } from '@portal/contracts/mandates';
import { Badge } from '@portal/ui/Badge';
import { EmptyState, Muted } from '@portal/ui/layout';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AwaitingLine } from '../../../lib/deal-ticket/AwaitingLine';
import { ticketOf } from '../../../lib/deal-ticket/ticket';
import { mandateColumns, phaseTone, sideBadge, stagePhase } from '../utils/mandate-deals';

/** A mandate reads both sides of a deal; an admin's dashboard (no side) reads as the platform. */
const ticketOfRow = (deal: MandateDeal) => ticketOf(deal, deal.side ? 'mandate' : 'admin');

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 1rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile - 0.02}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
const Stat = styled.div`
  padding: 1rem 1.1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  min-width: 0;
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 500;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & p {
    margin: 0.35rem 0 0;
    font-size: 1.75rem;
    font-weight: 700;
  }
`;

/** The four figures: Total, Pending, Active and Completed Deals. */
export function StatCards({ stats }: { stats: MandateDashboard['stats'] }) {
  const cards = [
    ['Total Deals', stats.total],
    ['Pending Deals', stats.pending],
    ['Active Deals', stats.active],
    ['Completed Deals', stats.completed],
  ] as const;
  return (
    <Stats data-testid="mandate-stats">
      {cards.map(([label, value]) => (
        <Stat key={label} data-testid={`stat-${label.split(' ')[0]!.toLowerCase()}`}>
          <h2>{label}</h2>
          <p>{value}</p>
        </Stat>
      ))}
    </Stats>
  );
}

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
`;
const DealRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  & a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
`;

function DealBadges({ deal }: { deal: MandateDeal }) {
  return (
    <Badges>
      {deal.side ? <Badge tone="info">{sideBadge[deal.side]}</Badge> : null}
      <Badge tone={phaseTone[stagePhase(deal.progress)]} aria-label={`${deal.progress}% complete`}>
        {deal.progress}%
      </Badge>
    </Badges>
  );
}

/**
 * 'My Active Deals': the trade ticket (its headline to the deal page), current stage, who the deal
 * awaits and by when, the side badge and the percent badge.
 */
export function ActiveDeals({ deals }: { deals: MandateDeal[] }) {
  const active = deals.filter((deal) => deal.status === 'active');
  if (active.length === 0)
    return (
      <EmptyState data-testid="no-active-deals">
        <p>No active deals yet</p>
        <Muted>Use 'Attach to Deal' with the Transaction ID your principal gave you.</Muted>
      </EmptyState>
    );
  return (
    <Rows data-testid="mandate-active-deals">
      {active.map((deal) => {
        const ticket = ticketOfRow(deal);
        return (
          <DealRow key={deal.id} data-testid="mandate-deal-row">
            <div style={{ minWidth: 0 }}>
              <Link to={`/deal/${deal.id}`}>{ticket.headline}</Link>
              <Muted data-testid="mandate-deal-ticket">
                {[ticket.price, ticket.value, ticket.terms, ticket.counterparty].filter(Boolean).join(' · ')}
              </Muted>
              <Muted>{deal.stage_label}</Muted>
              <AwaitingLine deal={deal} />
            </div>
            <DealBadges deal={deal} />
          </DealRow>
        );
      })}
    </Rows>
  );
}

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 1rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile - 0.02}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Column = styled.section`
  padding: 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  & h3 {
    margin: 0;
    font-size: 1rem;
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  & ul {
    list-style: none;
    margin: 0.6rem 0 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
  }
  & li {
    display: flex;
    justify-content: space-between;
    gap: 0.5rem;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The Deal Flow section: Pending, Ongoing and Completed with their thresholds. */
export function MandateDealFlow({ deals }: { deals: MandateDeal[] }) {
  return (
    <Board data-testid="mandate-deal-flow">
      {mandateColumns(deals).map((column) => (
        <Column
          key={column.id}
          aria-labelledby={`mandate-column-${column.id}`}
          data-testid={`column-${column.id}`}
        >
          <h3 id={`mandate-column-${column.id}`}>
            {column.label} <Badge tone="neutral">{column.deals.length}</Badge>
          </h3>
          <Muted>{column.caption}</Muted>
          {column.deals.length === 0 ? (
            <Muted style={{ marginTop: '0.6rem' }}>No deals</Muted>
          ) : (
            <ul>
              {column.deals.map((deal) => (
                <li key={deal.id}>
                  <Link to={`/deal/${deal.id}`}>{ticketOfRow(deal).headline}</Link>
                  <span>{deal.progress}%</span>
                </li>
              ))}
            </ul>
          )}
        </Column>
      ))}
    </Board>
  );
}
