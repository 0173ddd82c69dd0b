import type { OwnerItem } from '@portal/contracts/marketplace';
import type { Match } from '@portal/contracts/matching';
import { priceLabel, quantityLabel } from '@portal/contracts/marketplace-catalogue';
import { Badge, type BadgeTone } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { SkeletonList } from '@portal/ui/Skeleton';
import { Muted } from '@portal/ui/layout';
import { ButtonLink } from '@portal/ui/PageFrame';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorText } from '@portal/web/errors';
import { inquirePath } from '../../../lib/inquiry-product';
import { itemPagePath } from '../../../lib/item-routes';
import { itemKindTexts } from '../../../lib/item-kinds';
import { useItemMatches } from '../api/my-items';

const List = styled.ol`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
`;
const Entry = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.5rem 1rem;
  padding: 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.6rem;
  & a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
const Reasons = styled.ul`
  margin: 0.4rem 0 0;
  padding-left: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Side = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  justify-content: space-between;
  gap: 0.5rem;
  @media (max-width: 560px) {
    align-items: flex-start;
  }
`;

const left = (i: Pick<OwnerItem, 'quantity' | 'committed_quantity'>) =>
  Math.max(0, i.quantity - i.committed_quantity);
/** What an inquiry on a match starts from: as much as both sides still have, when they count alike. */
const proposedQuantity = (item: OwnerItem, other: OwnerItem | Match['item']) =>
  item.unit === other.unit ? Math.min(left(item), left(other)) : undefined;

const scoreTone = (score: number): BadgeTone => (score >= 80 ? 'success' : score >= 60 ? 'info' : 'warning');

/**
 * The other side's items that best answer one of the owner's items (a request's listings, a listing's
 * requests), loaded when shown: each with its score out of 100, the reasons behind it, and Propose
 * Inquiry, which opens the inquiry form on it (the form asks the quantity and confirms before sending).
 */
export function ItemMatches({ item, id }: { item: OwnerItem; id: string }) {
  const { data, error, isLoading, mutate } = useItemMatches(item.kind, item.id, true);
  const other = item.kind === 'listing' ? 'request' : 'listing';
  const side = other === 'listing' ? 'buyer' : 'seller';
  const texts = itemKindTexts[other];

  let body;
  if (error && !data)
    body = (
      <Muted role="alert">
        Failed to load matches: {errorText(error)}{' '}
        <Button size="sm" variant="ghost" onClick={() => void mutate()}>
          Retry
        </Button>
      </Muted>
    );
  else if (!data && isLoading) body = <SkeletonList items={2} label="Loading matches..." />;
  else if (!data || data.length === 0)
    body = (
      <Muted>
        No {texts.plural} match this {itemKindTexts[item.kind].noun} closely yet.
      </Muted>
    );
  else
    body = (
      <List aria-label={`Matches for ${item.name}`}>
        {data.map((match) => {
          const price = priceLabel(match.item);
          return (
            <Entry key={match.item.id} data-testid="match">
              <div>
                <Head>
                  <Link to={itemPagePath(other, match.item.id)}>{match.item.name}</Link>
                  <Badge tone={scoreTone(match.score)} data-testid="match-score">
                    Score {match.score} / 100
                  </Badge>
                </Head>
                <Muted as="div">
                  {match.item.owner_label} ·{' '}
                  {quantityLabel(match.item.quantity - match.item.committed_quantity, match.item.unit)} ·{' '}
                  {match.item.delivery} {match.item.location} · {price.text}
                  {price.detail ? ` ${price.detail}` : ''}
                </Muted>
                <Reasons aria-label="Why it matches">
                  {match.reasons.map((reason) => (
                    <li key={reason.factor}>
                      {reason.detail} ({reason.points} of {reason.max})
                    </li>
                  ))}
                </Reasons>
              </div>
              <Side>
                <ButtonLink
                  $variant="outline"
                  $size="sm"
                  to={inquirePath(side, match.item.id, proposedQuantity(item, match.item))}
                  aria-label={`Propose Inquiry on ${match.item.name}`}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  Propose Inquiry
                </ButtonLink>
              </Side>
            </Entry>
          );
        })}
      </List>
    );
  return <div id={id}>{body}</div>;
}
