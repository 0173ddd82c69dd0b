import type { Inquiry } from '@portal/contracts/marketplace';
import { roundTermKeys, roundTermLabels } from '@portal/contracts/offer-terms';
import { Badge } from '@portal/ui/Badge';
import { VisuallyHidden } from '@portal/ui/layout';
import styled from 'styled-components';
import { formatDateTime } from '@portal/web/format';
import { termText, timeLeft } from '../utils/negotiation';

const Rounds = styled.ol`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;
const RoundCard = styled.li<{ $latest: boolean }>`
  border: 1px solid ${({ theme, $latest }) => ($latest ? theme.colors.info : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 0.75rem;
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;
const RoundHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  margin-bottom: 0.5rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  & strong {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  & time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Terms = styled.dl`
  display: grid;
  grid-template-columns: 8rem 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & dd[data-changed='true'] {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.warning};
  }
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    gap: 0;
    & dd {
      margin-bottom: 0.35rem;
    }
  }
`;
const Note = styled.p`
  margin: 0.5rem 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: pre-wrap;
`;
const Validity = styled.p<{ $lapsed: boolean }>`
  margin: 0.5rem 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $lapsed }) => ($lapsed ? theme.colors.danger : theme.colors.text)};
`;

const Earlier = styled.details`
  margin: 0 0 1rem;
  & > summary {
    cursor: pointer;
    margin-bottom: 0.75rem;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.info};
  }
`;

type Negotiation = NonNullable<Inquiry['negotiation']>;

function RoundEntry({
  negotiation,
  index,
  status,
  now,
}: {
  negotiation: Negotiation;
  index: number;
  status: Inquiry['status'];
  now: Date;
}) {
  const { rounds, side } = negotiation;
  const round = rounds[index]!;
  const latest = index === rounds.length - 1;
  const left = latest ? timeLeft(round.valid_until, now) : null;
  return (
    <RoundCard $latest={latest} aria-label={`Round ${round.number}`}>
      <RoundHead>
        <span>
          <strong>Round {round.number}</strong> · {round.label}
          {round.by === side ? ' (you)' : ''}
          {index === 0 ? ' · inquiry' : ' · counter-offer'}
        </span>
        <time dateTime={round.at}>{formatDateTime(round.at)}</time>
      </RoundHead>
      <Terms>
        {roundTermKeys.map((key) => {
          const changed = round.changes.includes(key);
          return (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{roundTermLabels[key]}</dt>
              <dd data-changed={changed}>
                {termText(round.terms, key)}
                {changed ? (
                  <>
                    {' '}
                    <Badge tone="warning">changed</Badge>
                    <VisuallyHidden> from {termText(rounds[index - 1]!.terms, key)}</VisuallyHidden>
                  </>
                ) : null}
              </dd>
            </div>
          );
        })}
      </Terms>
      {round.message ? <Note>“{round.message}”</Note> : null}
      {latest && status === 'Pending' && left ? (
        <Validity $lapsed={false}>
          Open until {formatDateTime(round.valid_until)} ({left})
        </Validity>
      ) : latest && (status === 'Expired' || (status === 'Pending' && !left)) ? (
        <Validity $lapsed>Expired {formatDateTime(round.valid_until)}</Validity>
      ) : null}
    </RoundCard>
  );
}

/**
 * The rounds of a negotiation: the latest first, as the offer to answer, with the terms it changed
 * from the round before marked and how long it stays open; the earlier rounds below, folded, oldest
 * first. Each names who offered (their label; '(you)' for the reader's side) and when.
 */
export function NegotiationThread({
  negotiation,
  status,
  now = new Date(),
}: {
  negotiation: Negotiation;
  status: Inquiry['status'];
  now?: Date;
}) {
  const last = negotiation.rounds.length - 1;
  return (
    <>
      <Rounds aria-label="Latest offer">
        <RoundEntry negotiation={negotiation} index={last} status={status} now={now} />
      </Rounds>
      {last > 0 ? (
        <Earlier>
          <summary>Earlier {last === 1 ? 'round' : `rounds (${last})`}</summary>
          <Rounds aria-label="Earlier rounds">
            {negotiation.rounds.slice(0, last).map((round, i) => (
              <RoundEntry key={round.number} negotiation={negotiation} index={i} status={status} now={now} />
            ))}
          </Rounds>
        </Earlier>
      ) : null}
    </>
  );
}
