import type { DealAvailableAction, DealDetail } from '@portal/contracts/deals';
import { dealGroupIds, type DealGroupId } from '@portal/contracts/deal-stages';
import { theme } from '@portal/ui/theme';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { dealAt, documentView } from '../../../../test/deal-fixture';
import { buyerPanels } from './buyer-panels';
import { CurrentStepPanels } from './CurrentStepPanels';
import { sellerPanels } from './seller-panels';

function render(deal: DealDetail): string {
  return renderToString(
    <ThemeProvider theme={theme}>
      <CurrentStepPanels deal={deal} onChange={() => undefined} />
    </ThemeProvider>,
  );
}

/** The text of a rendered panel (tags dropped, entities of quotes decoded). */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const buttonsOf = (html: string) =>
  [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => textOf(m[1]!).trim());
const fileInputsOf = (html: string) =>
  [...html.matchAll(/<input[^>]*type="file"[^>]*>/g)].map((m) => /accept="([^"]*)"/.exec(m[0])?.[1]);

const upload = (documentType: string, version = 1) =>
  ({ type: 'upload-document', documentType, version }) as DealAvailableAction;

describe('the task panels', () => {
  it('have a seller panel and a buyer panel for every timeline group', () => {
    expect(Object.keys(sellerPanels).sort()).toEqual([...dealGroupIds].sort());
    expect(Object.keys(buyerPanels).sort()).toEqual([...dealGroupIds].sort());
  });

  it.each(
    dealGroupIds.flatMap((group) =>
      (['seller', 'buyer', 'admin', 'mandate'] as const).map((role) => [group, role] as const),
    ),
  )('%s as %s renders both sides, with nothing to do when nothing is offered', (group: DealGroupId, role) => {
    const html = render(dealAt(group, role));
    expect(html.match(/<h2[^>]*>Current Step/g)).toHaveLength(2);
    expect(fileInputsOf(html)).toEqual([]);
    expect(buttonsOf(html).filter((b) => !b.startsWith('Download'))).toEqual([]);
  });

  it("offers the seller's upload only when the server offers it, with the type's accept list", () => {
    const offered = render(dealAt('initial-spa', 'seller', { available_actions: [upload('initial-spa')] }));
    expect(fileInputsOf(offered)).toEqual(['.pdf,.doc,.docx']);
    expect(offered).toMatch(/<button[^>]*disabled=""[^>]*>Submit Sanitized Initial SPA<\/button>/);
    expect(fileInputsOf(render(dealAt('initial-spa', 'seller')))).toEqual([]);
  });

  it('asks the seller of a discount-priced deal for the final unit price beside its invoice', () => {
    const discounted = {
      price_type: 'discount',
      platts_reference: 'ULSD 10ppm CIF NWE',
      discount: 5,
      currency: 'USD',
      unit: 'MT',
      final_unit_price: null,
    };
    const seller = textOf(
      render(
        dealAt('commercial-invoice', 'seller', {
          snapshot: discounted,
          available_actions: [upload('commercial-invoice')],
        }),
      ),
    );
    expect(seller).toContain('Final unit price (USD per metric ton)');
    expect(seller).toContain('priced at a discount of USD 5.00 per metric ton to Platts ULSD 10ppm CIF NWE');
    const buyer = textOf(render(dealAt('commercial-invoice', 'buyer', { snapshot: discounted })));
    expect(buyer).toContain('The platform fee invoice is issued once the seller states the final unit price');
    const fixed = textOf(
      render(dealAt('commercial-invoice', 'seller', { available_actions: [upload('commercial-invoice')] })),
    );
    expect(fixed).not.toContain('Final unit price');
    const stated = textOf(
      render(
        dealAt('commercial-invoice', 'seller', { snapshot: { ...discounted, final_unit_price: 612.5 } }),
      ),
    );
    expect(stated).toContain('Final unit price stated: USD 612.50 per metric ton');
  });

  it("uses each document type's own list (proof of funds, payment confirmations)", () => {
    const proof = render(
      dealAt('proof-documents', 'buyer', { available_actions: [upload('proof-of-funds')] }),
    );
    expect(fileInputsOf(proof)).toEqual(['.pdf,.doc,.docx,.jpg,.jpeg,.png']);
    expect(buttonsOf(proof)).toContain('Submit Proof of Funds');
    const payment = render(
      dealAt('payment', 'buyer', {
        available_actions: [upload('seller-payment-confirmation'), upload('serval-payment-confirmation')],
      }),
    );
    expect(fileInputsOf(payment)).toEqual(['.pdf,.jpg,.jpeg,.png', '.pdf,.jpg,.jpeg,.png']);
    expect(buttonsOf(payment)).toContain('Submit Payment Confirmations');
  });

  it.each([
    ['deal-initiated', 'buyer', { type: 'proceed' }, 'Proceed'],
    [
      'initial-spa',
      'buyer',
      { type: 'review-spa', documentId: 'd', version: 1, decisions: ['accept', 'request-changes'] },
      'Submit Review',
    ],
    ['payment', 'seller', { type: 'confirm-seller-payment' }, 'Confirm Payment Received'],
    ['payment', 'seller', { type: 'submit-inspection-details' }, 'Submit Inspection Details'],
    ['title-transfer', 'seller', { type: 'confirm-title-transfer' }, 'Confirm Delivery & Title Transfer'],
    ['title-transfer', 'buyer', { type: 'confirm-receipt' }, 'Confirm Receipt & Title Transfer'],
  ] as const)('%s (%s): %o shows %s, and only then', (group, role, action, button) => {
    expect(
      buttonsOf(render(dealAt(group, role, { available_actions: [action as DealAvailableAction] }))),
    ).toContain(button);
    expect(buttonsOf(render(dealAt(group, role)))).not.toContain(button);
  });

  it('never shows the counterparty the viewer’s actions: the other side is a status card', () => {
    const deal = dealAt('deal-initiated', 'seller', {
      available_actions: [{ type: 'proceed' }],
      awaiting: {
        buyer: 'Waiting for the buyer to proceed, accepting the FCO terms and conditions',
        seller: null,
        platform: null,
      },
    });
    const html = render(deal);
    expect(buttonsOf(html)).not.toContain('Proceed');
    expect(textOf(html)).toContain(
      'Waiting for the buyer to proceed, accepting the FCO terms and conditions',
    );
  });

  it('shows a refused document with the reviewer’s comment and the upload of the next version', () => {
    const html = render(
      dealAt('initial-spa', 'seller', {
        documents: [
          documentView({ review_status: 'changes-requested', review_comment: 'Remove the bank details.' }),
        ],
        available_actions: [upload('initial-spa', 2)],
      }),
    );
    const text = textOf(html);
    expect(text).toContain('Changes Requested');
    expect(text).toContain("Reviewer's comment: Remove the bank details.");
    expect(text).toContain('Sanitized Initial SPA (version 2)');
    expect(fileInputsOf(html)).toHaveLength(1);
  });

  it('shows an approved document as done, without an upload', () => {
    const html = render(
      dealAt('initial-spa', 'seller', { documents: [documentView({ review_status: 'approved' })] }),
    );
    expect(textOf(html)).toContain('Approved');
    expect(fileInputsOf(html)).toEqual([]);
  });

  it('shows the counterparty as done when its marker is set and nothing is awaited from it', () => {
    const html = render(
      dealAt('proof-documents', 'buyer', {
        group_marks: [
          {
            group: 'proof-documents',
            status: 'current',
            buyerDone: false,
            sellerDone: true,
            showsPartyMarkers: true,
          },
        ],
      }),
    );
    expect(textOf(html)).toContain("The seller's part of this step is done.");
  });

  it('gives admins both sides read-only and what the platform owes', () => {
    const html = render(
      dealAt('initial-spa', 'admin', {
        available_actions: [{ type: 'cancel' }],
        awaiting: {
          seller: null,
          buyer: null,
          platform: 'Waiting for the platform to review the sanitized initial SPA',
        },
      }),
    );
    expect(buttonsOf(html)).toEqual([]);
    expect(textOf(html)).toContain('Platform: Waiting for the platform to review the sanitized initial SPA');
  });

  it('shows the due date of the group and marks it overdue once passed', () => {
    const html = render(
      dealAt('final-spa', 'buyer', { due_dates: { 'final-spa': '2025-06-20T12:00:00.000Z' } }),
    );
    expect(textOf(html)).toContain('Due Jun 20, 2025');
    expect(textOf(html)).toContain('Overdue');
    const future = render(
      dealAt('final-spa', 'buyer', { due_dates: { 'final-spa': '2999-06-20T12:00:00.000Z' } }),
    );
    expect(textOf(future)).not.toContain('Overdue');
  });

  it("names the seller's company to the buyer at the ICPO step", () => {
    const html = render(
      dealAt('icpo', 'buyer', {
        parties: {
          buyer: { label: 'Buyer #4821', company_name: null },
          seller: { label: 'Seller #1234', company_name: 'Nordic Fuels AB' },
        },
        available_actions: [upload('icpo')],
      }),
    );
    expect(textOf(html)).toContain('Address the ICPO to: Nordic Fuels AB');
    expect(buttonsOf(html)).toContain('Submit ICPO');
  });

  describe("a document held for the company's approval", () => {
    const held = (status: 'held' | 'released' | 'refused', reason: string | null = null) =>
      documentView({
        source: 'buyer',
        document_type: 'icpo',
        title: 'ICPO',
        document_id: 'doc-icpo-1',
        file_name: 'icpo.pdf',
        superseded: status === 'refused',
        company_hold: { status, reason },
      });
    const release = {
      type: 'release-document',
      documentId: 'doc-icpo-1',
      documentType: 'icpo',
      version: 1,
    } as DealAvailableAction;

    it('shows the hold in place of a review the platform has not started, and who releases it', () => {
      const html = textOf(render(dealAt('icpo', 'buyer', { documents: [held('held')] })));
      expect(html).toContain('Awaiting company approval');
      expect(html).not.toContain('Pending Review');
      expect(html).toContain('A second member of your company (an Approver or Administrator) releases it');
    });

    it('points a member who may release it to the approval card, and does not say nothing is needed', () => {
      const html = textOf(
        render(dealAt('icpo', 'buyer', { documents: [held('held')], available_actions: [release] })),
      );
      expect(html).toContain('Your release is awaited');
      expect(html).not.toContain('Nothing is needed from you right now');
    });

    it("gives the company's reason for a refusal, and the review once released", () => {
      const refused = textOf(
        render(
          dealAt('icpo', 'buyer', {
            documents: [held('refused', 'Wrong consignee.')],
            available_actions: [upload('icpo', 2)],
          }),
        ),
      );
      expect(refused).toContain('Refused by your company: Wrong consignee.');
      expect(refused).not.toContain('Pending Review');
      const released = textOf(render(dealAt('icpo', 'buyer', { documents: [held('released')] })));
      expect(released).toContain('Pending Review');
      expect(released).not.toContain('Awaiting company approval');
    });
  });
});
