import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { signedInUsers, type SignedInUser } from './support/signed-in';
import { type Json } from './support/api-call';
import { current, dealPath, dealWalk, pdf, png, pngBytes, sha256, txt, zip } from './support/deal-walk';
import { marketDeals, postToBucket } from './support/market-deals';
import { eventually } from './support/eventually';

/**
 * The deals API as the clients drive it, against the local gateway, DynamoDB Local and s3rver: a whole
 * deal from the accepted inquiry to its closing (every upload through ticket, presigned POST and
 * completion; the platform's reviews; the parties' confirmations), what each viewer may see and
 * download, who may do what, and concurrent or retried commands. After each step the deal item is
 * read back from the table.
 */
const local = localStack();
const { stack, db, table } = local;
const { user, api } = signedInUsers(local);
type User = SignedInUser;

async function apiWithKey(who: User, method: string, path: string, key: string, json?: unknown) {
  const res = await fetch(stack.apiUrl + path, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      'idempotency-key': key,
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
}

// ---------------------------------------------------------------------------------------------------
// Marketplace: a deal opens when the listing's owner accepts an inquiry

const { openDeal } = marketDeals(api);

// ---------------------------------------------------------------------------------------------------
// The deals API

/** Successful writes per deal: the stored version must be one more (the opening wrote version 1). */
const writes = new Map<string, number>();
const wrote = (dealId: string) => writes.set(dealId, (writes.get(dealId) ?? 0) + 1);
const expectedVersion = (dealId: string) => 1 + (writes.get(dealId) ?? 0);

const { command, refused, requestTicket, upload, view, review, approve, walkTo } = dealWalk(
  api,
  (dealId, deal, kind) => {
    wrote(dealId);
    if (kind === 'command') expect(deal.version).toBe(expectedVersion(dealId));
  },
);

const storedDeal = (dealId: string) => local.readItem(`DEAL#${dealId}`, 'DEAL');

async function expectStored(dealId: string, stage: string, progress: number) {
  const item = await storedDeal(dealId);
  expect(item, dealId).toMatchObject({ stage, progress, version: expectedVersion(dealId) });
  return item!;
}

async function partitionItems(dealId: string, prefix: string) {
  const found = await db.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `DEAL#${dealId}`, ':prefix': prefix },
      ConsistentRead: true,
    }),
  );
  return found.Items ?? [];
}

const documentDownload = (who: User, dealId: string, documentId: string) =>
  api(who, 'GET', `${dealPath(dealId)}/documents/${documentId}/download`);
const platformDownload = (who: User, dealId: string, type: string) =>
  api(who, 'GET', `${dealPath(dealId)}/platform-documents/${type}/download`);

/** Follows a download link: the stored bytes. */
async function fetchLink(link: Json): Promise<Buffer> {
  const res = await fetch(link.url as string);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

async function expectPlatformPdf(addressee: User, other: User, dealId: string, type: string) {
  const link = await platformDownload(addressee, dealId, type);
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const bytes = await fetchLink(link.body);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(500);
  const refusedLink = await platformDownload(other, dealId, type);
  expect(refusedLink.status).toBe(404);
}

async function reviewQueue(admin: User): Promise<Json[]> {
  const res = await api(admin, 'GET', '/admin/deal-documents/pending');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.documents as Json[];
}

let seller: User;
let buyer: User;
let admin: User;
let otherAdmin: User;
let strangerBuyer: User;
let strangerSeller: User;

beforeAll(async () => {
  [seller, buyer, admin, otherAdmin, strangerBuyer, strangerSeller] = await Promise.all([
    user('seller'),
    user('buyer'),
    user('admin'),
    user('admin'),
    user('buyer'),
    user('seller'),
  ]);
}, 60_000);

// ---------------------------------------------------------------------------------------------------

describe('a whole deal, from the accepted inquiry to its closing', () => {
  let dealId: string;
  let spaV1: Json;

  it('opens at Deal Initiated; the buyer proceeds into the Initial SPA group and the template is issued', async () => {
    dealId = await openDeal(seller, buyer);
    await expectStored(dealId, 'inquiry-submitted', 10);
    const opened = await view(buyer, dealId);
    expect(opened).toMatchObject({
      id: dealId,
      role: 'buyer',
      stage: 'inquiry-submitted',
      stage_label: 'Deal Initiated',
      progress: 10,
      status: 'active',
      available_actions: [{ type: 'proceed' }],
      parties: { seller: { company_name: null }, buyer: { company_name: null } },
    });
    expect((await view(seller, dealId)).available_actions).toEqual([]);
    for (const [who, role] of [
      [buyer, 'buyer'],
      [seller, 'seller'],
      [admin, 'admin'],
    ] as const) {
      const listed = await api(who, 'GET', '/deals');
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(listed.body.deals).toContainEqual(
        expect.objectContaining({ id: dealId, role, stage: 'inquiry-submitted', progress: 10 }),
      );
    }

    // entering a group sets its due date from the platform settings' days for it (11 here, 7 by default)
    const settings = (await api(admin, 'GET', '/admin/settings')).body;
    const dueDays = { ...settings.deal_due_days, 'initial-spa': 11 };
    let proceeded: Json;
    try {
      const saved = await api(admin, 'PUT', '/admin/settings', { ...settings, deal_due_days: dueDays });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      proceeded = await command(buyer, dealId, { type: 'proceed' });
    } finally {
      expect((await api(admin, 'PUT', '/admin/settings', settings)).status).toBe(200);
    }
    expect(proceeded).toMatchObject({ stage: 'fco-tc-accepted', progress: 20, group: 'initial-spa' });
    const entered = (proceeded.history as Json[]).find(
      (e) => e.action === 'group-entered' && e.to === 'fco-tc-accepted',
    )!;
    expect(proceeded.due_dates['initial-spa']).toBe(
      new Date(Date.parse(entered.at) + 11 * 86_400_000).toISOString(),
    );
    const item = await expectStored(dealId, 'fco-tc-accepted', 20);
    expect(item.confirmations).toMatchObject({ buyer_proceeded: { by: buyer.userId } });

    // the template is the seller's: a real PDF; the buyer does not see it
    await expectPlatformPdf(seller, buyer, dealId, 'initial-spa-template');
    expect(current(await view(buyer, dealId), 'initial-spa-template')).toBeUndefined();
    const sellerView = await view(seller, dealId);
    expect(sellerView.available_actions).toContainEqual({
      type: 'upload-document',
      documentType: 'initial-spa',
      version: 1,
    });
    expect(sellerView.awaiting.seller).toBe('Waiting for the seller to upload the sanitized initial SPA');

    // Action required: the deal now waits on the seller, not on the buyer
    const sellerTodo = await api(seller, 'GET', '/deals?awaiting=me');
    expect(sellerTodo.status, JSON.stringify(sellerTodo.body)).toBe(200);
    expect(sellerTodo.body.deals).toContainEqual(
      expect.objectContaining({
        id: dealId,
        due_at: proceeded.due_dates['initial-spa'],
        // the seller company's operations upload it
        next: [
          { party: 'seller', action: 'upload the sanitized initial SPA', yours: true, roles: ['operations'] },
        ],
      }),
    );
    const buyerTodo = await api(buyer, 'GET', '/deals?awaiting=me');
    expect((buyerTodo.body.deals as Json[]).map((d) => d.id)).not.toContain(dealId);
    const badQuery = await api(buyer, 'GET', '/deals?awaiting=you');
    expect(badQuery.status).toBe(400);
    expect(JSON.stringify(badQuery.body)).toContain('awaiting');
  });

  it('the sanitized SPA: hidden from the buyer until approved, returned for changes, version 2 approved, accepted by the buyer', async () => {
    const uploaded = await upload(seller, dealId, 'initial-spa', pdf('sanitized-spa'));
    expect(uploaded.stage).toBe('sanitized-spa-submitted');
    await expectStored(dealId, 'sanitized-spa-submitted', 20);
    spaV1 = current(uploaded, 'initial-spa')!;

    // the buyer neither sees nor downloads the unapproved upload; the seller downloads its own
    const buyerView = await view(buyer, dealId);
    expect(current(buyerView, 'initial-spa')).toBeUndefined();
    expect(buyerView.available_actions).toEqual([]);
    expect((await documentDownload(buyer, dealId, spaV1.document_id)).status).toBe(404);
    const own = await documentDownload(seller, dealId, spaV1.document_id);
    expect(own.status).toBe(200);
    expect((await fetchLink(own.body)).toString('latin1')).toMatch(/^%PDF-1.4/);

    // the admins' queue lists it until it is reviewed
    const queued = await eventually(
      () => reviewQueue(admin),
      (docs) => docs.some((d) => d.document_id === spaV1.document_id),
    );
    expect(queued.find((d) => d.document_id === spaV1.document_id)).toMatchObject({
      deal_id: dealId,
      document_type: 'initial-spa',
      version: 1,
      file_name: 'sanitized-spa.pdf',
      uploader_label: uploaded.seller_label,
    });

    const returned = await review(
      admin,
      dealId,
      'initial-spa',
      'request-changes',
      'Remove the bank details.',
    );
    expect(returned.stage).toBe('sanitized-spa-submitted');
    await expectStored(dealId, 'sanitized-spa-submitted', 20);
    const afterReview = await eventually(
      () => reviewQueue(admin),
      (docs) => !docs.some((d) => d.document_id === spaV1.document_id),
    );
    expect(afterReview.map((d) => d.document_id)).not.toContain(spaV1.document_id);
    const sellerView = await view(seller, dealId);
    expect(current(sellerView, 'initial-spa')).toMatchObject({
      version: 1,
      review_status: 'changes-requested',
      review_comment: 'Remove the bank details.',
    });
    expect(sellerView.available_actions).toContainEqual({
      type: 'upload-document',
      documentType: 'initial-spa',
      version: 2,
    });

    const second = await upload(seller, dealId, 'initial-spa', pdf('sanitized-spa-v2'));
    expect(current(second, 'initial-spa')).toMatchObject({ version: 2 });
    // version 2 awaits review: the buyer sees no version of the SPA yet
    const buyerBefore = (await view(buyer, dealId)).documents as Json[];
    expect(buyerBefore.filter((d) => d.document_type === 'initial-spa')).toEqual([]);
    await expectStored(dealId, 'sanitized-spa-submitted', 20);
    await approve(admin, dealId, 'initial-spa');
    await expectStored(dealId, 'sanitized-spa-submitted', 20);

    // the superseded version stays with its review; the buyer sees only the approved one
    const adminDocs = ((await view(admin, dealId)).documents as Json[]).filter(
      (d) => d.document_type === 'initial-spa',
    );
    expect(adminDocs).toEqual([
      expect.objectContaining({
        version: 1,
        superseded: true,
        review_status: 'changes-requested',
        review_comment: 'Remove the bank details.',
      }),
      expect.objectContaining({ version: 2, superseded: false, review_status: 'approved' }),
    ]);
    const buyerNow = await view(buyer, dealId);
    const spaV2 = current(buyerNow, 'initial-spa')!;
    expect(spaV2).toMatchObject({ version: 2, review_status: 'approved', downloadable: true });
    expect((buyerNow.documents as Json[]).filter((d) => d.document_type === 'initial-spa')).toHaveLength(1);
    expect((await documentDownload(buyer, dealId, spaV2.document_id)).status).toBe(200);
    expect((await documentDownload(buyer, dealId, spaV1.document_id)).status).toBe(404);
    expect(buyerNow.available_actions).toEqual([
      {
        type: 'review-spa',
        documentId: spaV2.document_id,
        version: 2,
        decisions: ['accept', 'request-changes'],
      },
    ]);

    const accepted = await command(buyer, dealId, { type: 'review-spa', decision: 'accept' });
    expect(accepted).toMatchObject({ stage: 'proof-docs-uploaded', progress: 30 });
    await expectStored(dealId, 'proof-docs-uploaded', 30);
  });

  it('proof documents: a ZIP of proofs, proof of funds denied and uploaded again, both approved', async () => {
    await upload(seller, dealId, 'proof-documents', zip('proof-of-product'));
    await upload(buyer, dealId, 'proof-of-funds', pdf('bank-statement'));
    await expectStored(dealId, 'proof-docs-uploaded', 30);

    await review(admin, dealId, 'proof-of-funds', 'deny', 'The statement is older than 3 months.');
    const buyerView = await view(buyer, dealId);
    expect(current(buyerView, 'proof-of-funds')).toMatchObject({
      review_status: 'denied',
      review_comment: 'The statement is older than 3 months.',
    });
    expect(buyerView.awaiting.buyer).toBe(
      'Waiting for the buyer to upload a new version of the proof of funds',
    );
    await upload(buyer, dealId, 'proof-of-funds', png('attestation-letter'));
    await approve(admin, dealId, 'proof-documents');
    await expectStored(dealId, 'proof-docs-uploaded', 30);
    const approved = await approve(admin, dealId, 'proof-of-funds');
    expect(approved).toMatchObject({ stage: 'information-exchange', progress: 40 });
    await expectStored(dealId, 'information-exchange', 40);
    const funds = ((await view(admin, dealId)).documents as Json[]).filter(
      (d) => d.document_type === 'proof-of-funds',
    );
    expect(funds.map((d) => [d.version, d.superseded, d.review_status])).toEqual([
      [1, true, 'denied'],
      [2, false, 'approved'],
    ]);
    // the seller now sees the buyer's approved proof of funds (only the approved version)
    const sellerView = await view(seller, dealId);
    expect((sellerView.documents as Json[]).filter((d) => d.document_type === 'proof-of-funds')).toEqual([
      expect.objectContaining({ version: 2, review_status: 'approved', review_comment: null }),
    ]);
  });

  it('verification: completed by an admin with a note', async () => {
    const waiting = await view(buyer, dealId);
    expect(waiting.awaiting.platform).toBe('Waiting for the platform to complete the verification');
    const byBuyer = await refused(buyer, dealId, { type: 'complete-verification', note: 'ok' }, 403);
    expect(byBuyer.message).toBe('Only an admin can complete the verification.');
    const done = await command(admin, dealId, {
      type: 'complete-verification',
      note: 'Parties and proofs verified.',
    });
    expect(done).toMatchObject({ stage: 'final-spa-uploaded', progress: 50 });
    const item = await expectStored(dealId, 'final-spa-uploaded', 50);
    expect(item.confirmations).toMatchObject({ verification: { note: 'Parties and proofs verified.' } });
  });

  it('final SPA: uploaded, approved, signed by the buyer and approved; the seller company stays hidden until then', async () => {
    await upload(seller, dealId, 'final-spa', pdf('final-spa'));
    await expectStored(dealId, 'final-spa-uploaded', 50);
    await approve(admin, dealId, 'final-spa');
    const signed = await upload(buyer, dealId, 'final-spa-signed', pdf('final-spa-signed'));
    expect(signed.stage).toBe('final-spa-countersigned');
    await expectStored(dealId, 'final-spa-countersigned', 50);
    expect((await view(buyer, dealId)).parties.seller.company_name).toBeNull();
    const done = await approve(admin, dealId, 'final-spa-signed');
    expect(done).toMatchObject({ stage: 'icpo-uploaded', progress: 60 });
    await expectStored(dealId, 'icpo-uploaded', 60);
  });

  it('ICPO: the buyer learns the seller company, uploads the ICPO; the seller signs it', async () => {
    const buyerView = await view(buyer, dealId);
    expect(buyerView.parties.seller.company_name).toBe(seller.companyName);
    // the seller never learns the buyer's company
    expect((await view(seller, dealId)).parties.buyer.company_name).toBeNull();

    await upload(buyer, dealId, 'icpo', pdf('icpo'));
    await expectStored(dealId, 'icpo-uploaded', 60);
    // the seller signs only the approved ICPO
    expect((await requestTicket(seller, dealId, 'icpo-signed', pdf('icpo-signed'))).status).toBe(409);
    await approve(admin, dealId, 'icpo');
    const signed = await upload(seller, dealId, 'icpo-signed', pdf('icpo-signed'));
    expect(signed.stage).toBe('icpo-countersigned');
    await expectStored(dealId, 'icpo-countersigned', 60);
    const done = await approve(admin, dealId, 'icpo-signed');
    expect(done).toMatchObject({ stage: 'invoice-uploaded', progress: 70 });
    await expectStored(dealId, 'invoice-uploaded', 70);
    // the platform's invoice is the buyer's
    await expectPlatformPdf(buyer, seller, dealId, 'serval-invoice');
  });

  it('commercial invoice: both signed invoices approved', async () => {
    await upload(seller, dealId, 'commercial-invoice', pdf('commercial-invoice'));
    await approve(admin, dealId, 'commercial-invoice');
    const one = await upload(buyer, dealId, 'seller-invoice-signed', pdf('seller-invoice-signed'));
    expect(one.stage).toBe('invoice-uploaded');
    const both = await upload(buyer, dealId, 'serval-invoice-signed', pdf('serval-invoice-signed'));
    expect(both.stage).toBe('invoice-countersigned');
    await expectStored(dealId, 'invoice-countersigned', 70);
    await approve(admin, dealId, 'seller-invoice-signed');
    await expectStored(dealId, 'invoice-countersigned', 70);
    const done = await approve(admin, dealId, 'serval-invoice-signed');
    expect(done).toMatchObject({ stage: 'payment-proof-issued', progress: 80 });
    await expectStored(dealId, 'payment-proof-issued', 80);
    await expectPlatformPdf(buyer, seller, dealId, 'platform-payment-instructions');
  });

  it('payment: instructions approved before the buyer sees them, confirmations, the fee, inspection details and report', async () => {
    const instructions = await upload(seller, dealId, 'payment-instructions', txt('seller-bank'));
    const instructionsId = current(instructions, 'payment-instructions')!.document_id as string;
    expect(current(await view(buyer, dealId), 'payment-instructions')).toBeUndefined();
    expect((await documentDownload(buyer, dealId, instructionsId)).status).toBe(404);
    // the buyer's confirmation of the seller payment waits for the approved instructions
    expect((await requestTicket(buyer, dealId, 'seller-payment-confirmation', png('x'))).status).toBe(409);
    await approve(admin, dealId, 'payment-instructions');
    const link = await documentDownload(buyer, dealId, instructionsId);
    expect(link.status).toBe(200);
    expect((await fetchLink(link.body)).toString('utf8')).toMatch(/^Beneficiary: seller-bank/);

    await upload(buyer, dealId, 'seller-payment-confirmation', png('seller-payment'));
    await upload(buyer, dealId, 'serval-payment-confirmation', png('fee-payment'));
    const early = await refused(admin, dealId, { type: 'confirm-fee-payment' }, 409);
    expect(early.message).toMatch(/^The deal is waiting for /);
    const received = await command(seller, dealId, { type: 'confirm-seller-payment' });
    expect(received.stage).toBe('seller-payment-confirmed');
    await expectStored(dealId, 'seller-payment-confirmed', 80);
    await approve(admin, dealId, 'seller-payment-confirmation', 'serval-payment-confirmation');
    const fee = await command(admin, dealId, { type: 'confirm-fee-payment' });
    expect(fee.stage).toBe('serval-payment-confirmed');
    await expectStored(dealId, 'serval-payment-confirmed', 80);

    // the inspection details form, with the spec's messages
    const valid = {
      type: 'submit-inspection-details',
      latitude: '51.9225',
      longitude: '4.47917',
      instructions: 'Tank 7, berth 12; ask for the terminal manager.',
    };
    for (const [patch, field, message] of [
      [{ latitude: '  ' }, 'latitude', 'GPS latitude is required'],
      [{ longitude: '' }, 'longitude', 'GPS longitude is required'],
      [
        { instructions: 'too short' },
        'instructions',
        'Please provide detailed instructions (minimum 10 characters)',
      ],
    ] as const) {
      const bad = await refused(seller, dealId, { ...valid, ...patch }, 400);
      expect(bad).toMatchObject({ field, message: `${field}: ${message}` });
    }
    expect((await storedDeal(dealId))?.version).toBe(expectedVersion(dealId));
    // the report comes after the details
    expect((await requestTicket(buyer, dealId, 'inspection-report', pdf('report'))).status).toBe(409);
    const details = await command(seller, dealId, valid);
    expect(details.inspection_details).toMatchObject({
      latitude: '51.9225',
      longitude: '4.47917',
      instructions: valid.instructions,
    });
    await expectStored(dealId, 'serval-payment-confirmed', 80);

    const report = await upload(buyer, dealId, 'inspection-report', zip('inspection-report'));
    expect(report.stage).toBe('inspection-report-submitted');
    await expectStored(dealId, 'inspection-report-submitted', 80);
    const done = await approve(admin, dealId, 'inspection-report');
    expect(done).toMatchObject({ stage: 'product-transferred', progress: 90 });
    await expectStored(dealId, 'product-transferred', 90);
  });

  it('title transfer: the seller confirms first, then the buyer, and the deal closes', async () => {
    const early = await refused(buyer, dealId, { type: 'confirm-receipt' }, 409);
    expect(early.message).toBe('The deal is waiting for the seller to confirm delivery and title transfer.');
    const sent = await command(seller, dealId, { type: 'confirm-title-transfer' });
    expect(sent.confirmations.seller_title_transfer).toEqual(expect.any(String));
    await expectStored(dealId, 'product-transferred', 90);
    const closed = await command(buyer, dealId, { type: 'confirm-receipt' });
    expect(closed).toMatchObject({ stage: 'deal-closed', progress: 100, status: 'closed' });
    expect(closed.closed_at).toEqual(expect.any(String));
    const item = await expectStored(dealId, 'deal-closed', 100);
    expect(item.status).toBe('closed');
    const members = await partitionItems(dealId, 'MEMBER#');
    expect(members.map((m) => m.state)).toEqual(['closed', 'closed']);
    expect(members.every((m) => String(m.gsi2sk).startsWith('closed#'))).toBe(true);
    expect(await refused(seller, dealId, { type: 'confirm-title-transfer' }, 409)).toMatchObject({
      message: 'This deal is closed.',
    });
    const listed = await api(buyer, 'GET', '/deals');
    expect(listed.body.deals).toContainEqual(
      expect.objectContaining({ id: dealId, role: 'buyer', status: 'closed', progress: 100 }),
    );
  });

  it('the history lists every step with its actor and time; the audit events are in the deal partition', async () => {
    const deal = await view(buyer, dealId);
    const history = deal.history as Json[];
    for (const entry of history) {
      expect(entry.actor_label).toMatch(/\S/);
      expect(Number.isNaN(Date.parse(entry.at as string))).toBe(false);
    }
    const steps = history
      .filter((e) => e.action !== 'group-entered' && e.action !== 'platform-document-issued')
      .map((e) => [e.action, e.document?.type ?? null, e.actor_label]);
    const [S, B, P] = [deal.seller_label, deal.buyer_label, 'Platform'];
    expect(steps).toEqual([
      ['deal-opened', null, S],
      ['buyer-proceeded', null, B],
      ['document-uploaded', 'initial-spa', S],
      ['document-changes-requested', 'initial-spa', P],
      ['document-uploaded', 'initial-spa', S],
      ['document-approved', 'initial-spa', P],
      ['spa-accepted', 'initial-spa', B],
      ['document-uploaded', 'proof-documents', S],
      ['document-uploaded', 'proof-of-funds', B],
      ['document-denied', 'proof-of-funds', P],
      ['document-uploaded', 'proof-of-funds', B],
      ['document-approved', 'proof-documents', P],
      ['document-approved', 'proof-of-funds', P],
      ['verification-completed', null, P],
      ['document-uploaded', 'final-spa', S],
      ['document-approved', 'final-spa', P],
      ['document-uploaded', 'final-spa-signed', B],
      ['document-approved', 'final-spa-signed', P],
      ['document-uploaded', 'icpo', B],
      ['document-approved', 'icpo', P],
      ['document-uploaded', 'icpo-signed', S],
      ['document-approved', 'icpo-signed', P],
      ['document-uploaded', 'commercial-invoice', S],
      ['document-approved', 'commercial-invoice', P],
      ['document-uploaded', 'seller-invoice-signed', B],
      ['document-uploaded', 'serval-invoice-signed', B],
      ['document-approved', 'seller-invoice-signed', P],
      ['document-approved', 'serval-invoice-signed', P],
      ['document-uploaded', 'payment-instructions', S],
      ['document-approved', 'payment-instructions', P],
      ['document-uploaded', 'seller-payment-confirmation', B],
      ['document-uploaded', 'serval-payment-confirmation', B],
      ['seller-payment-confirmed', null, S],
      ['document-approved', 'seller-payment-confirmation', P],
      ['document-approved', 'serval-payment-confirmation', P],
      ['fee-payment-confirmed', null, P],
      ['inspection-details-submitted', null, S],
      ['document-uploaded', 'inspection-report', B],
      ['document-approved', 'inspection-report', P],
      ['title-transfer-confirmed', null, S],
      ['receipt-confirmed', null, B],
    ]);
    // every group was entered, in order, and the platform issued its three documents
    expect(history.filter((e) => e.action === 'group-entered').map((e) => e.to)).toEqual([
      'fco-tc-accepted',
      'proof-docs-uploaded',
      'information-exchange',
      'final-spa-uploaded',
      'icpo-uploaded',
      'invoice-uploaded',
      'payment-proof-issued',
      'product-transferred',
      'deal-closed',
    ]);
    expect(
      history.filter((e) => e.action === 'platform-document-issued').map((e) => e.document.type),
    ).toEqual(['initial-spa-template', 'serval-invoice', 'platform-payment-instructions', 'closing-dossier']);
    // the history is in time order and the uploads name the bytes
    const times = history.map((e) => e.at as string);
    expect([...times].sort()).toEqual(times);
    // the buyer reads the hash of its own uploads and of the seller's approved ones; the seller's
    // first SPA, returned for changes and never approved, stays unidentified (the anti-fraud order)
    const uploads = history.filter((e) => e.action === 'document-uploaded');
    const unidentified = uploads.filter((e) => e.document.sha256 === null);
    expect(unidentified.map((e) => [e.document.type, e.document.version, e.document.id])).toEqual([
      ['initial-spa', 1, null],
    ]);
    for (const e of uploads.filter((u) => !unidentified.includes(u)))
      expect(e.document.sha256).toMatch(/^[0-9a-f]{64}$/);
    const adminHistory = (await view(admin, dealId)).history as Json[];
    for (const e of adminHistory.filter((a) => a.action === 'document-uploaded'))
      expect(e.document.sha256).toMatch(/^[0-9a-f]{64}$/);

    const events = await partitionItems(dealId, 'EVENT#');
    expect(events).toHaveLength(history.length);
    expect(events.map((e) => e.id).sort()).toEqual(history.map((e) => e.id).sort());
    for (const e of events) expect(e).toMatchObject({ pk: `DEAL#${dealId}`, entity: 'deal_event' });
    // one write per API step, on top of the opening
    expect(new Set(events.filter((e) => e.deal_version).map((e) => e.deal_version)).size).toBe(
      expectedVersion(dealId) - 1,
    );
  });
});

// ---------------------------------------------------------------------------------------------------

describe('a deal priced at a discount to Platts', () => {
  it("takes the final unit price with the commercial invoice and bills the fee on it to the buyer's entity", async () => {
    // the buyer's registration names its legal entity, in its own script
    const entity = {
      business_legal_name: '宁波石化贸易有限公司',
      business_address: 'ul. Piotrkowska 104, 90-926 Łódź',
      business_tax_id: 'PL7251234567',
    };
    const buyer = await user('buyer');
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `USER#${buyer.userId}`, sk: 'REG#buyer' },
        UpdateExpression: 'SET form_values = :values',
        ExpressionAttributeValues: { ':values': entity },
      }),
    );
    const dealId = await openDeal(seller, buyer, 'ULSD 10ppm', {
      price_type: 'discount',
      platts_reference: 'ULSD 10ppm CIF NWE',
      discount: 5,
      // the listing's trade terms travel into the deal's snapshot
      pricing_period: '5 days around B/L date',
      quality_standard: 'EN590 10 ppm',
      quantity_tolerance: 5,
      payment_terms: 'LC at Sight',
    });
    const terms = {
      pricing_period: '5 days around B/L date',
      quality_standard: 'EN590 10 ppm',
      quantity_tolerance: 5,
      payment_terms: 'LC at Sight',
      origin: null,
    };
    expect((await storedDeal(dealId))?.snapshot).toMatchObject({ ...terms, differential: 'discount' });
    const seen = await view(buyer, dealId);
    expect(seen.snapshot).toMatchObject(terms);
    expect(seen.differential).toBe('discount');
    const opened = await walkTo(seller, buyer, admin, dealId, 'commercial-invoice');
    expect(opened.stage).toBe('invoice-uploaded');
    // no fee invoice without a price, so the buyer has nothing to sign yet
    expect((await platformDownload(buyer, dealId, 'serval-invoice')).status).toBe(404);
    const early = await requestTicket(buyer, dealId, 'serval-invoice-signed', pdf('fee-invoice-signed'));
    expect(early.status).toBe(409);

    const missing = await requestTicket(seller, dealId, 'commercial-invoice', pdf('invoice'));
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('final_unit_price');
    for (const bad of [0, -1, 0.001, 2_000_000_000, 'many']) {
      const refusedPrice = await requestTicket(seller, dealId, 'commercial-invoice', pdf('invoice'), {
        final_unit_price: bad,
      });
      expect(refusedPrice.status, JSON.stringify(bad)).toBe(400);
      expect(refusedPrice.body.field).toBe('final_unit_price');
    }

    await upload(seller, dealId, 'commercial-invoice', pdf('invoice'), { final_unit_price: 612.5 });
    expect(await storedDeal(dealId)).toMatchObject({ final_unit_price: 612.5 });
    expect((await view(buyer, dealId)).snapshot.final_unit_price).toBe(612.5);

    const link = await platformDownload(buyer, dealId, 'serval-invoice');
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const issued = ((await storedDeal(dealId)) as Json).platform_documents['serval-invoice'] as Json[];
    expect(issued.map((i) => [i.issue, i.reason, (i.file as Json).file_name])).toEqual([
      [1, 'price-stated', `Platform-Fee-Invoice-${dealId}.pdf`],
    ]);
    const { text } = await extractText(new Uint8Array(await fetchLink(link.body)), { mergePages: true });
    const invoice = text.replace(/\s+/g, ' ');
    // 250 MT at USD 612.50, and the default fee of 1 % of it
    expect(invoice).toContain('Deal value USD 153,125.00');
    expect(invoice).toContain('Total due USD 1,531.25');
    expect(invoice).not.toContain('To be confirmed');
    expect(invoice).toContain('Platform Fee Invoice');
    expect(invoice).toContain(`Bill to ${entity.business_legal_name}`);
    expect(invoice).toContain(`Address ${entity.business_address}`);
    expect(invoice).toContain(`Tax ID ${entity.business_tax_id}`);
  });
});

describe("the reviewers' inline preview", () => {
  it('gives an admin an inline PDF link to review; the parties download it as an attachment', async () => {
    const dealId = await openDeal(seller, buyer);
    await command(buyer, dealId, { type: 'proceed' });
    await upload(seller, dealId, 'initial-spa', pdf('sanitized-spa'));
    const doc = current(await view(admin, dealId), 'initial-spa')!;

    const reviewer = await documentDownload(admin, dealId, doc.document_id as string);
    expect(reviewer.status, JSON.stringify(reviewer.body)).toBe(200);
    const inline = await fetch(reviewer.body.preview_url as string);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename="sanitized-spa\.pdf"/);
    const download = await fetch(reviewer.body.url as string);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);

    const party = await documentDownload(seller, dealId, doc.document_id as string);
    expect(party.status).toBe(200);
    expect(party.body.preview_url).toBeUndefined();
    const partyFile = await fetch(party.body.url as string);
    expect(partyFile.headers.get('content-disposition')).toMatch(/^attachment; /);
  });
});

describe('who may do what', () => {
  let dealId: string;
  let dealBuyer: User;
  let pendingDocumentId: string;

  beforeAll(async () => {
    dealBuyer = await user('buyer');
    dealId = await openDeal(seller, dealBuyer);
  }, 60_000);

  it('refuses a command out of order (409 saying what is awaited) and bad bodies (400 naming the field)', async () => {
    const early = await refused(dealBuyer, dealId, { type: 'confirm-receipt' }, 409);
    expect(early.message).toBe(
      'The deal is waiting for the buyer to proceed, accepting the FCO terms and conditions.',
    );
    const earlyUpload = await requestTicket(seller, dealId, 'initial-spa', pdf('spa'));
    expect(earlyUpload.status).toBe(409);
    expect(earlyUpload.body.message).toMatch(/^The deal is waiting for the buyer to proceed/);

    expect(await refused(dealBuyer, dealId, { type: 'fly-away' }, 400)).toMatchObject({ field: 'type' });
    expect(await refused(admin, dealId, { type: 'cancel' }, 400)).toMatchObject({ field: 'reason' });
    expect(await refused(admin, dealId, { type: 'cancel', reason: '   ' }, 400)).toMatchObject({
      field: 'reason',
      message: 'reason: A reason is required',
    });
    expect(
      await refused(admin, dealId, { type: 'review-document', documentId: 'x', decision: 'deny' }, 400),
    ).toMatchObject({ field: 'comment', message: 'Please provide feedback when rejecting a document' });
    expect(
      await refused(admin, dealId, { type: 'override-stage', stage: 'moon', reason: 'x' }, 400),
    ).toMatchObject({ field: 'stage' });
    await command(dealBuyer, dealId, { type: 'proceed' });

    const badType = await requestTicket(seller, dealId, 'passport', pdf('passport'));
    expect(badType.status).toBe(400);
    expect(badType.body.field).toBe('document_type');
    const zipForSpa = await requestTicket(seller, dealId, 'initial-spa', zip('spa'));
    expect(zipForSpa.status).toBe(400);
    expect(zipForSpa.body).toMatchObject({
      field: 'file_type',
      message: 'Please upload a file of type PDF, DOC, DOCX.',
    });
    const tooBig = await api(seller, 'POST', `${dealPath(dealId)}/uploads`, {
      document_type: 'initial-spa',
      file_name: 'spa.pdf',
      file_type: 'application/pdf',
      size: 11 * 1024 * 1024,
    });
    expect(tooBig.body).toMatchObject({
      field: 'size',
      message: 'size: Please upload a file smaller than 10MB.',
    });
    await expectStored(dealId, 'fco-tc-accepted', 20);
  });

  it('refuses a file whose bytes are not its announced type, and a file name that does not fit the type', async () => {
    const fake = { name: 'spa.pdf', type: 'application/pdf', bytes: pngBytes() };
    const ticket = await requestTicket(seller, dealId, 'initial-spa', fake);
    expect(ticket.status).toBe(201);
    await postToBucket(ticket.body, fake.bytes, fake.type);
    const done = await api(seller, 'POST', `${dealPath(dealId)}/uploads/${ticket.body.upload_id}/complete`);
    expect(done.status).toBe(400);
    expect(done.body).toMatchObject({ field: 'file' });
    expect(done.body.message).toMatch(/not a valid application\/pdf file/);

    const unnamed = await requestTicket(seller, dealId, 'initial-spa', { ...pdf('spa'), name: 'spa.exe' });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.field).toBe('file_name');
    await expectStored(dealId, 'fco-tc-accepted', 20);
  });

  it("refuses the other party's command and a document type that is not the caller's (403), admin commands to parties (403)", async () => {
    expect(await refused(seller, dealId, { type: 'confirm-receipt' }, 403)).toMatchObject({
      message: 'Only the buyer confirms receipt and title transfer.',
    });
    expect(await refused(dealBuyer, dealId, { type: 'confirm-title-transfer' }, 403)).toMatchObject({
      message: 'Only the seller confirms delivery and title transfer.',
    });
    const buyersUpload = await requestTicket(dealBuyer, dealId, 'initial-spa', pdf('spa'));
    expect(buyersUpload.status).toBe(403);
    expect(buyersUpload.body.message).toBe('Only the seller uploads the sanitized initial SPA.');
    for (const [who, body] of [
      [dealBuyer, { type: 'cancel', reason: 'Changed my mind' }],
      [seller, { type: 'cancel', reason: 'Changed my mind' }],
      [seller, { type: 'complete-verification', note: 'fine' }],
      [dealBuyer, { type: 'confirm-fee-payment' }],
      [seller, { type: 'override-stage', stage: 'deal-closed', reason: 'done' }],
      [dealBuyer, { type: 'reissue-platform-document', documentType: 'serval-invoice' }],
      [seller, { type: 'review-document', documentId: 'x', decision: 'approve' }],
    ] as const) {
      const res = await refused(who, dealId, body, 403);
      expect(res.message, body.type).toMatch(/^Only an admin can /);
    }
    await expectStored(dealId, 'fco-tc-accepted', 20);
  });

  it('answers 404 to a buyer or seller with no part in the deal, on every deals route', async () => {
    const spa = await upload(seller, dealId, 'initial-spa', pdf('spa'));
    pendingDocumentId = current(spa, 'initial-spa')!.document_id as string;
    const ticket = await requestTicket(seller, dealId, 'initial-spa', pdf('spa-next'));
    expect(ticket.status).toBe(409); // awaiting review: no new version now
    const stored = await storedDeal(dealId);
    for (const stranger of [strangerBuyer, strangerSeller]) {
      const answers = await Promise.all([
        api(stranger, 'GET', dealPath(dealId)),
        api(stranger, 'POST', `${dealPath(dealId)}/commands`, { type: 'proceed' }),
        api(stranger, 'POST', `${dealPath(dealId)}/commands`, { type: 'confirm-title-transfer' }),
        requestTicket(stranger, dealId, 'initial-spa', pdf('spa')),
        requestTicket(stranger, dealId, 'proof-of-funds', pdf('funds')),
        api(stranger, 'POST', `${dealPath(dealId)}/uploads/${randomUUID()}/complete`),
        documentDownload(stranger, dealId, pendingDocumentId),
        platformDownload(stranger, dealId, 'initial-spa-template'),
      ]);
      for (const res of answers) {
        expect(res.status, `${stranger.kind}: ${JSON.stringify(res.body)}`).toBe(404);
        expect(res.body.message).toBe('Deal not found');
      }
      const list = await api(stranger, 'GET', '/deals');
      expect(list.status).toBe(200);
      expect((list.body.deals as Json[]).map((d) => d.id)).not.toContain(dealId);
    }
    // a deal that does not exist reads the same
    expect((await api(dealBuyer, 'GET', dealPath('ZZZZZZZZZZ'))).status).toBe(404);
    expect(await storedDeal(dealId)).toEqual(stored);
  });

  it("completes an upload only for the ticket's owner and deal", async () => {
    const otherDeal = await openDeal(seller, await user('buyer'));
    const file = pdf('spa');
    const ticket = await requestTicket(seller, dealId, 'initial-spa', file);
    // awaiting review: the seller cannot even get a ticket; the pending version is reviewed first
    expect(ticket.status).toBe(409);
    await review(admin, dealId, 'initial-spa', 'deny', 'Wrong template.');
    const fresh = await requestTicket(seller, dealId, 'initial-spa', file);
    expect(fresh.status).toBe(201);
    await postToBucket(fresh.body, file.bytes, file.type);
    // the buyer of this deal cannot complete the seller's ticket; the seller cannot complete it on another deal
    const byBuyer = await api(
      dealBuyer,
      'POST',
      `${dealPath(dealId)}/uploads/${fresh.body.upload_id}/complete`,
    );
    expect(byBuyer.status).toBe(404);
    const elsewhere = await api(
      seller,
      'POST',
      `${dealPath(otherDeal)}/uploads/${fresh.body.upload_id}/complete`,
    );
    expect(elsewhere.status).toBe(404);
    const done = await api(seller, 'POST', `${dealPath(dealId)}/uploads/${fresh.body.upload_id}/complete`);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    wrote(dealId);
    expect(current(done.body, 'initial-spa')).toMatchObject({ version: 2, review_status: 'pending' });
    const again = await api(seller, 'POST', `${dealPath(dealId)}/uploads/${fresh.body.upload_id}/complete`);
    expect([again.status, again.body.message]).toEqual([409, 'This upload was already completed.']);
    await expectStored(dealId, 'sanitized-spa-submitted', 20);
  });

  it('an admin cancels with a reason; the deal then refuses every command', async () => {
    const cancelled = await command(admin, dealId, { type: 'cancel', reason: 'Sanctions screening failed.' });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellation: { reason: 'Sanctions screening failed.' },
    });
    const item = await expectStored(dealId, 'sanitized-spa-submitted', 20);
    expect(item.status).toBe('cancelled');
    expect((await partitionItems(dealId, 'MEMBER#')).map((m) => m.state)).toEqual(['closed', 'closed']);
    expect(await refused(dealBuyer, dealId, { type: 'proceed' }, 409)).toMatchObject({
      message: 'This deal was cancelled.',
    });
    // a cancelled deal is not reviewed any more
    const queue = await eventually(
      () => reviewQueue(admin),
      (docs) => !docs.some((d) => d.deal_id === dealId),
    );
    expect(queue.map((d) => d.deal_id)).not.toContain(dealId);
  });
});

// ---------------------------------------------------------------------------------------------------

describe("the platform's tools and the parties' notifications", () => {
  it('notifies the party now awaited; an admin issues a platform document again and moves the deal back, with a reason', async () => {
    const dealBuyer = await user('buyer');
    const dealId = await openDeal(seller, dealBuyer);
    await command(dealBuyer, dealId, { type: 'proceed' });
    const notices = await db.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${seller.userId}`, ':prefix': 'NOTIF#' },
        ConsistentRead: true,
      }),
    );
    expect(notices.Items).toContainEqual(
      expect.objectContaining({
        type: 'deal-action-awaited',
        link: `/deal/${dealId}`,
        title: expect.stringMatching(/^Action required: upload the sanitized initial SPA — /),
        email: true,
      }),
    );

    const early = await refused(
      admin,
      dealId,
      { type: 'reissue-platform-document', documentType: 'serval-invoice' },
      409,
    );
    expect(early.message).toBe(
      'The platform generates the platform fee invoice when the Commercial Invoice stage opens.',
    );
    const reissued = await command(admin, dealId, {
      type: 'reissue-platform-document',
      documentType: 'initial-spa-template',
    });
    expect(
      (reissued.documents as Json[])
        .filter((d) => d.document_type === 'initial-spa-template')
        .map((d) => [d.version, d.superseded]),
    ).toEqual([
      [1, true],
      [2, false],
    ]);
    await expectPlatformPdf(seller, dealBuyer, dealId, 'initial-spa-template');

    await upload(seller, dealId, 'initial-spa', pdf('spa'));
    const moved = await command(admin, dealId, {
      type: 'override-stage',
      stage: 'inquiry-submitted',
      reason: 'The buyer asked to read the FCO again.',
    });
    expect(moved).toMatchObject({ stage: 'inquiry-submitted', progress: 10 });
    expect(current(moved, 'initial-spa')).toBeUndefined(); // superseded by the move, kept
    expect((moved.documents as Json[]).find((d) => d.document_type === 'initial-spa')).toMatchObject({
      superseded: true,
    });
    expect((moved.history as Json[]).at(-1)).toMatchObject({
      action: 'stage-overridden',
      actor_label: 'Platform',
      to: 'inquiry-submitted',
      comment: 'The buyer asked to read the FCO again.',
    });
    await expectStored(dealId, 'inquiry-submitted', 10);
    expect((await view(dealBuyer, dealId)).available_actions).toEqual([{ type: 'proceed' }]);
  });
});

// ---------------------------------------------------------------------------------------------------

describe('concurrent and retried commands', () => {
  it('of two admins approving one document at once, exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const dealBuyer = await user('buyer');
      const dealId = await openDeal(seller, dealBuyer);
      await command(dealBuyer, dealId, { type: 'proceed' });
      const uploaded = await upload(seller, dealId, 'initial-spa', pdf('spa'));
      const documentId = current(uploaded, 'initial-spa')!.document_id as string;
      const body = { type: 'review-document', documentId, decision: 'approve' };
      const answers = await Promise.all(
        [admin, otherAdmin].map((who) => api(who, 'POST', `${dealPath(dealId)}/commands`, body)),
      );
      expect(answers.map((r) => r.status).sort(), JSON.stringify(answers.map((r) => r.body))).toEqual([
        200, 409,
      ]);
      wrote(dealId);
      expect(answers.find((r) => r.status === 409)?.body.message).toMatch(
        /^(This deal was changed by someone else\. Reload and try again\.|Version 1 of the sanitized initial SPA was already approved\.)$/,
      );
      await expectStored(dealId, 'sanitized-spa-submitted', 20);
      const approvals = (await partitionItems(dealId, 'EVENT#')).filter(
        (e) => e.action === 'document-approved',
      );
      expect(approvals).toHaveLength(1);
    }
  });

  it('a double-clicked command (no key) is written once: one 200, one 409', async () => {
    for (let round = 0; round < 3; round++) {
      const dealBuyer = await user('buyer');
      const dealId = await openDeal(seller, dealBuyer);
      const answers = await Promise.all(
        [1, 2].map(() => api(dealBuyer, 'POST', `${dealPath(dealId)}/commands`, { type: 'proceed' })),
      );
      expect(answers.map((r) => r.status).sort(), JSON.stringify(answers.map((r) => r.body))).toEqual([
        200, 409,
      ]);
      expect(answers.find((r) => r.status === 409)?.body.message).toMatch(
        /^(This deal was changed by someone else\. Reload and try again\.|The deal is waiting for the seller to upload the sanitized initial SPA\.)$/,
      );
      expect(await storedDeal(dealId)).toMatchObject({ stage: 'fco-tc-accepted', version: 2 });
      const events = await partitionItems(dealId, 'EVENT#');
      expect(events.filter((e) => e.action === 'buyer-proceeded')).toHaveLength(1);
    }
  });

  it('two different commands at once lose nothing: the stored deal holds exactly the ones answered 200', async () => {
    for (let round = 0; round < 3; round++) {
      const dealBuyer = await user('buyer');
      const dealId = await openDeal(seller, dealBuyer);
      const [proceed, cancel] = await Promise.all([
        api(dealBuyer, 'POST', `${dealPath(dealId)}/commands`, { type: 'proceed' }),
        api(admin, 'POST', `${dealPath(dealId)}/commands`, { type: 'cancel', reason: 'Duplicate deal.' }),
      ]);
      expect([proceed.status, cancel.status]).toContain(200);
      for (const res of [proceed, cancel]) expect([200, 409]).toContain(res.status);
      const item = await storedDeal(dealId);
      const events = (await partitionItems(dealId, 'EVENT#')).map((e) => e.action);
      expect(item?.version).toBe(1 + [proceed, cancel].filter((r) => r.status === 200).length);
      expect(item?.stage).toBe(proceed.status === 200 ? 'fco-tc-accepted' : 'inquiry-submitted');
      expect(item?.status).toBe(cancel.status === 200 ? 'cancelled' : 'active');
      expect(events.includes('buyer-proceeded')).toBe(proceed.status === 200);
      expect(events.includes('deal-cancelled')).toBe(cancel.status === 200);
    }
  });

  it("an upload completed while an admin reviews the other party's document is recorded, not refused", async () => {
    const dealBuyer = await user('buyer');
    const dealId = await openDeal(seller, dealBuyer);
    await command(dealBuyer, dealId, { type: 'proceed' });
    await upload(seller, dealId, 'initial-spa', pdf('spa'));
    await approve(admin, dealId, 'initial-spa');
    await command(dealBuyer, dealId, { type: 'review-spa', decision: 'accept' });
    await upload(seller, dealId, 'proof-documents', zip('proofs'));
    // each round: one party's document is outstanding, the other's awaits review
    const sides = [
      { uploader: dealBuyer, type: 'proof-of-funds', file: () => pdf('funds'), reviewed: 'proof-documents' },
      { uploader: seller, type: 'proof-documents', file: () => zip('proofs'), reviewed: 'proof-of-funds' },
    ];
    for (let round = 0; round < 4; round++) {
      const side = sides[round % 2]!;
      const file = side.file();
      const ticket = await requestTicket(side.uploader, dealId, side.type, file);
      expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
      await postToBucket(ticket.body, file.bytes, file.type);
      const pending = current(await view(admin, dealId), side.reviewed)!;
      const [completed, denied] = await Promise.all([
        api(side.uploader, 'POST', `${dealPath(dealId)}/uploads/${ticket.body.upload_id}/complete`),
        api(admin, 'POST', `${dealPath(dealId)}/commands`, {
          type: 'review-document',
          documentId: pending.document_id,
          decision: 'deny',
          comment: 'Illegible scan.',
        }),
      ]);
      expect([completed.status, denied.status], JSON.stringify([completed.body, denied.body])).toEqual([
        201, 200,
      ]);
      wrote(dealId);
      wrote(dealId);
      await expectStored(dealId, 'proof-docs-uploaded', 30);
      const adminView = await view(admin, dealId);
      expect(current(adminView, side.type)?.review_status).toBe('pending');
      expect(current(adminView, side.reviewed)?.review_status).toBe('denied');
    }
  });

  it('ten completes of one upload at once record it once: one 201, the others 409, the file downloadable', async () => {
    for (let round = 0; round < 3; round++) {
      const dealBuyer = await user('buyer');
      const dealId = await openDeal(seller, dealBuyer);
      await command(dealBuyer, dealId, { type: 'proceed' });
      const file = pdf('spa');
      const ticket = await requestTicket(seller, dealId, 'initial-spa', file);
      expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
      await postToBucket(ticket.body, file.bytes, file.type);
      const path = `${dealPath(dealId)}/uploads/${ticket.body.upload_id}/complete`;
      const answers = await Promise.all(Array.from({ length: 10 }, () => api(seller, 'POST', path)));
      const statuses = answers.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 201),
        JSON.stringify(answers.map((r) => r.body)),
      ).toHaveLength(1);
      for (const res of answers.filter((r) => r.status !== 201)) {
        expect(res.status, JSON.stringify(res.body)).toBe(409);
        expect(res.body.message).toMatch(/^This upload (was already completed|is already being completed)\./);
      }
      wrote(dealId);
      // exactly one version stored, the uploaded bytes, as the uploader reads the deal back
      const versions = ((await view(seller, dealId)).documents as Json[]).filter(
        (d) => d.document_type === 'initial-spa',
      );
      expect(versions).toHaveLength(1);
      expect(versions[0]).toMatchObject({ version: 1, review_status: 'pending' });
      expect(versions[0]!.file).toMatchObject({ size: file.bytes.length, sha256: sha256(file.bytes) });
      const link = await documentDownload(seller, dealId, versions[0]!.document_id as string);
      expect(link.status, JSON.stringify(link.body)).toBe(200);
      expect((await fetchLink(link.body)).equals(file.bytes)).toBe(true);
      const events = await partitionItems(dealId, 'EVENT#');
      expect(events.filter((e) => e.action === 'document-uploaded')).toHaveLength(1);
      await expectStored(dealId, 'sanitized-spa-submitted', 20);
      const later = await api(seller, 'POST', path);
      expect([later.status, later.body.message]).toEqual([409, 'This upload was already completed.']);
    }
  });

  it('a retry with the same Idempotency-Key gets the same answer and writes one event', async () => {
    const dealBuyer = await user('buyer');
    const dealId = await openDeal(seller, dealBuyer);
    const key = randomUUID();
    const path = `${dealPath(dealId)}/commands`;
    const first = await apiWithKey(dealBuyer, 'POST', path, key, { type: 'proceed' });
    const retry = await apiWithKey(dealBuyer, 'POST', path, key, { type: 'proceed' });
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const events = await partitionItems(dealId, 'EVENT#');
    expect(events.filter((e) => e.action === 'buyer-proceeded')).toHaveLength(1);
    expect((await storedDeal(dealId))?.version).toBe(2);
    // without the key the same command is a new one, refused now
    const again = await api(dealBuyer, 'POST', path, { type: 'proceed' });
    expect(again.status).toBe(409);
  });
});
