import type { DealDetail } from '@portal/contracts/deals';
import { theme } from '@portal/ui/theme';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { dealAt } from '../../../../test/deal-fixture';
import { RateCounterpartyForm } from './RateCounterpartyForm';

const render = (deal: DealDetail) =>
  renderToString(
    <ThemeProvider theme={theme}>
      <RateCounterpartyForm deal={deal} onChange={() => undefined} />
    </ThemeProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'");

const closedAt = '2025-06-20T10:00:00.000Z';
const until = '2025-07-04T10:00:00.000Z';

describe("the closing panel's 'Rate your counterparty'", () => {
  it('offers five star radios in a fieldset and a comment while the window is open', () => {
    const html = render(
      dealAt('closing', 'buyer', { closed_at: closedAt, review_window: { open: true, until } }),
    );
    expect(html).toContain('Rate your counterparty');
    expect(html).toContain('How was the deal with the seller? You can review until Jul 4, 2025.');
    expect(html).toMatch(/<fieldset[^>]*><legend>Rating<\/legend>/);
    const radios = [...html.matchAll(/<input type="radio"[^>]*name="review-rating"[^>]*>/g)];
    expect(radios).toHaveLength(5);
    for (const label of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) expect(html).toContain(label);
    expect(html).toMatch(/<textarea[^>]*maxLength="1000"/);
    expect(html).toContain('Submit Rating');
  });

  it('shows the stored review instead of the form', () => {
    const html = render(
      dealAt('closing', 'seller', {
        review_window: { open: true, until },
        my_review: {
          deal_id: 'deal-1',
          rating: 4,
          comment: 'Paid on time.',
          reviewer_role: 'seller',
          reviewee_role: 'buyer',
          created_at: '2025-06-21T10:00:00.000Z',
        },
      }),
    );
    expect(html).toContain('Your review of the buyer:');
    expect(html).toContain('★★★★☆');
    expect(html).toContain('4 of 5 stars, Jun 21, 2025');
    expect(html).toContain('Paid on time.');
    expect(html).not.toContain('Submit Rating');
  });

  it('says when the window closed, and shows nothing to admins or before closing', () => {
    const late = render(dealAt('closing', 'buyer', { review_window: { open: false, until } }));
    expect(late).toContain('The review window closed on Jul 4, 2025.');
    expect(late).not.toContain('<input');
    expect(render(dealAt('closing', 'admin', { review_window: null }))).toBe('');
    expect(render(dealAt('payment', 'buyer', { review_window: null }))).toBe('');
  });
});
