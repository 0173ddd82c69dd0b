import type { DealAvailableAction, DealDetail } from '@portal/contracts/deals';
import { theme } from '@portal/ui/theme';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { dealAt, documentView } from '../../../../test/deal-fixture';
import { missingCommentMessage } from '../utils/review';
import { DocumentReviewPanel } from './DocumentReviewPanel';

function render(deal: DealDetail): string {
  return renderToString(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <DocumentReviewPanel deal={deal} onChange={() => undefined} />
      </ThemeProvider>
    </MemoryRouter>,
  );
}
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const buttonsOf = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => textOf(m[1]!).trim());

const review: DealAvailableAction = {
  type: 'review-document',
  documentId: 'doc-1',
  documentType: 'initial-spa',
  version: 2,
  decisions: ['approve', 'deny', 'request-changes'],
};

describe('the document review panel', () => {
  it('shows each document awaiting review with its facts, View / Download and the three decisions', () => {
    const html = render(
      dealAt('initial-spa', 'admin', {
        available_actions: [review],
        documents: [
          documentView({
            version: 2,
            file: {
              file_name: 'spa-v2.pdf',
              file_type: 'application/pdf',
              size: 3 * 1024 * 1024,
              sha256: 'b'.repeat(64),
            },
            file_name: 'spa-v2.pdf',
          }),
        ],
      }),
    );
    const text = textOf(html);
    for (const fact of ['Sanitized Initial SPA', 'application/pdf', '3.0 MB', 'spa-v2.pdf', 'Seller #1234'])
      expect(text).toContain(fact);
    expect(buttonsOf(html)).toEqual(['View', 'Download', 'Deny', 'Request Changes', 'Approve']);
    // the review queue's rows lead here
    expect(html).toContain('id="review-doc-1"');
  });

  it('says when nothing awaits review, and offers the platform steps the server offers', () => {
    const html = render(
      dealAt('verification', 'admin', {
        available_actions: [
          { type: 'complete-verification' },
          { type: 'confirm-fee-payment' },
          { type: 'reissue-platform-document', documentType: 'initial-spa-template' },
        ],
      }),
    );
    expect(textOf(html)).toContain('No documents awaiting review');
    expect(buttonsOf(html)).toEqual([
      'Complete Verification',
      'Confirm Fee Payment',
      'Issue again Initial SPA Template',
    ]);
    expect(buttonsOf(render(dealAt('verification', 'admin')))).toEqual([]);
  });

  it('requires feedback to deny or to request changes, not to approve', () => {
    expect(missingCommentMessage('deny', '  ')).toBe('Please provide feedback when rejecting a document');
    expect(missingCommentMessage('request-changes', '')).toBe(
      'Please provide feedback when requesting changes',
    );
    expect(missingCommentMessage('request-changes', 'Fix page 2')).toBeNull();
    expect(missingCommentMessage('approve', '')).toBeNull();
  });
});
