import { Button as AriaButton } from 'react-aria-components/Button';
import { Tooltip, TooltipTrigger } from 'react-aria-components/Tooltip';
import styled from 'styled-components';

/**
 * A rating out of five as stars, its number, and a tooltip that says what it is made of (shown on
 * hover and on keyboard focus, React Aria's TooltipTrigger). The stars are decoration: the button's
 * accessible name reads the rating in words.
 */
export interface StarRatingProps {
  rating: number;
  reviewCount: number;
}

const Trigger = styled(AriaButton)`
  display: inline-flex;
  align-items: baseline;
  gap: 0.5rem;
  padding: 0.2rem 0.3rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: help;
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Stars = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-size: 1.5rem;
  letter-spacing: 0.1rem;
`;
const Value = styled.span`
  font-size: 1.5rem;
  font-weight: 700;
`;
const Tip = styled(Tooltip)`
  max-width: min(18rem, calc(100vw - 1rem));
  padding: 0.4rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
`;

/** Whole stars shown for a rating (rounded to the nearest, 0 to 5). */
export function starCount(rating: number): number {
  return Math.round(Math.max(0, Math.min(5, Number.isFinite(rating) ? rating : 0)));
}

/** What the tooltip says: the average and its reviews, or that it is the starting rating. */
export function ratingExplanation(rating: number, reviewCount: number): string {
  const value = rating.toFixed(1);
  if (reviewCount === 0) return `${value} out of 5: the starting rating, until your first review`;
  return `${value} out of 5, from ${reviewCount === 1 ? '1 review' : `${reviewCount} reviews`} of your deals`;
}

export function StarRating({ rating, reviewCount }: StarRatingProps) {
  const full = starCount(rating);
  const explanation = ratingExplanation(rating, reviewCount);
  return (
    <TooltipTrigger delay={300}>
      <Trigger aria-label={`Rating ${rating.toFixed(1)}. ${explanation}`} data-testid="star-rating">
        <Stars aria-hidden="true">
          {'★'.repeat(full)}
          {'☆'.repeat(5 - full)}
        </Stars>
        <Value aria-hidden="true">{rating.toFixed(1)}</Value>
      </Trigger>
      <Tip placement="bottom" offset={6}>
        {explanation}
      </Tip>
    </TooltipTrigger>
  );
}
