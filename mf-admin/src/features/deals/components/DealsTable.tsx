import type { AdminDealRow } from '@portal/contracts/admin-deals';
import { dealStatusLabels } from '@portal/contracts/deal-stages';
import { Badge } from '@portal/ui/Badge';
import { Button, buttonStyles, type ButtonStyleProps } from '@portal/ui/Button';
import { ProgressBar } from '@portal/ui/ProgressBar';
import { SkeletonRows } from '@portal/ui/Skeleton';
import { Row, SubText } from '@portal/ui/layout';
import { ActionsCell, ActionsHeader, Table, TableMessage, TableWrap } from '@portal/ui/Table';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate } from '@portal/web/format';
import { dealProgressTone, mayCancel, partyName, rowTicket } from '../utils/deals';

const COLUMNS = 7;

/** A link that looks like a button (navigation, not an action). */
const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  text-decoration: none;
`;

const DealId = styled.code`
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

const ProgressCell = styled.div`
  display: grid;
  grid-template-columns: minmax(5rem, 1fr) auto;
  align-items: center;
  gap: 0.5rem;
  min-width: 9rem;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

/**
 * Deal Management's table: ID, Deal (its trade ticket: headline, then price, terms and value; status when no longer in progress, 'Needs
 * attention' with the reason when a party's account is deactivated or deleted), Buyer,
 * Seller, Date, Progress (bar, percentage, stage) and Actions (open the deal page, where the review
 * tools are; Cancel with a reason), with loading, error and empty rows. From the mobile breakpoint
 * down every row is a card (see @portal/ui/Table), so the actions stay on screen.
 */
export function DealsTable({
  deals,
  loading,
  error,
  searching,
  onRetry,
  onCancel,
}: {
  deals: AdminDealRow[] | undefined;
  loading: boolean;
  error: boolean;
  searching: boolean;
  onRetry: () => void;
  onCancel: (deal: AdminDealRow) => void;
}) {
  let rows;
  if (error && !deals) {
    rows = (
      <TableMessage colSpan={COLUMNS} role="alert">
        Failed to load deals{' '}
        <Button size="sm" variant="ghost" onClick={onRetry}>
          Retry
        </Button>
      </TableMessage>
    );
  } else if (!deals && loading) {
    rows = <SkeletonRows columns={COLUMNS} label="Loading deals..." />;
  } else if (!deals || deals.length === 0) {
    rows = (
      <TableMessage colSpan={COLUMNS}>
        {searching ? 'No deals match your search' : 'No deals found'}
      </TableMessage>
    );
  } else {
    rows = deals.map((deal) => {
      const ticket = rowTicket(deal);
      return (
        <tr key={deal.id} data-testid="deal-row" data-deal-id={deal.id}>
          <td data-label="ID">
            <DealId>{deal.id}</DealId>
          </td>
          <td data-label="Deal">
            <div data-testid="deal-ticket">{ticket.headline}</div>
            <SubText>
              {ticket.price} · {ticket.terms} · {ticket.value}
            </SubText>
            {deal.status !== 'active' ? (
              <Badge tone={deal.status === 'cancelled' ? 'danger' : 'success'} data-status={deal.status}>
                {dealStatusLabels[deal.status]}
              </Badge>
            ) : null}
            {deal.needs_attention ? (
              // a party's account is deactivated or deleted: the deal waits for an admin's decision
              <div data-testid="needs-attention">
                <Badge tone="warning">Needs attention</Badge>
                <SubText>{deal.needs_attention}</SubText>
              </div>
            ) : null}
          </td>
          <td data-label="Buyer">{partyName(deal.buyer)}</td>
          <td data-label="Seller">{partyName(deal.seller)}</td>
          <td data-label="Date">
            <Nowrap>{formatDate(deal.created_at)}</Nowrap>
          </td>
          <td data-label="Progress">
            <ProgressCell>
              <ProgressBar
                value={deal.progress}
                label={`Progress of ${deal.title}`}
                tone={dealProgressTone(deal.progress)}
              />
              <span>{deal.progress}%</span>
            </ProgressCell>
            <SubText>{deal.stage_label}</SubText>
          </td>
          <ActionsCell>
            <Row style={{ flexWrap: 'nowrap', gap: '0.4rem' }}>
              <ButtonLink
                $variant="outline"
                $size="sm"
                to={`/deal/${encodeURIComponent(deal.id)}`}
                aria-label={`Open ${deal.title}`}
              >
                Open
              </ButtonLink>
              {mayCancel(deal) ? (
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Cancel ${deal.title}`}
                  onClick={() => onCancel(deal)}
                >
                  Cancel
                </Button>
              ) : null}
            </Row>
          </ActionsCell>
        </tr>
      );
    });
  }
  return (
    <TableWrap>
      <Table aria-label="Deals">
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Deal</th>
            <th scope="col">Buyer</th>
            <th scope="col">Seller</th>
            <th scope="col">Date</th>
            <th scope="col">Progress</th>
            <ActionsHeader />
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </Table>
    </TableWrap>
  );
}
