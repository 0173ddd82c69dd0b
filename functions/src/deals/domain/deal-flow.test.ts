import { describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/errors';
import type { DealCommand } from './deal-commands';
import { availableActions } from './deal-actions';
import { awaiting, groupMarks, transition } from './deal-machine';
import { dealStateOf, type DealState } from './deal-state';
import {
  admin,
  buyer,
  dueDays,
  happyPath,
  openedAt,
  openedDeal,
  seller,
  uploadCommand,
  Walk,
  walkedToTheEnd,
} from '../../../test/support/deal-fixtures';

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message, field: error.field };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** A walk through the first `steps` steps of the happy path. */
function walkedSteps(steps: number) {
  const walk = new Walk();
  for (const step of happyPath.slice(0, steps)) step(walk);
  return walk;
}

describe('the happy path', () => {
  const walk = walkedToTheEnd();

  it('rests at every stage value except the three passed through, in timeline order', () => {
    expect([...walk.reached.keys()]).toEqual([
      'inquiry-submitted',
      'fco-tc-accepted',
      'sanitized-spa-submitted',
      'proof-docs-uploaded',
      'information-exchange',
      'final-spa-uploaded',
      'final-spa-countersigned',
      'icpo-uploaded',
      'icpo-countersigned',
      'invoice-uploaded',
      'invoice-countersigned',
      'payment-proof-issued',
      'seller-payment-confirmed',
      'serval-payment-confirmed',
      'inspection-report-submitted',
      'product-transferred',
      'deal-closed',
    ]);
    expect([...walk.reached.values()].map((deal) => deal.progress)).toEqual([
      10, 20, 20, 30, 40, 50, 50, 60, 60, 70, 70, 80, 80, 80, 80, 90, 100,
    ]);
  });

  it('ends closed at 100 % with every document approved, one version each', () => {
    const deal = walk.deal;
    // one version per change: 14 uploads, 14 reviews and 8 commands after the opening
    expect(deal).toMatchObject({ stage: 'deal-closed', progress: 100, status: 'closed', version: 37 });
    expect(deal.closed_at).toBe(walk.at.toISOString());
    const versions = Object.values(deal.documents).flat();
    expect(versions).toHaveLength(14);
    for (const version of versions)
      expect(version).toMatchObject({ version: 1, review: { status: 'approved' } });
    expect(awaiting(deal)).toEqual({ seller: null, buyer: null, platform: null });
    expect(availableActions(deal, admin)).toEqual([]);
    expect(
      refusal(() => transition(deal, { type: 'cancel', reason: 'late' }, admin, walk.at, { dueDays })),
    ).toEqual({
      kind: 'conflict',
      message: 'This deal is closed.',
      field: undefined,
    });
  });

  it("records the buyer's Proceed, then the pass into the Initial SPA group and its template, in one change", () => {
    const w = new Walk();
    const result = w.run(buyer, { type: 'proceed' });
    expect(result.events.map((e) => [e.action, e.from, e.to, e.document?.type ?? null])).toEqual([
      ['buyer-proceeded', 'inquiry-submitted', 'inquiry-submitted', null],
      ['group-entered', 'inquiry-submitted', 'fco-tc-accepted', null],
      ['platform-document-issued', 'fco-tc-accepted', 'fco-tc-accepted', 'initial-spa-template'],
    ]);
    expect(result.generate).toEqual(['initial-spa-template']);
    expect(result.deal.platform_documents['initial-spa-template']).toEqual([
      { issue: 1, requested_at: w.at.toISOString(), requested_by: buyer.userId, reason: 'group-opened' },
    ]);
    expect(result.deal.due_dates).toEqual({ 'initial-spa': '2025-06-22T10:00:00.000Z' });
    expect(result.notify).toEqual([
      { party: 'seller', message: 'Waiting for the seller to upload the sanitized initial SPA' },
    ]);
  });

  it('sets a sub-step value by the party’s own upload; the approval alone does not move the stage', () => {
    const w = walkedSteps(1);
    const id = w.upload('initial-spa');
    expect(w.deal.stage).toBe('sanitized-spa-submitted');
    expect(w.last!.events[0]).toMatchObject({
      action: 'document-uploaded',
      from: 'fco-tc-accepted',
      to: 'sanitized-spa-submitted',
      document: { id, type: 'initial-spa', version: 1, sha256: '1'.padStart(64, '0') },
    });
    expect(w.last!.notify).toEqual([
      { party: 'platform', message: 'Waiting for the platform to review the sanitized initial SPA' },
    ]);
    w.review(id);
    expect(w.deal.stage).toBe('sanitized-spa-submitted');
    expect(w.last!.notify).toEqual([
      { party: 'buyer', message: 'Waiting for the buyer to review the sanitized initial SPA' },
    ]);
  });

  it("passes through 'sanitized-spa-accepted' into the proof documents when the buyer accepts", () => {
    const w = walkedSteps(2);
    const result = w.run(buyer, { type: 'review-spa', decision: 'accept' });
    expect(result.events.map((e) => [e.action, e.from, e.to])).toEqual([
      ['spa-accepted', 'sanitized-spa-submitted', 'sanitized-spa-accepted'],
      ['group-entered', 'sanitized-spa-accepted', 'proof-docs-uploaded'],
    ]);
    expect(result.deal.confirmations.buyer_spa_review).toMatchObject({ version: 1, decision: 'accept' });
    expect(result.notify.map((n) => n.message)).toEqual([
      'Waiting for the seller to upload the proof of product',
      'Waiting for the buyer to upload the proof of funds',
    ]);
  });

  it("leaves the proof documents through 'proof-docs-confirmed' once both are approved, not before", () => {
    const w = walkedSteps(3);
    const product = w.upload('proof-documents');
    const funds = w.upload('proof-of-funds');
    expect(awaiting(w.deal)).toEqual({
      seller: null,
      buyer: null,
      platform: 'Waiting for the platform to review the proof of product and the proof of funds',
    });
    w.review(funds);
    expect(w.deal.stage).toBe('proof-docs-uploaded');
    const result = w.review(product);
    expect(result.events.map((e) => [e.action, e.from, e.to])).toEqual([
      ['document-approved', 'proof-docs-uploaded', 'proof-docs-confirmed'],
      ['group-entered', 'proof-docs-confirmed', 'information-exchange'],
    ]);
    expect(result.deal.due_dates.verification).toBe(new Date(w.at.getTime() + 3 * 86_400_000).toISOString());
  });

  it('reveals the seller company from the ICPO group on and keeps the verification note', () => {
    expect(walk.reached.get('final-spa-countersigned')!.seller_company_revealed_at).toBeNull();
    expect(walk.reached.get('icpo-uploaded')!.seller_company_revealed_at).not.toBeNull();
    expect(walk.deal.confirmations.verification).toMatchObject({
      by: admin.userId,
      note: 'Parties and proofs verified.',
    });
  });

  it('generates the platform fee invoice and the platform payment instructions when their groups open', () => {
    expect(walk.reached.get('invoice-uploaded')!.platform_documents['serval-invoice']).toHaveLength(1);
    expect(
      walk.reached.get('payment-proof-issued')!.platform_documents['platform-payment-instructions'],
    ).toHaveLength(1);
  });

  it('on a discount-priced deal, issues the fee invoice only with the final price the seller states', () => {
    const discounted: DealState = {
      ...openedDeal(),
      snapshot: { ...openedDeal().snapshot, price_type: 'discount', price: null, discount: 5 },
    };
    const w = new Walk(discounted);
    for (const step of happyPath.slice(0, 10)) step(w);
    expect(w.deal.stage).toBe('invoice-uploaded');
    expect(w.deal.platform_documents['serval-invoice']).toBeUndefined();
    // nothing to sign before the invoice exists
    expect(refusal(() => w.upload('serval-invoice-signed')).kind).toBe('conflict');

    expect(refusal(() => w.upload('commercial-invoice'))).toEqual({
      kind: 'invalid',
      message:
        'State the final unit price with the commercial invoice: the deal is priced at a discount to Platts.',
      field: 'final_unit_price',
    });
    const priced = (finalUnitPrice: unknown) => () =>
      w.run(seller, {
        ...(uploadCommand('commercial-invoice', `priced-${String(finalUnitPrice)}`, 90) as Extract<
          DealCommand,
          { type: 'upload-document' }
        >),
        finalUnitPrice: finalUnitPrice as number,
      });
    for (const bad of [0, 0.001, 1e10, 12.345, Number.NaN, '600'])
      expect(refusal(priced(bad)).field, String(bad)).toBe('final_unit_price');

    const result = priced(612.5)();
    expect(result.deal.final_unit_price).toBe(612.5);
    expect(result.generate).toEqual(['serval-invoice']);
    expect(result.deal.platform_documents['serval-invoice']).toMatchObject([
      { issue: 1, reason: 'price-stated' },
    ]);
    w.upload('serval-invoice-signed');
    expect(w.deal.documents['serval-invoice-signed']).toHaveLength(1);
  });

  it('issues the fee invoice of a fixed-price deal when the group opens, without asking for a price', () => {
    const w = walkedSteps(10);
    expect(w.deal.platform_documents['serval-invoice']).toMatchObject([{ issue: 1, reason: 'group-opened' }]);
    w.upload('commercial-invoice');
    expect(w.last!.generate).toEqual([]);
    expect(w.deal.final_unit_price).toBeUndefined();
  });

  it('moves to invoice-countersigned only when the buyer has handed in both signed invoices', () => {
    const w = walkedSteps(11);
    expect(w.deal.stage).toBe('invoice-uploaded');
    w.upload('serval-invoice-signed');
    expect(w.deal.stage).toBe('invoice-uploaded');
    w.upload('seller-invoice-signed');
    expect(w.deal.stage).toBe('invoice-countersigned');
  });

  it('orders the payment group: instructions approved, buyer confirmations, seller, fee, details, report', () => {
    const w = walkedSteps(12);
    expect(w.deal.stage).toBe('payment-proof-issued');
    // the buyer cannot confirm a payment to instructions it has not seen
    expect(refusal(() => w.upload('seller-payment-confirmation')).message).toBe(
      'The deal is waiting for the seller to upload the payment instructions and the buyer to upload the platform fee payment confirmation.',
    );
    w.approved('payment-instructions');
    expect(awaiting(w.deal).buyer).toBe(
      'Waiting for the buyer to upload the seller payment confirmation and the platform fee payment confirmation',
    );
    w.upload('seller-payment-confirmation');
    // the seller may confirm its receipt while the platform still reviews the buyer's proof
    expect(awaiting(w.deal).seller).toBe("Waiting for the seller to confirm receipt of the buyer's payment");
    w.run(seller, { type: 'confirm-seller-payment' });
    expect(w.deal.stage).toBe('seller-payment-confirmed');
    expect(refusal(() => w.run(admin, { type: 'confirm-fee-payment' })).message).toBe(
      'The deal is waiting for the buyer to upload the platform fee payment confirmation and the platform to review the seller payment confirmation.',
    );
  });

  it('closes with the buyer’s final confirmation after the seller’s, passing through buyer-confirms-receipt', () => {
    const w = walkedSteps(19);
    expect(w.deal.stage).toBe('product-transferred');
    expect(refusal(() => w.run(buyer, { type: 'confirm-receipt' })).message).toBe(
      'The deal is waiting for the seller to confirm delivery and title transfer.',
    );
    w.run(seller, { type: 'confirm-title-transfer' });
    expect(w.deal.stage).toBe('product-transferred');
    expect(awaiting(w.deal).buyer).toBe('Waiting for the buyer to confirm receipt and title transfer');
    const result = w.run(buyer, { type: 'confirm-receipt' });
    expect(result.events.map((e) => [e.action, e.from, e.to])).toEqual([
      ['receipt-confirmed', 'product-transferred', 'buyer-confirms-receipt'],
      ['group-entered', 'buyer-confirms-receipt', 'deal-closed'],
      ['platform-document-issued', 'deal-closed', 'deal-closed'],
    ]);
    expect(result.generate).toEqual(['closing-dossier']);
    expect(result.deal.due_dates.closing).toBeUndefined();
    expect(result.notify).toEqual([]);
  });

  it('marks the timeline: groups before the current one completed, party markers by their own part', () => {
    const w = walkedSteps(3);
    w.upload('proof-of-funds');
    const marks = groupMarks(w.deal);
    expect(marks.map((m) => [m.group, m.status, m.buyerDone, m.sellerDone])).toEqual([
      ['deal-initiated', 'completed', true, true],
      ['initial-spa', 'completed', true, true],
      ['proof-documents', 'current', true, false],
      ['verification', 'upcoming', false, false],
      ['final-spa', 'upcoming', false, false],
      ['icpo', 'upcoming', false, false],
      ['commercial-invoice', 'upcoming', false, false],
      ['payment', 'upcoming', false, false],
      ['title-transfer', 'upcoming', false, false],
      ['closing', 'upcoming', false, false],
    ]);
    expect(marks.filter((m) => !m.showsPartyMarkers).map((m) => m.group)).toEqual([
      'deal-initiated',
      'verification',
      'closing',
    ]);
    expect(marks[2]!.dueAt).toBe(w.deal.due_dates['proof-documents']);
    expect(groupMarks(walk.deal).every((m) => m.status === 'completed' && m.buyerDone && m.sellerDone)).toBe(
      true,
    );
  });

  it('takes the marker back when the platform returns the party’s document', () => {
    const w = walkedSteps(3);
    const id = w.upload('proof-documents');
    expect(groupMarks(w.deal)[2]!.sellerDone).toBe(true);
    w.review(id, 'deny', 'Unreadable scan.');
    expect(groupMarks(w.deal)[2]!.sellerDone).toBe(false);
  });
});

describe('the platform returns a document', () => {
  it('Request Changes: comment required, stage stays, the uploader owes version 2, version 1 kept superseded', () => {
    const w = walkedSteps(3);
    const first = w.upload('proof-of-funds');
    expect(
      refusal(() =>
        w.run(admin, { type: 'review-document', documentId: first, decision: 'request-changes' }),
      ),
    ).toEqual({
      kind: 'invalid',
      message: 'Please provide feedback when requesting changes',
      field: 'comment',
    });
    expect(refusal(() => w.review(first, 'request-changes', '   '))).toMatchObject({ field: 'comment' });

    const result = w.review(first, 'request-changes', 'Please add the bank stamp.');
    expect(result.deal.stage).toBe('proof-docs-uploaded');
    expect(result.events[0]).toMatchObject({
      action: 'document-changes-requested',
      from: 'proof-docs-uploaded',
      to: 'proof-docs-uploaded',
      comment: 'Please add the bank stamp.',
      document: { id: first, type: 'proof-of-funds', version: 1 },
    });
    expect(awaiting(w.deal).buyer).toBe(
      'Waiting for the buyer to upload a new version of the proof of funds',
    );
    expect(result.notify).toContainEqual({
      party: 'buyer',
      message: 'Waiting for the buyer to upload a new version of the proof of funds',
    });
    expect(availableActions(w.deal, buyer)).toContainEqual({
      type: 'upload-document',
      documentType: 'proof-of-funds',
      version: 2,
    });
    // a reviewed version is not reviewed again
    expect(refusal(() => w.review(first))).toEqual({
      kind: 'conflict',
      message: 'Version 1 of the proof of funds was already returned for changes.',
      field: undefined,
    });

    const second = w.upload('proof-of-funds');
    const versions = w.deal.documents['proof-of-funds']!;
    expect(versions.map((v) => [v.document_id, v.version, v.superseded, v.review.status])).toEqual([
      [first, 1, true, 'changes-requested'],
      [second, 2, false, 'pending'],
    ]);
    expect(versions[0]!.review.comment).toBe('Please add the bank stamp.');
    expect(refusal(() => w.review(first))).toMatchObject({
      kind: 'conflict',
      message: 'Version 1 of the proof of funds is no longer current.',
    });
    w.review(second);
    w.approved('proof-documents');
    expect(w.deal.stage).toBe('information-exchange');
  });

  it('Deny: comment required, stage stays, the new upload of the same type is version 2', () => {
    const w = walkedSteps(7);
    const signed = w.upload('final-spa-signed');
    expect(w.deal.stage).toBe('final-spa-countersigned');
    expect(refusal(() => w.review(signed, 'deny'))).toEqual({
      kind: 'invalid',
      message: 'Please provide feedback when rejecting a document',
      field: 'comment',
    });
    w.review(signed, 'deny', 'The signature page is missing.');
    expect(w.deal.stage).toBe('final-spa-countersigned');
    expect(w.last!.events.map((e) => e.action)).toEqual(['document-denied']);
    expect(awaiting(w.deal)).toEqual({
      seller: null,
      buyer: 'Waiting for the buyer to upload a new version of the signed final SPA',
      platform: null,
    });
    const again = w.upload('final-spa-signed');
    expect(w.last!.events[0]).toMatchObject({
      from: 'final-spa-countersigned',
      to: 'final-spa-countersigned',
      document: { id: again, version: 2 },
    });
    const result = w.review(again);
    expect(result.deal.stage).toBe('icpo-uploaded');
    expect(result.deal.documents['final-spa-signed']!.map((v) => v.review.status)).toEqual([
      'denied',
      'approved',
    ]);
  });

  it("the buyer's Request Changes on the initial SPA returns to fco-tc-accepted awaiting version 2", () => {
    const w = walkedSteps(2);
    expect(w.deal.stage).toBe('sanitized-spa-submitted');
    expect(refusal(() => w.run(buyer, { type: 'review-spa', decision: 'request-changes' }))).toEqual({
      kind: 'invalid',
      message: 'Please provide feedback when requesting changes',
      field: 'comment',
    });
    const result = w.run(buyer, {
      type: 'review-spa',
      decision: 'request-changes',
      comment: 'Clause 7 must name the inspection company.',
    });
    expect(result.deal.stage).toBe('fco-tc-accepted');
    expect(result.deal.progress).toBe(20);
    expect(result.events).toEqual([
      expect.objectContaining({
        action: 'spa-changes-requested',
        actor: buyer.userId,
        actor_role: 'buyer',
        from: 'sanitized-spa-submitted',
        to: 'fco-tc-accepted',
        comment: 'Clause 7 must name the inspection company.',
        document: expect.objectContaining({ type: 'initial-spa', version: 1 }),
      }),
    ]);
    expect(awaiting(result.deal).seller).toBe(
      'Waiting for the seller to upload a new version of the sanitized initial SPA',
    );
    // the buyer reviews each version once
    expect(refusal(() => w.run(buyer, { type: 'review-spa', decision: 'accept' })).kind).toBe('conflict');

    const second = w.upload('initial-spa');
    expect(w.deal.stage).toBe('sanitized-spa-submitted');
    expect(w.deal.documents['initial-spa']!.map((v) => [v.version, v.superseded])).toEqual([
      [1, true],
      [2, false],
    ]);
    // the buyer sees version 2 only after the platform approved it
    expect(refusal(() => w.run(buyer, { type: 'review-spa', decision: 'accept' })).message).toBe(
      'The deal is waiting for the platform to review the sanitized initial SPA.',
    );
    w.review(second);
    expect(availableActions(w.deal, buyer)).toEqual([
      { type: 'review-spa', documentId: second, version: 2, decisions: ['accept', 'request-changes'] },
    ]);
    w.run(buyer, { type: 'review-spa', decision: 'accept' });
    expect(w.deal.stage).toBe('proof-docs-uploaded');
    expect(w.deal.confirmations.buyer_spa_review).toMatchObject({ version: 2, decision: 'accept' });
  });
});

describe('admin override and cancel', () => {
  const override = (stage: string, reason: string): DealCommand => ({
    type: 'override-stage',
    stage,
    reason,
  });

  it('needs a reason and a group entry value', () => {
    const w = walkedSteps(3);
    expect(refusal(() => w.run(admin, override('icpo-uploaded', ' ')))).toEqual({
      kind: 'invalid',
      message: 'Please give a reason for moving the deal.',
      field: 'reason',
    });
    expect(refusal(() => w.run(admin, override('icpo-countersigned', 'skip')))).toMatchObject({
      kind: 'invalid',
      field: 'stage',
      message: expect.stringMatching(/^A deal moves only to the first stage of a group: inquiry-submitted, /),
    });
    expect(refusal(() => w.run(admin, override('nowhere', 'skip')))).toMatchObject({ field: 'stage' });
    expect(refusal(() => w.run(seller, override('icpo-uploaded', 'skip')))).toMatchObject({
      kind: 'forbidden',
    });
  });

  it('moves forward with the reason audited, opening the group (due date, platform documents)', () => {
    const w = walkedSteps(3);
    const result = w.run(admin, override('invoice-uploaded', 'Documents exchanged by courier.'));
    expect(result.deal).toMatchObject({ stage: 'invoice-uploaded', progress: 70, status: 'active' });
    expect(result.events.map((e) => [e.action, e.from, e.to, e.comment])).toEqual([
      ['stage-overridden', 'proof-docs-uploaded', 'invoice-uploaded', 'Documents exchanged by courier.'],
      ['platform-document-issued', 'invoice-uploaded', 'invoice-uploaded', null],
    ]);
    expect(result.generate).toEqual(['serval-invoice']);
    expect(result.deal.due_dates['commercial-invoice']).toBe(
      new Date(w.at.getTime() + 7 * 86_400_000).toISOString(),
    );
    expect(result.deal.seller_company_revealed_at).toBe(w.at.toISOString());
  });

  it('moving back reopens that group and the later ones: their documents superseded, confirmations cleared', () => {
    const w = walkedSteps(8);
    expect(w.deal.stage).toBe('icpo-uploaded');
    w.upload('icpo');
    w.run(admin, override('final-spa-uploaded', 'The final SPA named the wrong port.'));
    const deal = w.deal;
    expect(deal.stage).toBe('final-spa-uploaded');
    for (const type of ['final-spa', 'final-spa-signed', 'icpo'] as const)
      expect(deal.documents[type]!.every((v) => v.superseded)).toBe(true);
    // earlier groups keep theirs
    expect(deal.documents['proof-of-funds']![0]!.superseded).toBe(false);
    expect(deal.confirmations.verification).not.toBeNull();
    expect(awaiting(deal).seller).toBe('Waiting for the seller to upload the final SPA');
    w.upload('final-spa');
    expect(deal.documents['final-spa']).toHaveLength(1); // the state passed in stays as it was
    expect(w.deal.documents['final-spa']!.map((v) => [v.version, v.superseded])).toEqual([
      [1, true],
      [2, false],
    ]);
    // back to the start: the buyer proceeds again
    w.run(admin, override('inquiry-submitted', 'Restart with new terms.'));
    expect(w.deal.confirmations.buyer_proceeded).toBeNull();
    expect(availableActions(w.deal, buyer)).toEqual([{ type: 'proceed' }]);
  });

  it("restarts the current group when moved to its own entry value, and to 'deal-closed' closes the deal", () => {
    const w = walkedSteps(4);
    expect(w.deal.documents['proof-documents']![0]!.review.status).toBe('approved');
    w.run(admin, override('proof-docs-uploaded', 'The proof of product was forged.'));
    expect(w.deal.documents['proof-documents']![0]!.superseded).toBe(true);
    expect(availableActions(w.deal, seller)).toEqual([
      { type: 'upload-document', documentType: 'proof-documents', version: 2 },
    ]);
    w.run(admin, override('deal-closed', 'Completed outside the platform.'));
    expect(w.deal).toMatchObject({ stage: 'deal-closed', progress: 100, status: 'closed' });
  });

  it('cancels with a reason; a cancelled deal refuses everything', () => {
    const w = walkedSteps(5);
    expect(refusal(() => w.run(admin, { type: 'cancel', reason: '' }))).toEqual({
      kind: 'invalid',
      message: 'Please give a reason for cancelling the deal.',
      field: 'reason',
    });
    const result = w.run(admin, { type: 'cancel', reason: 'Sanctions screening failed.' });
    expect(result.deal).toMatchObject({
      status: 'cancelled',
      stage: 'information-exchange',
      progress: 40,
      cancellation: { by: admin.userId, reason: 'Sanctions screening failed.', at: w.at.toISOString() },
    });
    expect(result.events).toEqual([
      expect.objectContaining({
        action: 'deal-cancelled',
        from: 'information-exchange',
        to: 'information-exchange',
        comment: 'Sanctions screening failed.',
      }),
    ]);
    expect(awaiting(result.deal)).toEqual({ seller: null, buyer: null, platform: null });
    for (const [actor, command] of [
      [admin, { type: 'complete-verification', note: 'ok' }],
      [admin, override('final-spa-uploaded', 'resume')],
      [admin, { type: 'cancel', reason: 'again' }],
      [buyer, uploadCommand('proof-of-funds', 'late')],
    ] as const) {
      expect(refusal(() => w.run(actor, command))).toEqual({
        kind: 'conflict',
        message: 'This deal was cancelled.',
        field: undefined,
      });
    }
    expect(availableActions(result.deal, admin)).toEqual([]);
  });

  it('issues a platform document again on request, as its next issue', () => {
    const w = walkedSteps(1);
    const result = w.run(admin, { type: 'reissue-platform-document', documentType: 'initial-spa-template' });
    expect(result.generate).toEqual(['initial-spa-template']);
    expect(result.deal.platform_documents['initial-spa-template']!.map((i) => [i.issue, i.reason])).toEqual([
      [1, 'group-opened'],
      [2, 'reissued'],
    ]);
    expect(result.deal.stage).toBe('fco-tc-accepted');
    expect(
      refusal(() => w.run(admin, { type: 'reissue-platform-document', documentType: 'initial-spa' })),
    ).toMatchObject({ kind: 'invalid', field: 'documentType' });
  });
});

describe('command data', () => {
  const inspection = (
    fields: Partial<Record<'latitude' | 'longitude' | 'instructions', string>>,
  ): DealCommand => ({
    type: 'submit-inspection-details',
    latitude: '51.9',
    longitude: '4.4',
    instructions: 'Gate 3, berth 12.',
    ...fields,
  });

  it("refuses inspection details with the spec's messages, naming the field", () => {
    const w = walkedSteps(17);
    expect(w.deal.stage).toBe('serval-payment-confirmed');
    expect(refusal(() => w.run(seller, inspection({ latitude: ' ' })))).toEqual({
      kind: 'invalid',
      message: 'GPS latitude is required',
      field: 'latitude',
    });
    expect(refusal(() => w.run(seller, inspection({ longitude: '' })))).toEqual({
      kind: 'invalid',
      message: 'GPS longitude is required',
      field: 'longitude',
    });
    expect(refusal(() => w.run(seller, inspection({ instructions: '  too short ' })))).toEqual({
      kind: 'invalid',
      message: 'Please provide detailed instructions (minimum 10 characters)',
      field: 'instructions',
    });
    const result = w.run(seller, inspection({ instructions: 'Gate 3, b12' }));
    expect(result.deal.confirmations.inspection_details).toMatchObject({
      latitude: '51.9',
      longitude: '4.4',
      instructions: 'Gate 3, b12',
      by: seller.userId,
    });
    expect(awaiting(result.deal).buyer).toBe('Waiting for the buyer to upload the inspection report');
    // given once
    expect(refusal(() => w.run(seller, inspection({}))).kind).toBe('conflict');
  });

  it('refuses a file of a type the document does not accept, an empty file and a bad hash', () => {
    const w = walkedSteps(12);
    const base = uploadCommand('payment-instructions', 'pi-1') as Extract<
      DealCommand,
      { type: 'upload-document' }
    >;
    const withFile = (file: Partial<typeof base.file>): DealCommand => ({
      ...base,
      file: { ...base.file, ...file },
    });
    expect(refusal(() => w.run(seller, withFile({ file_name: 'bank.png', file_type: 'image/png' })))).toEqual(
      {
        kind: 'invalid',
        message: 'The payment instructions must be a PDF, DOC, DOCX or TXT file.',
        field: 'file',
      },
    );
    // the name and the announced type must agree
    expect(refusal(() => w.run(seller, withFile({ file_name: 'bank.txt' }))).field).toBe('file');
    expect(refusal(() => w.run(seller, withFile({ size: 0 }))).field).toBe('file.size');
    expect(refusal(() => w.run(seller, withFile({ sha256: 'ABC' }))).field).toBe('file.sha256');
    expect(refusal(() => w.run(seller, { ...base, documentId: ' ' })).field).toBe('documentId');
    const ok = w.run(seller, withFile({ file_name: 'Bank Details.TXT', file_type: 'text/plain' }));
    expect(ok.deal.documents['payment-instructions']![0]!.file.file_name).toBe('Bank Details.TXT');
    // an id is used once in a deal
    expect(refusal(() => w.run(seller, base))).toEqual({
      kind: 'conflict',
      message: 'A document with this id is already part of the deal.',
      field: undefined,
    });
  });

  it('accepts images and archives where the lists allow them', () => {
    const w = walkedSteps(3);
    const zip: DealCommand = {
      type: 'upload-document',
      documentType: 'proof-documents',
      documentId: 'z-1',
      file: { file_name: 'proofs.zip', file_type: 'application/zip', size: 10, sha256: 'a'.repeat(64) },
    };
    expect(w.run(seller, zip).deal.documents['proof-documents']).toHaveLength(1);
    expect(
      refusal(() =>
        w.run(buyer, {
          ...zip,
          documentType: 'proof-of-funds',
          documentId: 'z-2',
        }),
      ).message,
    ).toBe('The proof of funds must be a PDF, DOC, DOCX, JPG, JPEG or PNG file.');
  });

  it('refuses a party the other party’s document, and the platform’s (403), and an unknown type (400)', () => {
    const w = walkedSteps(3);
    expect(refusal(() => w.run(seller, uploadCommand('proof-of-funds', 'x')))).toEqual({
      kind: 'forbidden',
      message: 'Only the buyer uploads the proof of funds.',
      field: undefined,
    });
    expect(
      refusal(() =>
        w.run(seller, {
          ...uploadCommand('initial-spa', 'x'),
          documentType: 'serval-invoice',
        } as DealCommand),
      ),
    ).toMatchObject({ kind: 'forbidden', message: 'The platform generates the platform fee invoice.' });
    expect(
      refusal(() =>
        w.run(seller, { ...uploadCommand('initial-spa', 'x'), documentType: 'passport' } as DealCommand),
      ),
    ).toMatchObject({ kind: 'invalid', field: 'documentType' });
    // its own type of another group: out of order
    expect(refusal(() => w.run(seller, uploadCommand('final-spa', 'x')))).toMatchObject({ kind: 'conflict' });
  });

  it('refuses an unknown command and an unknown review decision', () => {
    const deal = openedDeal();
    const at = new Date('2025-06-16T00:00:00.000Z');
    expect(
      refusal(() => transition(deal, { type: 'sign' } as unknown as DealCommand, admin, at, { dueDays })),
    ).toEqual({ kind: 'invalid', message: 'Unknown command.', field: 'type' });
    expect(
      refusal(() =>
        transition(
          deal,
          { type: 'review-document', documentId: 'x', decision: 'maybe' } as unknown as DealCommand,
          admin,
          at,
          { dueDays },
        ),
      ),
    ).toMatchObject({ kind: 'invalid', field: 'decision' });
  });
});

describe('opening and stored deals', () => {
  it('opens with nothing done, the first group due from the opening when the platform gives days', () => {
    const deal = openedDeal();
    expect(deal).toMatchObject({
      stage: 'inquiry-submitted',
      progress: 10,
      status: 'active',
      documents: {},
      platform_documents: {},
      due_dates: {},
      seller_company_revealed_at: null,
      closed_at: null,
      cancellation: null,
    });
    expect(Object.values(deal.confirmations).every((c) => c === null)).toBe(true);
    expect(awaiting(deal)).toEqual({
      seller: null,
      buyer: 'Waiting for the buyer to proceed, accepting the FCO terms and conditions',
      platform: null,
    });
  });

  it('reads a deal stored before the machine as one where nothing happened yet', () => {
    const opened = openedDeal();
    const legacy = Object.fromEntries(
      Object.entries(opened).filter(([key]) =>
        ['documents', 'platform_documents', 'confirmations', 'due_dates'].every((k) => k !== key),
      ),
    ) as unknown as DealState;
    const deal = dealStateOf(legacy);
    expect(deal.documents).toEqual({});
    expect(deal.confirmations.buyer_proceeded).toBeNull();
    const result = transition(deal, { type: 'proceed' }, buyer, openedAt, { dueDays });
    expect(result.deal.stage).toBe('fco-tc-accepted');
  });

  it('lets an admin move a deal stored at a stage outside the table, and nobody else act', () => {
    const deal = { ...openedDeal(), stage: 'Deal Initiated' };
    expect(awaiting(deal).platform).toBe('Waiting for the platform to move the deal to a known stage');
    expect(availableActions(deal, buyer)).toEqual([]);
    expect(groupMarks(deal).every((m) => m.status === 'upcoming')).toBe(true);
    const moved = transition(
      deal,
      { type: 'override-stage', stage: 'inquiry-submitted', reason: 'Repair' },
      admin,
      openedAt,
      { dueDays },
    );
    expect(moved.deal).toMatchObject({ stage: 'inquiry-submitted', progress: 10 });
  });
});
