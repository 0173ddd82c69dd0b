import type { TradeTicket } from '@portal/contracts/trade-ticket';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.75rem;
  min-width: 0;
  & h1,
  & h2,
  & h3 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.15rem 1.1rem;
  margin: 0.35rem 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  & div {
    display: flex;
    gap: 0.35rem;
    min-width: 0;
  }
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * A deal named by its trade ticket: the headline ('25,000 MT EN590 10ppm') as the heading, then price,
 * value, terms and counterparty. The ticket comes from `ticketOf` (the contracts' one way of writing
 * it), so every screen names a deal alike.
 */
export function DealTicket({
  ticket,
  level,
  headingId,
  badge,
  parties = false,
}: {
  ticket: TradeTicket;
  level: 1 | 2 | 3;
  headingId?: string;
  /** Shown beside the heading (the deal's status). */
  badge?: ReactNode;
  /** The reader sees both sides (an admin, a mandate): the counterparty field names the parties. */
  parties?: boolean;
}) {
  const Heading = `h${level}` as const;
  const facts: Array<[string, string]> = [
    ['Price', ticket.price],
    ['Value', ticket.value],
    ['Terms', ticket.terms],
    [parties ? 'Parties' : 'Counterparty', ticket.counterparty],
  ];
  return (
    <div data-testid="deal-ticket" style={{ minWidth: 0 }}>
      <Title>
        <Heading id={headingId} data-testid="ticket-headline">
          {ticket.headline}
        </Heading>
        {badge}
      </Title>
      <Facts>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd data-field={label}>{value}</dd>
            </div>
          ))}
      </Facts>
    </div>
  );
}
