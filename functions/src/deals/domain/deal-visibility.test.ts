import { describe, expect, it } from 'vitest';
import {
  disclosedCompanies,
  revealsBuyerCompany,
  revealsSellerCompany,
  visibleDocuments,
  visibleEventComment,
  visibleEventDocument,
} from './deal-visibility';
import {
  admin,
  buyer,
  buyerMandate,
  happyPath,
  openedDeal,
  seller,
  stranger,
  Walk,
} from '../../../test/support/deal-fixtures';

/** Payment group: the seller's instructions awaiting review, the buyer's fee confirmation approved. */
function paymentUnderway() {
  const walk = new Walk();
  for (const step of happyPath.slice(0, 12)) step(walk);
  const instructions = walk.upload('payment-instructions');
  const fee = walk.approved('serval-payment-confirmation');
  return { walk, instructions, fee };
}

const rows = (docs: ReturnType<typeof visibleDocuments>) =>
  docs
    .filter(
      (d) => d.document_type === 'payment-instructions' || d.document_type === 'serval-payment-confirmation',
    )
    .map((d) => [d.document_type, d.source, d.review_status, d.downloadable]);

describe('visibleDocuments', () => {
  it("shows a party its own documents at once and the other party's only once approved", () => {
    const { walk } = paymentUnderway();
    expect(rows(visibleDocuments(walk.deal, seller))).toEqual([
      ['payment-instructions', 'seller', 'pending', true],
      ['serval-payment-confirmation', 'buyer', 'approved', true],
    ]);
    // the bank details reach the buyer only after the platform approved them
    expect(rows(visibleDocuments(walk.deal, buyer))).toEqual([
      ['serval-payment-confirmation', 'buyer', 'approved', true],
    ]);
    walk.review(walk.deal.documents['payment-instructions']![0]!.document_id);
    expect(rows(visibleDocuments(walk.deal, buyer))).toEqual([
      ['payment-instructions', 'seller', 'approved', true],
      ['serval-payment-confirmation', 'buyer', 'approved', true],
    ]);
  });

  it('shows admins every version with the uploader and the review comment', () => {
    const walk = new Walk();
    for (const step of happyPath.slice(0, 3)) step(walk);
    const first = walk.upload('proof-of-funds');
    walk.review(first, 'deny', 'Statement older than 30 days.');
    walk.upload('proof-of-funds');
    const funds = visibleDocuments(walk.deal, admin).filter((d) => d.document_type === 'proof-of-funds');
    expect(
      funds.map((d) => [d.version, d.superseded, d.review_status, d.review_comment, d.uploaded_by]),
    ).toEqual([
      [1, true, 'denied', 'Statement older than 30 days.', buyer.userId],
      [2, false, 'pending', null, buyer.userId],
    ]);
    expect(funds[0]!.file).toMatchObject({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    // the uploader reads the reason; the seller sees neither the denied nor the pending version
    const own = visibleDocuments(walk.deal, buyer).filter((d) => d.document_type === 'proof-of-funds');
    expect(own.map((d) => [d.review_comment, d.uploaded_by, d.uploader_label])).toEqual([
      ['Statement older than 30 days.', null, 'Buyer #4821'],
      [null, null, 'Buyer #4821'],
    ]);
    expect(visibleDocuments(walk.deal, seller).filter((d) => d.document_type === 'proof-of-funds')).toEqual(
      [],
    );
  });

  it("shows a mandate its party's view without content: names, types and review states", () => {
    const { walk } = paymentUnderway();
    const docs = visibleDocuments(walk.deal, buyerMandate);
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      expect(doc.file).toBeNull();
      expect(doc.downloadable).toBe(false);
      expect(doc.review_comment).toBeNull();
    }
    expect(docs.map((d) => d.document_type)).toEqual(
      visibleDocuments(walk.deal, buyer).map((d) => d.document_type),
    );
    expect(docs.find((d) => d.document_type === 'serval-payment-confirmation')).toMatchObject({
      title: 'Platform Fee Payment Confirmation',
      file_name: expect.stringMatching(/\.pdf$/),
      review_status: 'approved',
    });
    // a mandate whose side is unknown sees only what both parties may see
    const sideless = visibleDocuments(walk.deal, { userId: 'm-2', role: 'mandate' });
    expect(sideless.every((d) => d.review_status === 'approved')).toBe(true);
  });

  it('lists the platform documents for the party they are addressed to, latest issue current', () => {
    const { walk } = paymentUnderway();
    walk.run(admin, { type: 'reissue-platform-document', documentType: 'serval-invoice' });
    const platform = (viewer: typeof buyer) =>
      visibleDocuments(walk.deal, viewer)
        .filter((d) => d.source === 'platform')
        .map((d) => [d.document_type, d.version, d.superseded]);
    expect(platform(seller)).toEqual([['initial-spa-template', 1, false]]);
    expect(platform(buyer)).toEqual([
      ['serval-invoice', 1, true],
      ['serval-invoice', 2, false],
      ['platform-payment-instructions', 1, false],
    ]);
    expect(platform(admin)).toHaveLength(4);
  });

  it('orders the list by group, platform documents after the uploads of their group', () => {
    const { walk } = paymentUnderway();
    const types = visibleDocuments(walk.deal, admin).map((d) => d.document_type);
    expect(types.slice(0, 4)).toEqual([
      'initial-spa',
      'initial-spa-template',
      'proof-documents',
      'proof-of-funds',
    ]);
    expect(types.at(-1)).toBe('platform-payment-instructions');
  });

  it("lists the seller's FCO the deal was opened on from the first group, content for the parties only", () => {
    const walk = new Walk();
    const fco = {
      id: 'fco-1',
      purpose: 'fco_terms',
      file_name: 'Terms 2026.pdf',
      file_type: 'application/pdf',
      size: 2048,
      file_path: 'market-fco-terms/0b6f.pdf',
      created_at: '2026-03-01T00:00:00.000Z',
      provided_by: 'seller' as const,
    };
    // a request's own terms are the buyer's: not the FCO the buyer accepts
    walk.deal.fco_files = [{ ...fco, id: 'request-terms', provided_by: 'buyer' }, fco];
    const first = (viewer: Parameters<typeof visibleDocuments>[1]) => visibleDocuments(walk.deal, viewer)[0];
    for (const viewer of [buyer, seller, admin]) {
      expect(first(viewer)).toMatchObject({
        source: 'seller',
        document_type: 'fco',
        title: 'Full Corporate Offer (FCO)',
        document_id: 'fco-1',
        file_name: 'Terms 2026.pdf',
        review_status: null,
        uploader_label: 'Seller #1930',
        downloadable: true,
      });
      expect(visibleDocuments(walk.deal, viewer).filter((d) => d.document_type === 'fco')).toHaveLength(1);
    }
    expect(first(admin)!.uploaded_by).toBe(seller.userId);
    expect(first(buyer)!.uploaded_by).toBeNull();
    expect(first(buyerMandate)).toMatchObject({ document_type: 'fco', file: null, downloadable: false });
    // it stays first once later groups add documents
    for (const step of happyPath.slice(0, 3)) step(walk);
    walk.upload('proof-of-funds');
    expect(first(buyer)!.document_type).toBe('fco');
    // a deal stored before its files were kept still lists its documents
    walk.deal.fco_files = undefined as never;
    expect(visibleDocuments(walk.deal, buyer).some((d) => d.document_type === 'fco')).toBe(false);
  });

  it('shows nothing to a user with no part in the deal', () => {
    const { walk } = paymentUnderway();
    expect(visibleDocuments(walk.deal, stranger)).toEqual([]);
    expect(visibleDocuments(walk.deal, { userId: buyer.userId, role: 'seller' })).toEqual([]);
  });
});

describe('revealsSellerCompany', () => {
  it('is false until the ICPO group opens, then stays true even if an admin moves the deal back', () => {
    const walk = new Walk();
    expect(revealsSellerCompany(walk.deal)).toBe(false);
    for (const step of happyPath.slice(0, 7)) step(walk);
    expect(walk.deal.stage).toBe('final-spa-uploaded');
    expect(revealsSellerCompany(walk.deal)).toBe(false);
    happyPath[7]!(walk);
    expect(walk.deal.stage).toBe('icpo-uploaded');
    expect(revealsSellerCompany(walk.deal)).toBe(true);
    walk.run(admin, { type: 'override-stage', stage: 'final-spa-uploaded', reason: 'Redo the final SPA.' });
    expect(revealsSellerCompany(walk.deal)).toBe(true);
  });

  it('holds for a deal stored at a later stage without the record of the moment', () => {
    expect(revealsSellerCompany({ ...openedDeal(), stage: 'icpo-uploaded' })).toBe(true);
    expect(revealsSellerCompany({ ...openedDeal(), stage: 'information-exchange' })).toBe(false);
  });
});

describe('disclosedCompanies (the anti-fraud order)', () => {
  const companies = (walk: Walk) =>
    [admin, buyer, seller, buyerMandate, stranger].map((viewer) => disclosedCompanies(walk.deal, viewer));
  const none = { buyer: false, seller: false };
  const both = { buyer: true, seller: true };

  it('names nobody to the parties before the ICPO group; admins read both', () => {
    const walk = new Walk();
    for (const step of happyPath.slice(0, 7)) step(walk);
    expect(companies(walk)).toEqual([both, none, none, none, none]);
  });

  it('names the seller to the buyer when the ICPO group opens, the buyer to the seller once its ICPO is approved', () => {
    const walk = new Walk();
    for (const step of happyPath.slice(0, 8)) step(walk);
    expect(walk.deal.stage).toBe('icpo-uploaded');
    const icpo = walk.upload('icpo');
    // an ICPO awaiting (or refused by) the platform names nobody to the seller
    expect(companies(walk)).toEqual([both, { buyer: false, seller: true }, none, none, none]);
    walk.review(icpo, 'deny', 'Not on letterhead.');
    expect(revealsBuyerCompany(walk.deal)).toBe(false);
    walk.review(walk.upload('icpo'));
    expect(companies(walk)).toEqual([
      both,
      { buyer: false, seller: true },
      { buyer: true, seller: false },
      none,
      none,
    ]);
    // never taken back, even when an admin moves the deal before the ICPO group
    walk.run(admin, { type: 'override-stage', stage: 'final-spa-uploaded', reason: 'Redo the final SPA.' });
    expect(disclosedCompanies(walk.deal, seller)).toEqual({ buyer: true, seller: false });
  });

  it('holds for a deal closed by an admin without an approved ICPO (the closing dossier names both)', () => {
    const walk = new Walk();
    walk.run(admin, { type: 'override-stage', stage: 'deal-closed', reason: 'Closed offline.' });
    expect(revealsBuyerCompany(walk.deal)).toBe(true);
  });
});

describe('visibleEventDocument', () => {
  it("hides the id and hash of the other party's upload until the platform approves it", () => {
    const walk = new Walk();
    for (const step of happyPath.slice(0, 3)) step(walk);
    const funds = walk.upload('proof-of-funds');
    const uploaded = walk.last!.events.find((e) => e.action === 'document-uploaded')!.document;
    expect(uploaded).toMatchObject({ id: funds, type: 'proof-of-funds', version: 1 });
    const anonymous = { id: null, type: 'proof-of-funds', version: 1, sha256: null };
    expect(visibleEventDocument(walk.deal, seller, uploaded)).toEqual(anonymous);
    expect(visibleEventDocument(walk.deal, buyer, uploaded)).toEqual(uploaded);
    expect(visibleEventDocument(walk.deal, admin, uploaded)).toEqual(uploaded);
    // the seller's mandate sees what the seller sees; the buyer's what the buyer sees
    expect(visibleEventDocument(walk.deal, { ...buyerMandate, side: 'seller' }, uploaded)).toEqual(anonymous);
    expect(visibleEventDocument(walk.deal, buyerMandate, uploaded)).toEqual(uploaded);

    walk.review(funds, 'deny', 'Too old.');
    expect(visibleEventDocument(walk.deal, seller, uploaded)).toEqual(anonymous);
    const second = walk.upload('proof-of-funds');
    walk.review(second);
    const approved = { ...anonymous, id: second, version: 2, sha256: expect.any(String) };
    expect(visibleEventDocument(walk.deal, seller, { ...approved, sha256: 'f'.repeat(64) })).toEqual({
      ...approved,
      sha256: 'f'.repeat(64),
    });
    // the denied first version stays unidentified for the seller
    expect(visibleEventDocument(walk.deal, seller, uploaded)).toEqual(anonymous);
    expect(visibleEventDocument(walk.deal, stranger, uploaded)).toBeNull();
  });
});

describe('visibleDocuments file names', () => {
  it("gives the other party the platform's name for an approved upload, the uploader its own", () => {
    const walk = new Walk();
    for (const step of happyPath.slice(0, 5)) step(walk);
    const ofFunds = (viewer: typeof buyer) =>
      visibleDocuments(walk.deal, viewer)
        .filter((d) => d.document_type === 'proof-of-funds')
        .map((d) => [d.file_name, d.file?.file_name ?? null]);
    expect(ofFunds(buyer)).toEqual([['proof-of-funds-3.pdf', 'proof-of-funds-3.pdf']]);
    expect(ofFunds(admin)).toEqual([['proof-of-funds-3.pdf', 'proof-of-funds-3.pdf']]);
    expect(ofFunds(seller)).toEqual([['proof-of-funds-v1.pdf', 'proof-of-funds-v1.pdf']]);
    expect(ofFunds({ ...buyerMandate, side: 'seller' })).toEqual([['proof-of-funds-v1.pdf', null]]);
  });
});

describe('visibleEventComment', () => {
  it("keeps the platform's feedback on a refused document for its uploader and admins", () => {
    const walk = new Walk();
    for (const step of happyPath.slice(0, 1)) step(walk);
    const spa = walk.upload('initial-spa');
    const event = walk.review(spa, 'request-changes', 'Remove the bank details from page 2.').events[0]!;
    expect(event).toMatchObject({ action: 'document-changes-requested', document: { type: 'initial-spa' } });
    expect(visibleEventComment(walk.deal, seller, event)).toBe('Remove the bank details from page 2.');
    expect(visibleEventComment(walk.deal, admin, event)).toBe('Remove the bank details from page 2.');
    expect(visibleEventComment(walk.deal, buyer, event)).toBeNull();
    expect(visibleEventComment(walk.deal, buyerMandate, event)).toBeNull();

    const funds = {
      ...event,
      action: 'document-denied',
      document: { ...event.document!, type: 'proof-of-funds' },
    };
    expect(visibleEventComment(walk.deal, buyer, funds)).toBe('Remove the bank details from page 2.');
    expect(visibleEventComment(walk.deal, seller, funds)).toBeNull();
  });

  it('leaves every other comment to everyone who sees the history', () => {
    const walk = new Walk();
    for (const step of happyPath.slice(0, 1)) step(walk);
    const reason = { action: 'stage-overridden', document: null, comment: 'Verified offline.' };
    const spaRequest = {
      action: 'spa-changes-requested',
      document: { type: 'initial-spa' },
      comment: 'Change the delivery port.',
    };
    for (const viewer of [buyer, seller, buyerMandate]) {
      expect(visibleEventComment(walk.deal, viewer, reason)).toBe('Verified offline.');
      expect(visibleEventComment(walk.deal, viewer, spaRequest)).toBe('Change the delivery port.');
    }
  });
});
