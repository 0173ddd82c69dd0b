import type { DealDetail } from '@portal/contracts/deals';
import { dealGroup, type DealGroupId, type DealPartyRole } from '@portal/contracts/deal-stages';
import { Badge } from '@portal/ui/Badge';
import { Muted, Notice } from '@portal/ui/layout';
import styled from 'styled-components';
import {
  currentGroupOf,
  dueDateOf,
  offersPartyAction,
  partyDone,
  type PanelProps,
} from '../utils/panel-actions';
import { buyerPanels } from './buyer-panels';
import { DossierDownload } from './ClosingTasks';
import { sellerPanels } from './seller-panels';

const panelsBySide = { seller: sellerPanels, buyer: buyerPanels } as const;
const sideTitles: Record<DealPartyRole, string> = { seller: 'Seller', buyer: 'Buyer' };

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(22rem, 100%), 1fr));
  gap: 1.25rem;
  align-items: start;
`;
const Panel = styled.section<{ $own: boolean }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $own }) => ($own ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1.25rem;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
`;
const PanelHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  & h2 {
    margin: 0;
    font-size: 1.1rem;
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  & p {
    margin: 0.2rem 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
const Due = styled.div`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function DueDate({ deal, group }: { deal: DealDetail; group: DealGroupId }) {
  const due = dueDateOf(deal, group);
  if (!due) return null;
  return (
    <Due data-testid="due-date">
      <span>{due.label}</span>
      {due.overdue ? <Badge tone="danger">Overdue</Badge> : null}
    </Due>
  );
}

/** A read-only side: what the deal waits for from that party, or that its part of the step is done. */
function PartyStatus({ deal, side }: { deal: DealDetail; side: DealPartyRole }) {
  const awaited = deal.awaiting[side];
  if (awaited) return <Notice role="status">{awaited}</Notice>;
  if (partyDone(deal, side))
    return (
      <Notice $tone="success" role="status">
        The {side}&apos;s part of this step is done.
      </Notice>
    );
  return <Muted>Nothing is needed from the {side} at this step.</Muted>;
}

/** The viewer's own side when nothing is offered to it now: who the deal waits for instead. */
function Idle({ deal, side }: { deal: DealDetail; side: DealPartyRole }) {
  const other: DealPartyRole = side === 'buyer' ? 'seller' : 'buyer';
  const waiting = [deal.awaiting[other], deal.awaiting.platform].filter(Boolean);
  return (
    <Muted>
      Nothing is needed from you right now.
      {waiting.length ? ` ${waiting.join('. ')}.` : ''}
    </Muted>
  );
}

/**
 * The 'Current Step' panels of a deal, one per side. The viewer's own side is the actionable one (what
 * the server offers it now, and what it has done); the other side shows its status. Admins and mandates
 * see both sides read-only; admins also see what the platform owes.
 */
export function CurrentStepPanels({ deal, onChange }: PanelProps) {
  const group = currentGroupOf(deal);
  if (!group) return <Notice $tone="warning">This deal is at an unknown stage.</Notice>;
  const groupLabel = dealGroup(group).label;
  const cancelled = deal.status === 'cancelled';
  return (
    <div>
      {cancelled && deal.cancellation ? (
        <Notice $tone="danger" role="status" style={{ marginBottom: '1rem' }}>
          This deal was cancelled: {deal.cancellation.reason}
        </Notice>
      ) : null}
      <Panels data-testid="current-step-panels">
        {(['seller', 'buyer'] as const).map((side) => {
          const own = deal.role === side && !cancelled;
          const headingId = `current-step-${side}`;
          const Own = panelsBySide[side][group];
          return (
            <Panel key={side} $own={own} aria-labelledby={headingId} data-testid={`panel-${side}`}>
              <PanelHeader>
                <div>
                  <h2 id={headingId}>
                    Current Step <Badge tone={own ? 'info' : 'neutral'}>{sideTitles[side]}</Badge>
                  </h2>
                  <p>{groupLabel}</p>
                </div>
                <DueDate deal={deal} group={group} />
              </PanelHeader>
              {own ? (
                <>
                  <Own deal={deal} onChange={onChange} />
                  {offersPartyAction(deal) || group === 'closing' ? null : <Idle deal={deal} side={side} />}
                </>
              ) : (
                <PartyStatus deal={deal} side={side} />
              )}
            </Panel>
          );
        })}
      </Panels>
      {deal.role === 'admin' && group === 'closing' ? (
        <div style={{ marginTop: '1rem' }} data-testid="admin-dossier">
          <DossierDownload deal={deal} />
        </div>
      ) : null}
      {deal.role === 'admin' && deal.awaiting.platform ? (
        <Notice role="status" style={{ marginTop: '1rem' }} data-testid="platform-awaiting">
          Platform: {deal.awaiting.platform}
        </Notice>
      ) : null}
    </div>
  );
}
