import type { MarketItem } from '@portal/contracts/marketplace';
import { Badge } from '@portal/ui/Badge';
import { Button } from '@portal/ui/Button';
import { VisuallyHidden } from '@portal/ui/layout';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { cardPrice, inquireState, ownLabel, quantityText, ratingText, stars } from '../utils/card';
import { itemPagePath } from '../../../lib/item-routes';
import { isNewOwner, reviewsText } from '../../../lib/owner-rating';

const Box = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
  padding: 1rem 1.1rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;
const Head = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 0.5rem;
  & h2 {
    font-size: 1.05rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Owner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Stars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  letter-spacing: 0.05em;
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
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
`;
const Price = styled.div`
  margin-top: auto;
  & strong {
    display: block;
    font-size: 1.15rem;
  }
  & span {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Note = styled.p`
  margin: 0.35rem 0 0;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  // an owner no counterparty has reviewed: no stars, 'New'
  if (isNewOwner(reviews))
    return (
      <span data-testid="card-rating">
        <Badge tone="info">New</Badge> no reviews yet
      </span>
    );
  const { full, empty } = stars(rating);
  return (
    <span data-testid="card-rating">
      <Stars aria-hidden="true">
        {'★'.repeat(full)}
        {'☆'.repeat(empty)}
      </Stars>{' '}
      <VisuallyHidden>Rating </VisuallyHidden>
      {ratingText(rating)}
      <VisuallyHidden> out of 5</VisuallyHidden> ({reviewsText(reviews)})
    </span>
  );
}

/**
 * One listing or request: name, location, quantity, delivery, term, the price label, the owner's
 * anonymous label with rating and reviews, and Inquire (disabled with its date while inquiries have not
 * opened yet; absent on the caller's own items).
 */
export function ItemCard({
  item,
  today,
  onInquire,
  isNew = false,
}: {
  item: MarketItem;
  today: string;
  onInquire: (item: MarketItem) => void;
  /** Listed or reactivated since the moment a saved search's alert names (its link's `new`). */
  isNew?: boolean;
}) {
  const price = cardPrice(item);
  const quantity = quantityText(item);
  const inquire = inquireState(item, today);
  const headingId = `item-${item.id}-name`;
  return (
    <Box aria-labelledby={headingId} data-testid="market-card" data-item-id={item.id}>
      <Head>
        <h2 id={headingId}>
          <Link to={itemPagePath(item.kind, item.id)}>{item.name}</Link>
        </h2>
        <Badge tone="neutral">{item.industry}</Badge>
        {isNew ? (
          <Badge tone="success" data-testid="card-new">
            New match
          </Badge>
        ) : null}
      </Head>
      <Owner>
        <span>{item.owner_label}</span>
        <Rating rating={item.rating} reviews={item.review_count} />
      </Owner>
      <Facts>
        <dt>Location</dt>
        <dd>{item.location}</dd>
        <dt>Quantity</dt>
        <dd>
          {quantity.total}
          {quantity.remaining ? ` (${quantity.remaining})` : ''}
        </dd>
        <dt>Delivery</dt>
        <dd>{item.delivery}</dd>
        <dt>Term</dt>
        <dd>{item.term}</dd>
      </Facts>
      <Price data-testid="card-price">
        <strong>{price.text}</strong>
        {price.detail ? <span>{price.detail}</span> : null}
      </Price>
      {inquire.kind === 'open' ? (
        <Button fullWidth onClick={() => onInquire(item)} aria-describedby={headingId}>
          Inquire
        </Button>
      ) : inquire.kind === 'waiting' ? (
        <div>
          <Button fullWidth disabled aria-describedby={`${headingId}-note`}>
            {inquire.button}
          </Button>
          <Note id={`${headingId}-note`}>{inquire.note}</Note>
        </div>
      ) : inquire.kind === 'own' ? (
        <Badge tone="info" style={{ alignSelf: 'flex-start' }}>
          {ownLabel(item.kind)}
        </Badge>
      ) : null}
    </Box>
  );
}
