import type { OwnerItem } from '@portal/contracts/marketplace';
import { priceLabel, quantityLabel } from '@portal/contracts/marketplace-catalogue';
import { Button, buttonStyles, type ButtonStyleProps } from '@portal/ui/Button';
import { Notice, Row } from '@portal/ui/layout';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorText } from '@portal/web/errors';
import { formatDate } from '@portal/web/format';
import { itemKindTexts } from '../../../lib/item-kinds';
import { notify } from '@portal/ui/notify';
import { setItemStatus } from '../api/my-items';
import { inquirySummary, ownerActions } from '../utils/owner-items';
import { ItemInquiries } from './ItemInquiries';
import { ItemMatches } from './ItemMatches';
import { ItemStatusBadge } from './StatusBadges';

const Box = styled.article`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  padding: 1.1rem 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.85rem;
  min-width: 0;
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  & h2 {
    font-size: 1.1rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  min-width: 0;
  /* a long name wraps beside the actions instead of pushing them onto a line of their own */
  flex: 1 1 16rem;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: 0.6rem 1rem;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  text-decoration: none;
`;

/**
 * One of the owner's listings or requests: its facts and status (with the moderator's reason when
 * Rejected), Edit while no inquiry is accepted, Deactivate / Reactivate, and the expandable lists of
 * its matches on the other side of the marketplace and of its inquiries.
 */
export function OwnerItemCard({ item, onChanged }: { item: OwnerItem; onChanged: () => void }) {
  const texts = itemKindTexts[item.kind];
  const [expanded, setExpanded] = useState(false);
  const [matching, setMatching] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const regionId = `inquiries${useId().replace(/:/g, '')}`;
  const matchesId = `${regionId}-matches`;
  const actions = ownerActions(item);
  const price = priceLabel(item);
  const inquiries = item.inquiry_counts.pending + item.inquiry_counts.accepted + item.inquiry_counts.declined;

  const changeStatus = async (to: 'Active' | 'Inactive') => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await setItemStatus(item, to);
      notify.success(`${texts.Noun} ${to === 'Inactive' ? 'deactivated' : 'reactivated'}`);
    } catch (err) {
      notify.error(
        `Failed to ${to === 'Inactive' ? 'deactivate' : 'reactivate'} ${texts.noun}`,
        errorText(err),
        err,
      );
    } finally {
      inFlight.current = false;
      setBusy(false);
      onChanged();
    }
  };

  return (
    <Box aria-labelledby={`${regionId}-title`} data-testid="owner-item" data-item-id={item.id}>
      <Header>
        <Title>
          <h2 id={`${regionId}-title`}>{item.name}</h2>
          <ItemStatusBadge status={item.status} />
        </Title>
        <Row>
          {actions.edit ? (
            <ButtonLink
              $variant="outline"
              $size="sm"
              to={`${texts.submitPath}?edit=${encodeURIComponent(item.id)}`}
              aria-label={`Edit ${item.name}`}
            >
              Edit
            </ButtonLink>
          ) : null}
          {actions.statusChange ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={`${actions.statusChange.label} ${item.name}`}
              onClick={() => void changeStatus(actions.statusChange!.to)}
            >
              {actions.statusChange.label}
            </Button>
          ) : null}
        </Row>
      </Header>
      {item.status === 'Rejected' ? (
        <Notice $tone="danger">
          Rejected by the moderators{item.rejection_reason ? `: ${item.rejection_reason}` : '.'} Edit the{' '}
          {texts.noun} to submit it again.
        </Notice>
      ) : item.status === 'Pending' ? (
        <Notice $tone="warning">Waiting for approval: it is not shown on the marketplace yet.</Notice>
      ) : null}
      <Facts>
        <div>
          <dt>Industry</dt>
          <dd>{item.industry}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{item.location}</dd>
        </div>
        <div>
          <dt>Quantity</dt>
          <dd>
            {quantityLabel(item.quantity, item.unit)}
            {item.committed_quantity > 0
              ? ` (${quantityLabel(item.committed_quantity, item.unit)} committed)`
              : ''}
          </dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd>{item.delivery}</dd>
        </div>
        <div>
          <dt>Term</dt>
          <dd>{item.term}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>
            {price.text}
            {price.detail ? ` ${price.detail}` : ''}
          </dd>
        </div>
        <div>
          <dt>Inquiries open</dt>
          <dd>
            {item.accepting_inquiries === 'date' && item.inquiries_date
              ? formatDate(item.inquiries_date)
              : 'Now'}
          </dd>
        </div>
        <div>
          <dt>Submitted</dt>
          <dd>{formatDate(item.created_at)}</dd>
        </div>
      </Facts>
      <Footer>
        <span>{inquirySummary(item.inquiry_counts)}</span>
        <Row>
          {item.status === 'Active' ? (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={matching}
              aria-controls={matching ? matchesId : undefined}
              onClick={() => setMatching((open) => !open)}
            >
              {matching ? 'Hide matches' : 'Matches'}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={expanded}
            aria-controls={expanded ? regionId : undefined}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Hide inquiries' : `Show inquiries (${inquiries})`}
          </Button>
        </Row>
      </Footer>
      {matching ? <ItemMatches item={item} id={matchesId} /> : null}
      {expanded ? <ItemInquiries item={item} id={regionId} onChanged={onChanged} /> : null}
    </Box>
  );
}
