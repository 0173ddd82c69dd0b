import { tradeTicket, type TicketDeal, type TicketReader } from './trade-ticket';

/**
 * What a person agrees to when it gives one of a deal's binding acts (accepting the FCO terms or the
 * sanitized SPA, confirming a payment, a verification, a title transfer, a mandate's commission): the
 * dialog's question, a sentence saying what follows, the facts agreed (the trade ticket, the document
 * and its version) and the confirm button's words. Pure, so every screen that offers an act says the
 * same thing, and the texts are unit-tested.
 */

export interface ActDocument {
  source: string;
  document_type: string;
  title: string;
  version: number;
  superseded: boolean;
}

export interface ActDeal extends TicketDeal {
  role: TicketReader;
  parties: { buyer: { company_name: string | null }; seller: { company_name: string | null } };
  documents: readonly ActDocument[];
}

export type DealAct =
  | { type: 'proceed' }
  /** The buyer accepts this version of the sanitized initial SPA (Submit Review). */
  | { type: 'accept-spa'; version: number }
  | { type: 'confirm-seller-payment' }
  | { type: 'confirm-fee-payment' }
  | { type: 'complete-verification'; note: string }
  | { type: 'confirm-title-transfer' }
  | { type: 'confirm-receipt' }
  /** A party attaches a mandate to its side of the deal, with the commission the mandate asked for. */
  | { type: 'confirm-mandate'; mandate: string; commission_percent: number | null };

export interface ActFact {
  label: string;
  value: string;
}

export interface ActConfirmation {
  title: string;
  statement: string;
  facts: ActFact[];
  confirmLabel: string;
  busyLabel: string;
  /** The act ends the deal (the buyer's receipt): nothing can be confirmed or undone after it. */
  final: boolean;
}

/** What stands for the FCO while the deal holds no FCO document of its own. */
export const listingFcoTerms = 'The FCO terms of the listing';

/**
 * The deal's FCO document (the newest current version), when the deal holds one; otherwise the
 * buyer accepts the FCO terms the listing states.
 */
export function fcoDocumentText(deal: Pick<ActDeal, 'documents'>): string {
  const fco = deal.documents
    .filter((doc) => doc.document_type === 'fco' && !doc.superseded)
    .reduce<ActDocument | undefined>(
      (newest, doc) => (!newest || doc.version > newest.version ? doc : newest),
      undefined,
    );
  return fco ? `${fco.title}, version ${fco.version}` : listingFcoTerms;
}

function ticketFacts(deal: ActDeal): ActFact[] {
  const ticket = tradeTicket(deal, deal.role, {
    buyer: deal.parties.buyer.company_name,
    seller: deal.parties.seller.company_name,
  });
  const party = deal.role === 'buyer' || deal.role === 'seller';
  return [
    { label: 'Deal', value: `#${deal.id} · ${ticket.headline}` },
    { label: 'Price', value: ticket.price },
    { label: 'Value', value: ticket.value },
    { label: 'Terms', value: ticket.terms },
    { label: party ? 'Counterparty' : 'Parties', value: ticket.counterparty },
  ];
}

/** The confirmation of one act on this deal, as the deal's reader (deal.role) sees it. */
export function dealActConfirmation(deal: ActDeal, act: DealAct): ActConfirmation {
  const facts = ticketFacts(deal);
  const value = facts.find((fact) => fact.label === 'Value')!.value;
  const buyer = deal.parties.buyer.company_name ?? deal.buyer_label;
  switch (act.type) {
    case 'proceed':
      return {
        title: 'Accept the FCO terms?',
        statement:
          'By proceeding you accept the FCO terms and conditions of this deal; the seller is told and the deal moves on to the initial SPA. This cannot be undone.',
        facts: [...facts, { label: 'Document', value: fcoDocumentText(deal) }],
        confirmLabel: 'Accept FCO Terms',
        busyLabel: 'Accepting...',
        final: false,
      };
    case 'accept-spa':
      return {
        title: 'Accept the sanitized initial SPA?',
        statement: `You accept version ${act.version} of the sanitized initial SPA as the basis of this deal; the seller is told and the deal moves on to the proof documents. This cannot be undone.`,
        facts: [...facts, { label: 'Document', value: `Sanitized initial SPA, version ${act.version}` }],
        confirmLabel: `Accept SPA Version ${act.version}`,
        busyLabel: 'Submitting...',
        final: false,
      };
    case 'confirm-seller-payment':
      return {
        title: "Confirm the buyer's payment was received?",
        statement: `You confirm that the buyer's payment (${value}) has arrived in full. The buyer and the platform rely on this confirmation; it cannot be undone.`,
        facts,
        confirmLabel: 'Confirm Receipt of Payment',
        busyLabel: 'Confirming...',
        final: false,
      };
    case 'confirm-fee-payment':
      return {
        title: 'Confirm the platform fee was paid?',
        statement:
          "You confirm for the platform that the buyer's platform fee for this deal has been received. It is recorded in the deal's history and cannot be undone.",
        facts,
        confirmLabel: 'Confirm Fee Received',
        busyLabel: 'Confirming...',
        final: false,
      };
    case 'complete-verification':
      return {
        title: 'Complete the verification?',
        statement:
          "You confirm for the platform that both parties' proof documents are verified; the deal moves on to the final SPA. This cannot be undone.",
        facts: [...facts, { label: 'Verification note', value: act.note }],
        confirmLabel: 'Confirm Verification',
        busyLabel: 'Completing...',
        final: false,
      };
    case 'confirm-title-transfer':
      return {
        title: 'Confirm delivery and title transfer?',
        statement: `You confirm that the product has been delivered and its title transferred to ${buyer}. The buyer's confirmation of receipt then closes the deal.`,
        facts,
        confirmLabel: 'Confirm Title Transfer',
        busyLabel: 'Confirming...',
        final: false,
      };
    case 'confirm-receipt':
      return {
        title: 'Confirm final title transfer?',
        statement:
          'This confirmation is final: you confirm that you received the product and its title, and the deal closes. It cannot be undone.',
        facts,
        confirmLabel: 'Confirm and Close Deal',
        busyLabel: 'Closing...',
        final: true,
      };
    case 'confirm-mandate':
      return {
        title: `Attach ${act.mandate} to this deal?`,
        statement: `${act.mandate} will follow this deal on your side, read-only, and you agree to the commission below.`,
        facts: [
          ...facts,
          { label: 'Mandate', value: act.mandate },
          {
            label: 'Commission',
            value: act.commission_percent === null ? 'No commission stated' : `${act.commission_percent} %`,
          },
        ],
        confirmLabel: 'Attach Mandate',
        busyLabel: 'Attaching...',
        final: false,
      };
  }
}
