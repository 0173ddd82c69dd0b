import type { DealDetail } from '@portal/contracts/deals';
import { Muted } from '@portal/ui/layout';
import styled from 'styled-components';
import { formatDateTime } from '@portal/web/format';
import { Entry, Head, List } from './HistoryList';

const Heading = styled.h3`
  font-size: 1rem;
  margin: 0 0 0.5rem;
`;
/**
 * The negotiation the deal was agreed in, below its history, oldest round first: who offered what and
 * when, the last round being the one accepted. Deals opened before negotiation have none.
 */
export function NegotiationHistory({ rounds }: { rounds: NonNullable<DealDetail['negotiation']> }) {
  if (rounds.length === 0) return null;
  return (
    <section aria-label="Negotiation" style={{ marginTop: '1.25rem' }}>
      <Heading>Negotiation before the deal</Heading>
      <List data-testid="negotiation-history">
        {rounds.map((round, i) => (
          <Entry key={round.number} data-testid="negotiation-round">
            <Head>
              <strong>
                Round {round.number}: {i === 0 ? 'inquiry' : 'counter-offer'} by {round.label}
                {i === rounds.length - 1 ? ' (accepted)' : ''}
              </strong>
              <Muted as="span">
                <time dateTime={round.at}>{formatDateTime(round.at)}</time>
              </Muted>
            </Head>
            <Muted>{round.summary}</Muted>
            {round.message ? <Muted>“{round.message}”</Muted> : null}
          </Entry>
        ))}
      </List>
    </section>
  );
}
