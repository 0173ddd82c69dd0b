import styled from 'styled-components';
import { awaitedActs, type TicketSource } from './ticket';

const Lines = styled.ul`
  list-style: none;
  margin: 0.4rem 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  font-size: ${({ theme }) => theme.font.size.sm};
`;
const Line = styled.li<{ $overdue: boolean; $yours: boolean }>`
  overflow-wrap: anywhere;
  color: ${({ theme, $overdue }) => ($overdue ? theme.colors.danger : theme.colors.text)};
  font-weight: ${({ $yours }) => ($yours ? 600 : 400)};
`;

/**
 * Who the deal waits for, one line per awaited party: 'Awaiting you: upload the ICPO — due Dec 3,
 * 2026', 'Awaiting Acme Trading Ltd – Operations: …' (a member's own company and the roles that act
 * in it), 'Awaiting Seller #1093: …', 'Awaiting the platform: …'. A step past its due date says
 * 'overdue' in words and in red. Nothing once nobody is awaited (an ended deal).
 */
export function AwaitingLine({
  deal,
  onlyYours = false,
  company,
  now,
}: {
  deal: TicketSource;
  /** Only what the viewer itself is awaited for (the Dashboard's Action required). */
  onlyYours?: boolean;
  /** The viewer's company name, for a member of a party (see awaitedActs); left out for admins. */
  company?: string;
  now?: Date;
}) {
  const acts = awaitedActs(deal, now, company).filter((act) => !onlyYours || act.yours);
  if (acts.length === 0) return null;
  return (
    <Lines data-testid="awaiting-line">
      {acts.map((act) => (
        <Line key={act.party} $overdue={act.overdue} $yours={act.yours} data-overdue={act.overdue}>
          {act.text}
        </Line>
      ))}
    </Lines>
  );
}
