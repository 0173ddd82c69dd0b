import type { DealReview } from '@portal/contracts/reviews';
import { maxReviewCommentLength, reviewWindowDays } from '@portal/contracts/reviews';
import { Button } from '@portal/ui/Button';
import { FieldError, TextField } from '@portal/ui/Input';
import { Muted, Notice, VisuallyHidden } from '@portal/ui/layout';
import { useState } from 'react';
import styled from 'styled-components';
import { submitDealReview } from '../../../lib/deals-api';
import { errorText, isStatus } from '@portal/web/errors';
import { formatDate } from '@portal/web/format';
import { notify } from '@portal/ui/notify';
import { reloadDeal } from '../api/reload-deal';
import type { PanelProps } from '../utils/panel-actions';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  & h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  & legend {
    padding: 0;
    margin-bottom: 0.35rem;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StarRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.15rem;
  & input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }
  & label {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    font-size: 1.75rem;
    line-height: 1;
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & label[data-filled='true'] {
    color: ${({ theme }) => theme.colors.warning};
  }
  & input:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-size: 1.2rem;
  letter-spacing: 0.05em;
`;

const starLabels = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'] as const;

/** A stored review: its stars (read out as 'Rated n of 5 stars') and comment. */
function StoredReview({ review }: { review: DealReview }) {
  return (
    <Notice $tone="success" role="status" data-testid="my-review">
      <div>
        <Stars aria-hidden="true">
          {'★'.repeat(review.rating)}
          {'☆'.repeat(5 - review.rating)}
        </Stars>{' '}
        <VisuallyHidden>Rated </VisuallyHidden>
        {review.rating} of 5 stars, {formatDate(review.created_at)}
      </div>
      {review.comment ? <p style={{ margin: '0.35rem 0 0' }}>{review.comment}</p> : null}
    </Notice>
  );
}

/**
 * 'Rate your counterparty' in the closing panel of a party: 1 to 5 stars as a radio group (arrow
 * keys move between stars) and a comment, sent once; afterwards the stored review. The server decides
 * the window (14 days after closing) and answers it with the deal.
 */
export function RateCounterpartyForm({ deal, onChange }: PanelProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const counterparty = deal.role === 'buyer' ? 'seller' : 'buyer';
  const reviewWindow = deal.review_window;

  if (deal.role !== 'buyer' && deal.role !== 'seller') return null;
  const heading = <h3 id="rate-counterparty">Rate your counterparty</h3>;

  if (deal.my_review)
    return (
      <Section aria-labelledby="rate-counterparty">
        {heading}
        <Muted>Your review of the {counterparty}:</Muted>
        <StoredReview review={deal.my_review} />
      </Section>
    );
  if (!reviewWindow) return null;
  if (!reviewWindow.open)
    return (
      <Section aria-labelledby="rate-counterparty">
        {heading}
        <Notice role="status">
          The review window closed on {formatDate(reviewWindow.until)}. Reviews are taken for{' '}
          {reviewWindowDays} days after a deal closes.
        </Notice>
      </Section>
    );

  const submit = async () => {
    if (rating === null) {
      setError('Please choose from 1 to 5 stars.');
      return;
    }
    setSending(true);
    try {
      await submitDealReview(deal.id, { rating, comment: comment.trim() });
      notify.success('Review submitted', `Thank you for rating the ${counterparty}.`);
      onChange(await reloadDeal(deal.id));
    } catch (err) {
      notify.error('Failed to submit', errorText(err), err);
      if (isStatus(err, 409)) await reloadDeal(deal.id).then(onChange, () => undefined);
    } finally {
      setSending(false);
    }
  };

  return (
    <Section aria-labelledby="rate-counterparty">
      {heading}
      <Muted>
        How was the deal with the {counterparty}? You can review until {formatDate(reviewWindow.until)}.
      </Muted>
      <Fieldset aria-describedby={error ? 'rating-error' : undefined}>
        <legend>Rating</legend>
        <StarRow>
          {starLabels.map((label, index) => {
            const value = index + 1;
            const id = `review-star-${value}`;
            return (
              <span key={value}>
                <input
                  type="radio"
                  id={id}
                  name="review-rating"
                  value={value}
                  checked={rating === value}
                  onChange={() => {
                    setRating(value);
                    setError(null);
                  }}
                />
                <label htmlFor={id} data-filled={rating !== null && value <= rating} title={label}>
                  <span aria-hidden="true">{rating !== null && value <= rating ? '★' : '☆'}</span>
                  <VisuallyHidden>{label}</VisuallyHidden>
                </label>
              </span>
            );
          })}
        </StarRow>
        <FieldError id="rating-error">{error}</FieldError>
      </Fieldset>
      <TextField
        label="Comment"
        kind="textarea"
        value={comment}
        maxLength={maxReviewCommentLength}
        onChange={(event) => setComment(event.target.value)}
        hint={`Optional, up to ${maxReviewCommentLength} characters (${comment.length} used).`}
      />
      <div>
        <Button disabled={sending} onClick={() => void submit()}>
          Submit Rating
        </Button>
      </div>
    </Section>
  );
}
