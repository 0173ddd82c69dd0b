import type { Inquiry } from '@portal/contracts/marketplace';
import type { NegotiationMove } from '@portal/contracts/offer-terms';
import { PageFrame } from '@portal/ui/PageFrame';
import { formatDateTime } from '@portal/web/format';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { InquiryDialog } from './InquiryDialog';

const hour = 3_600_000;

/** An inquirer's opening offer (round 1) as GET /marketplace/inquiries/sent answers it. */
function sentInquiry(status: Inquiry['status'], validUntil: string, moves: NegotiationMove[]): Inquiry {
  return {
    id: 'inq-1',
    item_id: 'item-1',
    item_kind: 'listing',
    item_name: 'Jet Fuel A1',
    company: 'Buyer #4821',
    rating: 4,
    quantity: 1000,
    unit: 'MT',
    message: null,
    status,
    decline_reason: null,
    files: [],
    deal_id: null,
    negotiation: {
      side: 'buyer',
      rounds: [
        {
          number: 1,
          by: 'buyer',
          label: 'Buyer #4821',
          at: new Date(Date.parse(validUntil) - 24 * hour).toISOString(),
          valid_until: validUntil,
          message: null,
          terms: {
            quantity: 1000,
            unit: 'MT',
            price: { kind: 'fixed', amount: 700, currency: 'USD' },
            incoterm: 'FOB',
            location: 'Rotterdam',
            delivery_from: null,
            delivery_to: null,
            payment_term: null,
          },
          changes: [],
        },
      ],
      moves,
      rounds_left: 5,
      closed_by: null,
    },
    created_at: new Date(Date.parse(validUntil) - 24 * hour).toISOString(),
    updated_at: new Date(Date.parse(validUntil) - 24 * hour).toISOString(),
  };
}

/** The dialog's markup, without the comments React puts between adjacent texts. */
function render(inquiry: Inquiry): string {
  const html = renderToString(
    <MemoryRouter>
      <PageFrame>
        <InquiryDialog
          inquiry={inquiry}
          itemName={inquiry.item_name}
          itemKind="listing"
          viewer="inquirer"
          onClose={() => {}}
          onChanged={() => {}}
        />
      </PageFrame>
    </MemoryRouter>,
  );
  return html.replaceAll('<!-- -->', '');
}

/** The round's card (its list item, named 'Round 1'), as rendered. */
const roundCard = (html: string) => /<li[^>]*aria-label="Round 1"[^>]*>.*?<\/li>/s.exec(html)?.[0] ?? '';
const buttons = (html: string) =>
  [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]).filter((text) => text !== '×');

/**
 * What the inquirer's Inquiry Details dialog shows of an offer that ran out. An offer cannot be made
 * to run out through the API in a browser test's time (an offer stays open at least 5 minutes), so the
 * server's side is the integration test's (functions/test/marketplace-inquiries.int.test.ts: a move on
 * it is refused, the sweep closes it as Expired and the sent list answers it with no move left) and
 * the dialog's rendering of that answer is here; the browser walks a live negotiation
 * (infra/e2e/tests/negotiation.spec.ts).
 */
describe("the inquiry dialog of an offer that ran out, as the inquirer's sent list answers it", () => {
  it('an open offer: Open until, and the moves the answer offers', () => {
    const html = render(sentInquiry('Pending', new Date(Date.now() + 6 * hour).toISOString(), ['withdraw']));
    expect(roundCard(html)).toMatch(/Open until .+ \(5 h \d+ min left\)/);
    expect(html).toMatch(/data-status="Pending"[^>]*>Pending</);
    expect(buttons(html)).toEqual(['Withdraw Offer']);
  });

  it('closed by the sweep: Expired as its status and on its round, no move but Close', () => {
    const ranOut = new Date(Date.now() - hour).toISOString();
    const html = render(sentInquiry('Expired', ranOut, []));
    expect(html).toMatch(/data-status="Expired"[^>]*>Expired</);
    expect(roundCard(html)).toContain(`Expired ${formatDateTime(ranOut)}`);
    expect(roundCard(html)).not.toContain('Open until');
    expect(buttons(html)).toEqual(['Close']);
  });

  it('ran out before the sweep: still Pending, but its round reads Expired and no move is offered', () => {
    const ranOut = new Date(Date.now() - 60_000).toISOString();
    const html = render(sentInquiry('Pending', ranOut, []));
    expect(roundCard(html)).toContain(`Expired ${formatDateTime(ranOut)}`);
    expect(buttons(html)).toEqual(['Close']);
  });
});
