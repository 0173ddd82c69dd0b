import { dealDocumentTypes, dealFileFormats, type DealDocumentType } from '@portal/contracts/deal-stages';
import type { DealActor, DealCommand, TransitionResult } from '../../src/deals/domain/deal-commands';
import { transition } from '../../src/deals/domain/deal-machine';
import type { DealDueDays, DealState } from '../../src/deals/domain/deal-state';
import { openDeal } from '../../src/deals/domain/deal-opening';
import type { DealSnapshot } from '../../src/deals/domain/deals';
import type { DocumentDeal } from '../../src/deals/domain/platform-documents/document';

/** Shared by the deal machine's tests: the people around a deal and a scripted walk through it. */

export const buyer: DealActor = { userId: 'buyer-sub', role: 'buyer' };
export const seller: DealActor = { userId: 'seller-sub', role: 'seller' };
export const admin: DealActor = { userId: 'admin-sub', role: 'admin' };
export const buyerMandate: DealActor = { userId: 'mandate-sub', role: 'mandate', side: 'buyer' };
/** Signed in as a buyer, but not this deal's. */
export const stranger: DealActor = { userId: 'stranger-sub', role: 'buyer' };

export const dueDays: DealDueDays = {
  'initial-spa': 7,
  'proof-documents': 5,
  verification: 3,
  'final-spa': 7,
  icpo: 7,
  'commercial-invoice': 7,
  payment: 14,
  'title-transfer': 10,
};

/** The terms every sample deal is opened on: 500 MT of EN590 Diesel, FOB Rotterdam, USD 650 a ton. */
export const sampleSnapshot: DealSnapshot = {
  product: 'EN590 Diesel',
  product_type: 'Diesel',
  quantity: 500,
  unit: 'MT',
  delivery: 'FOB',
  location: 'Rotterdam',
  price: 650,
  price_type: 'fixed',
  platts_reference: null,
  discount: null,
  currency: 'USD',
  industry: 'Energy',
};

/** A deal as the platform documents read it. */
export const sampleDocumentDeal: DocumentDeal = {
  id: 'ABC0123XYZ',
  buyer_label: 'Buyer #4821',
  seller_label: 'Seller #1930',
  snapshot: sampleSnapshot,
};

export const openedAt = new Date('2025-06-15T09:00:00.000Z');

export function openedDeal(): DealState {
  return openDeal({
    id: 'ABC0123XYZ',
    eventId: 'e-1',
    inquiryId: 'i-1',
    itemId: 'item-1',
    itemKind: 'listing',
    buyer: { userId: buyer.userId, label: 'Buyer #4821' },
    seller: { userId: seller.userId, label: 'Seller #1930' },
    snapshot: sampleSnapshot,
    files: [],
    openedBy: 'seller',
    at: openedAt,
    dueDays,
  }).deal;
}

/** A 64-digit hex string that differs per number. */
export const sha256Of = (n: number) => n.toString(16).padStart(64, '0');

export function uploadCommand(documentType: DealDocumentType, documentId: string, n = 1): DealCommand {
  const extension = dealDocumentTypes[documentType].accepts.extensions[0]!;
  return {
    type: 'upload-document',
    documentType,
    documentId,
    file: {
      file_name: `${documentType}-${n}.${extension}`,
      file_type: dealFileFormats[extension],
      size: 1024 * n,
      sha256: sha256Of(n),
      file_path: `deals/ABC0123XYZ/${documentType}/${documentId}.${extension}`,
    },
  };
}

/**
 * A deal walked through commands, one hour apart, keeping every state it rested in: `reached[stage]`
 * is the state right after the deal first arrived at that stage value.
 */
export class Walk {
  deal: DealState;
  at = openedAt;
  last: TransitionResult | undefined;
  readonly reached = new Map<string, DealState>();
  private uploads = 0;

  constructor(deal = openedDeal()) {
    this.deal = deal;
    this.reached.set(deal.stage, deal);
  }

  run(actor: DealActor, command: DealCommand): TransitionResult {
    this.at = new Date(this.at.getTime() + 3_600_000);
    const result = transition(this.deal, command, actor, this.at, { dueDays });
    this.deal = result.deal;
    this.last = result;
    if (!this.reached.has(this.deal.stage)) this.reached.set(this.deal.stage, this.deal);
    return result;
  }

  /** Uploads a new version of the type by its uploader; returns its document id. */
  upload(documentType: DealDocumentType): string {
    this.uploads += 1;
    const documentId = `doc-${this.uploads}`;
    const uploader = dealDocumentTypes[documentType].uploadedBy === 'buyer' ? buyer : seller;
    this.run(uploader, uploadCommand(documentType, documentId, this.uploads));
    return documentId;
  }

  review(documentId: string, decision: 'approve' | 'deny' | 'request-changes' = 'approve', comment?: string) {
    return this.run(admin, { type: 'review-document', documentId, decision, comment });
  }

  /** Upload and approve in one go. */
  approved(documentType: DealDocumentType): string {
    const documentId = this.upload(documentType);
    this.review(documentId);
    return documentId;
  }
}

/** The happy path from the opening to the closed deal, step by step. */
export const happyPath: ReadonlyArray<(walk: Walk) => void> = [
  (w) => w.run(buyer, { type: 'proceed' }),
  (w) => w.approved('initial-spa'),
  (w) => w.run(buyer, { type: 'review-spa', decision: 'accept' }),
  (w) => w.approved('proof-documents'),
  (w) => w.approved('proof-of-funds'),
  (w) => w.run(admin, { type: 'complete-verification', note: 'Parties and proofs verified.' }),
  (w) => w.approved('final-spa'),
  (w) => w.approved('final-spa-signed'),
  (w) => w.approved('icpo'),
  (w) => w.approved('icpo-signed'),
  (w) => w.approved('commercial-invoice'),
  (w) => {
    const signed = w.upload('seller-invoice-signed');
    const provider = w.upload('serval-invoice-signed');
    w.review(signed);
    w.review(provider);
  },
  (w) => w.approved('payment-instructions'),
  (w) => w.approved('seller-payment-confirmation'),
  (w) => w.approved('serval-payment-confirmation'),
  (w) => w.run(seller, { type: 'confirm-seller-payment' }),
  (w) => w.run(admin, { type: 'confirm-fee-payment' }),
  (w) =>
    w.run(seller, {
      type: 'submit-inspection-details',
      latitude: '51.9244',
      longitude: '4.4777',
      instructions: 'Tank 14, Europoort terminal; ask for the duty surveyor.',
    }),
  (w) => w.approved('inspection-report'),
  (w) => w.run(seller, { type: 'confirm-title-transfer' }),
  (w) => w.run(buyer, { type: 'confirm-receipt' }),
];

/** The deal walked all the way. */
export function walkedToTheEnd(): Walk {
  const walk = new Walk();
  for (const step of happyPath) step(walk);
  return walk;
}
