import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack, type PersonaKind } from '../../infra/local/personas';
import { type Json } from './support/api-call';
import { signedInUsers, type SignedInUser } from './support/signed-in';
import { marketDeals, pdfBytes, postToBucket } from './support/market-deals';

/**
 * Mandates against the local gateway and DynamoDB Local: who may call the dashboard, the attach
 * request and the party's answer; one mandate per side and commissions within 100 %; a confirmation
 * stores the membership, the audit event and the notification; an attached mandate reads the deal and
 * nothing more; an unattached or unconfirmed one sees no deal at all.
 */
const local = localStack();
const { stack, db, table } = local;
const signedIn = signedInUsers(local);
const { call, api } = signedIn;

type User = SignedInUser & { id: string };
async function user(kind: PersonaKind): Promise<User> {
  const signedInUser = await signedIn.user(kind);
  const me = await call(signedInUser.token, 'GET', '/me');
  return { ...signedInUser, id: me.body.profile.id as string };
}
const anonymous = (method: string, path: string, json?: unknown) =>
  fetch(stack.apiUrl + path, {
    method,
    headers: json === undefined ? {} : { 'content-type': 'application/json' },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
const { openDeal } = marketDeals(api);

const readOnly = 'A mandate follows the deal read-only.';

async function partition(pk: string, prefix: string) {
  const found = await db.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      ConsistentRead: true,
    }),
  );
  return found.Items ?? [];
}
const notifications = (who: User) => partition(`USER#${who.id}`, 'NOTIF#');

const attach = (who: User, body: Json, key?: string) =>
  key
    ? fetch(`${stack.apiUrl}/mandate/attachments`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${who.token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, body: (await res.json()) as Json }))
    : api(who, 'POST', '/mandate/attachments', body);
const answer = (who: User, dealId: string, mandate: User | string, verb: 'confirm' | 'decline') =>
  api(who, 'POST', `/deals/${dealId}/mandates/${typeof mandate === 'string' ? mandate : mandate.id}/${verb}`);

let seller: User;
let buyer: User;
let admin: User;
let inactive: User;
let strangerBuyer: User;
let mandateA: User;
let mandateB: User;
let mandateC: User;
let dealId: string;

beforeAll(async () => {
  [seller, buyer, admin, inactive, strangerBuyer, mandateA, mandateB, mandateC] = await Promise.all([
    user('seller'),
    user('buyer'),
    user('admin'),
    user('inactive'),
    user('buyer'),
    user('mandate'),
    user('mandate'),
    user('mandate'),
  ]);
  dealId = await openDeal(seller, buyer);
}, 90_000);

describe('who may call the mandate routes', () => {
  it('GET /mandate/deals: 401 without a token, 403 for non-mandates and inactive accounts', async () => {
    expect((await anonymous('GET', '/mandate/deals')).status).toBe(401);
    for (const who of [buyer, seller, inactive])
      expect((await api(who, 'GET', '/mandate/deals')).status).toBe(403);
    const mine = await api(mandateA, 'GET', '/mandate/deals');
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body).toEqual({
      deals: [],
      stats: { total: 0, pending: 0, active: 0, completed: 0, active_users: 0 },
    });
  });

  it("GET /mandate/deals for an admin: the platform's newest deals, without a side", async () => {
    const all = await api(admin, 'GET', '/mandate/deals');
    expect(all.status).toBe(200);
    const listed = (all.body.deals as Json[]).find((d) => d.id === dealId);
    expect(listed).toMatchObject({ id: dealId, title: `Deal #${dealId}`, side: null, progress: 10 });
    expect(all.body.stats.total).toBe((all.body.deals as Json[]).length);
    expect(all.body.stats.active_users).toBeGreaterThanOrEqual(2);
  });

  it('POST /mandate/attachments: 401, 403 for non-mandates (admins included), 400 naming the field, 404 for an unknown deal', async () => {
    expect((await anonymous('POST', '/mandate/attachments', { deal_id: dealId })).status).toBe(401);
    for (const who of [buyer, inactive, admin]) {
      const refused = await attach(who, { deal_id: dealId });
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
    }
    for (const [body, field] of [
      [{}, 'deal_id'],
      [{ deal_id: 'short' }, 'deal_id'],
      [{ deal_id: dealId, party: 'broker' }, 'party'],
      [{ deal_id: dealId, commission_percent: 100.5 }, 'commission_percent'],
      [{ deal_id: dealId, commission_percent: -1 }, 'commission_percent'],
      [{ deal_id: dealId, commission_percent: 2.555 }, 'commission_percent'],
      [{ deal_id: dealId, commission_percent: '5' }, 'commission_percent'],
    ] as const) {
      const bad = await attach(mandateA, body);
      expect(bad.status, JSON.stringify(bad.body)).toBe(400);
      expect(bad.body.field).toBe(field);
    }
    const extra = await attach(mandateA, { deal_id: dealId, note: 'hi' });
    expect(extra.status).toBe(400);
    const unknown = await attach(mandateA, { deal_id: 'ZZZZZZZZZZ' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Deal not found' } });
    expect(await partition(`DEAL#${dealId}`, 'MANDATE#')).toEqual([]);
  });

  it('confirm / decline: 401, 403 for a mandate or the other party or an admin, 404 for a stranger or no request', async () => {
    const path = `/deals/${dealId}/mandates/${mandateA.id}/confirm`;
    expect((await anonymous('POST', path)).status).toBe(401);
    expect((await answer(mandateA, dealId, mandateA, 'confirm')).status).toBe(403);
    expect((await answer(inactive, dealId, mandateA, 'decline')).status).toBe(403);
    expect((await answer(strangerBuyer, dealId, mandateA, 'confirm')).status).toBe(404);
    expect((await answer(buyer, dealId, mandateA, 'confirm')).body).toMatchObject({
      message: 'Mandate request not found',
    });
    expect((await answer(buyer, 'ZZZZZZZZZZ', mandateA, 'confirm')).status).toBe(404);
    expect((await api(buyer, 'POST', `/deals/${dealId}/mandates/not%20an%20id/confirm`)).status).toBe(400);
  });
});

describe('attaching a mandate to a deal', () => {
  it('stores a pending request for the side and notifies that party (the Transaction ID in any case)', async () => {
    const sent = await attach(mandateA, {
      deal_id: dealId.toLowerCase(),
      party: 'buyer',
      commission_percent: 60,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      deal_id: dealId,
      party: 'buyer',
      commission_percent: 60,
      status: 'pending',
    });
    const [stored] = await partition(`DEAL#${dealId}`, 'MANDATE#');
    expect(stored).toMatchObject({
      sk: 'MANDATE#buyer',
      mandate_id: mandateA.id,
      party: 'buyer',
      commission_percent: 60,
      status: 'pending',
    });
    const told = (await notifications(buyer)).filter((n) => n.type === 'mandate-attach-requested');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: `/deal/${dealId}`, read: false });
    expect(String(told[0]!.body)).toContain(`(Deal ${dealId})`);
  });

  it('the party sees the request on its deal; the other party does not', async () => {
    const seen = await api(buyer, 'GET', `/deals/${dealId}`);
    expect(seen.body.mandate_requests).toEqual([
      expect.objectContaining({
        mandate_id: mandateA.id,
        party: 'buyer',
        status: 'pending',
        commission_percent: 60,
        mandate_name: mandateA.fullName,
        mandate_company: mandateA.companyName,
      }),
    ]);
    expect((await api(seller, 'GET', `/deals/${dealId}`)).body.mandate_requests).toEqual([]);
  });

  it('refuses a second request of the same mandate, a second mandate for the side, and commissions above 100 % (409)', async () => {
    const twice = await attach(mandateA, { deal_id: dealId, party: 'seller' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already asked/);
    const sameSide = await attach(mandateB, { deal_id: dealId, party: 'buyer' });
    expect(sameSide.status).toBe(409);
    expect(sameSide.body.message).toMatch(/awaits confirmation/);
    const tooMuch = await attach(mandateB, { deal_id: dealId, party: 'seller', commission_percent: 40.01 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toContain('40 % remain');
    const remainder = await attach(mandateB, { deal_id: dealId, party: 'seller', commission_percent: 40 });
    // exactly the remaining 40 % is fine (the seller declines it below)
    expect(remainder.status, JSON.stringify(remainder.body)).toBe(201);
    expect((await partition(`DEAL#${dealId}`, 'MANDATE#')).map((m) => m.sk)).toEqual([
      'MANDATE#buyer',
      'MANDATE#seller',
    ]);
  });

  it('an unconfirmed mandate sees nothing of the deal (404), and its dashboard is empty', async () => {
    for (const who of [mandateA, mandateB, mandateC]) {
      const res = await api(who, 'GET', `/deals/${dealId}`);
      expect(res).toMatchObject({ status: 404, body: { message: 'Deal not found' } });
    }
    expect((await api(mandateA, 'GET', '/mandate/deals')).body.stats.total).toBe(0);
    expect((await api(mandateA, 'GET', '/deals')).body.deals).toEqual([]);
  });

  it('the other party and an admin may not answer the buyer-side request (403)', async () => {
    const wrongSide = await answer(seller, dealId, mandateA, 'confirm');
    expect(wrongSide.status).toBe(403);
    expect(wrongSide.body.message).toMatch(/Only the buyer/);
    expect((await answer(admin, dealId, mandateA, 'confirm')).status).toBe(403);
    expect((await partition(`DEAL#${dealId}`, `MEMBER#${mandateA.id}`)).length).toBe(0);
  });

  it('the buyer confirms: membership, request state, history event and the notification are stored together', async () => {
    const versionBefore = (await local.readItem(`DEAL#${dealId}`, 'DEAL'))?.version as number;
    const confirmed = await answer(buyer, dealId, mandateA, 'confirm');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.mandate_requests).toEqual([
      expect.objectContaining({ mandate_id: mandateA.id, status: 'confirmed' }),
    ]);
    const [member] = await partition(`DEAL#${dealId}`, `MEMBER#${mandateA.id}`);
    expect(member).toMatchObject({
      role: 'mandate',
      side: 'buyer',
      state: 'active',
      gsi2pk: `USER_DEALS#${mandateA.id}`,
    });
    expect(await local.readItem(`DEAL#${dealId}`, 'MANDATE#buyer')).toMatchObject({
      status: 'confirmed',
      confirmed_by: buyer.id,
    });
    const events = await partition(`DEAL#${dealId}`, 'EVENT#');
    expect(events.find((e) => e.action === 'mandate-attached')).toMatchObject({
      actor: buyer.id,
      actor_role: 'buyer',
      comment: 'Buyer Mandate attached (commission 60 %)',
    });
    // the deal counts among the mandate's deals, in its column; the deal's version moved on, so a
    // transition that read the members before the attachment is refused and read again
    expect(await local.readItem(`USER#${mandateA.id}`, 'DEAL_TALLY')).toMatchObject({ pending: 1 });
    expect((await local.readItem(`DEAL#${dealId}`, 'DEAL'))?.version).toBe(versionBefore + 1);
    const told = (await notifications(mandateA)).find((n) => n.type === 'mandate-attach-confirmed');
    expect(told).toMatchObject({
      title: 'Mandate attached',
      body: `You have been attached as a mandate for the buyer in Deal #${dealId}`,
      link: `/deal/${dealId}`,
    });
    // answered once: a second confirmation finds no pending request
    expect((await answer(buyer, dealId, mandateA, 'confirm')).status).toBe(404);
    const another = await attach(mandateC, { deal_id: dealId, party: 'buyer' });
    expect(another.status).toBe(409);
    expect(another.body.message).toBe('The buyer of this deal already has a mandate.');
  });

  it('the seller declines its request: the side is free again, the mandate is told and still sees nothing', async () => {
    const declined = await answer(seller, dealId, mandateB, 'decline');
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.mandate_requests).toEqual([]);
    expect(await local.readItem(`DEAL#${dealId}`, 'MANDATE#seller')).toBeUndefined();
    expect((await partition(`DEAL#${dealId}`, 'EVENT#')).some((e) => e.action === 'mandate-declined')).toBe(
      true,
    );
    const told = (await notifications(mandateB)).find((n) => n.type === 'mandate-attach-declined');
    expect(told).toMatchObject({ link: '/mandate-dashboard' });
    expect((await api(mandateB, 'GET', `/deals/${dealId}`)).status).toBe(404);
  });
});

describe("an attached mandate's view of the deal", () => {
  it('reads name, stage, progress, due dates and history; no actions, no document content', async () => {
    // the deal moves on: the buyer proceeds, the seller uploads its sanitized SPA, the platform approves
    expect((await api(buyer, 'POST', `/deals/${dealId}/commands`, { type: 'proceed' })).status).toBe(200);
    const bytes = pdfBytes(`spa ${randomUUID()}`);
    const ticket = await api(seller, 'POST', `/deals/${dealId}/uploads`, {
      document_type: 'initial-spa',
      file_name: 'sanitized-spa.pdf',
      file_type: 'application/pdf',
      size: bytes.length,
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    await postToBucket(ticket.body, bytes, 'application/pdf');
    const done = await api(seller, 'POST', `/deals/${dealId}/uploads/${ticket.body.upload_id}/complete`);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const spa = (done.body.documents as Json[]).find((d) => d.document_type === 'initial-spa')!;
    const approved = await api(admin, 'POST', `/deals/${dealId}/commands`, {
      type: 'review-document',
      documentId: spa.document_id,
      decision: 'approve',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const seen = await api(mandateA, 'GET', `/deals/${dealId}`);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toMatchObject({
      id: dealId,
      name: `Order #${dealId}`,
      role: 'mandate',
      stage: 'sanitized-spa-submitted',
      available_actions: [],
      mandate_requests: [],
      inspection_details: null,
      parties: { buyer: { company_name: null }, seller: { company_name: null } },
    });
    expect(Object.keys(seen.body.due_dates as Json)).toContain('initial-spa');
    const actions = (seen.body.history as Json[]).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['mandate-attached', 'buyer-proceeded', 'document-approved']),
    );
    const docs = seen.body.documents as Json[];
    const listed = docs.find((d) => d.document_type === 'initial-spa');
    expect(listed).toMatchObject({
      title: expect.any(String),
      review_status: 'approved',
      downloadable: false,
      file: null,
    });
    for (const doc of docs)
      expect(doc).toMatchObject({ downloadable: false, file: null, review_comment: null });

    const listedDeals = await api(mandateA, 'GET', '/deals');
    expect((listedDeals.body.deals as Json[]).map((d) => [d.id, d.role])).toEqual([[dealId, 'mandate']]);
    const dashboard = await api(mandateA, 'GET', '/mandate/deals');
    expect(dashboard.body).toEqual({
      deals: [
        expect.objectContaining({ id: dealId, side: 'buyer', progress: 20, stage_label: expect.any(String) }),
      ],
      stats: { total: 1, pending: 1, active: 0, completed: 0, active_users: 2 },
    });
    // the row names the deal by the same trade ticket, and says who acts next, as the deal itself
    const row = (dashboard.body.deals as Json[])[0]!;
    const ticketFields = ['product', 'quantity', 'unit', 'delivery', 'location', 'price', 'price_type'];
    const nextFields = ['currency', 'buyer_label', 'seller_label', 'next', 'due_at', 'stage_label'];
    for (const field of [...ticketFields, ...nextFields]) expect(row[field], field).toEqual(seen.body[field]);
    expect(row.next).not.toEqual([]);
    expect((row.next as Json[]).every((act) => act.yours === false)).toBe(true);
  });

  it('refuses every command, upload and download of the mandate (403) and stores nothing', async () => {
    const before = await local.readItem(`DEAL#${dealId}`, 'DEAL');
    for (const body of [
      { type: 'proceed' },
      { type: 'review-spa', decision: 'accept' },
      { type: 'cancel', reason: 'no' },
    ]) {
      const res = await api(mandateA, 'POST', `/deals/${dealId}/commands`, body);
      expect(res, body.type).toMatchObject({ status: 403, body: { message: readOnly } });
    }
    const ticket = await api(mandateA, 'POST', `/deals/${dealId}/uploads`, {
      document_type: 'proof-of-funds',
      file_name: 'funds.pdf',
      file_type: 'application/pdf',
      size: 100,
    });
    expect(ticket.status).toBe(403);
    const spa = ((await api(admin, 'GET', `/deals/${dealId}`)).body.documents as Json[]).find(
      (d) => d.document_type === 'initial-spa',
    )!;
    const download = await api(mandateA, 'GET', `/deals/${dealId}/documents/${spa.document_id}/download`);
    expect(download).toMatchObject({ status: 403, body: { message: readOnly } });
    for (const type of ['initial-spa-template', 'serval-invoice']) {
      const platform = await api(mandateA, 'GET', `/deals/${dealId}/platform-documents/${type}/download`);
      expect(platform.status).toBe(403);
    }
    expect((await local.readItem(`DEAL#${dealId}`, 'DEAL'))!.version).toBe(before!.version);
  });
});

describe('ended deals and retries', () => {
  it('a retried request with its Idempotency-Key gets the first answer; without one it is refused', async () => {
    const other = await openDeal(seller, buyer, 'Jet A1');
    const key = randomUUID();
    const first = await attach(mandateC, { deal_id: other, party: 'seller', commission_percent: 2.5 }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const retry = await attach(mandateC, { deal_id: other, party: 'seller', commission_percent: 2.5 }, key);
    expect(retry).toEqual(first);
    expect(
      (await attach(mandateC, { deal_id: other, party: 'seller', commission_percent: 2.5 })).status,
    ).toBe(409);
    expect(
      (await notifications(seller)).filter(
        (n) => n.type === 'mandate-attach-requested' && String(n.link).endsWith(other),
      ),
    ).toHaveLength(1);

    // cancelled: no more requests, and a pending one can no longer be confirmed
    const cancelled = await api(admin, 'POST', `/deals/${other}/commands`, {
      type: 'cancel',
      reason: 'Test over',
    });
    expect(cancelled.status).toBe(200);
    const late = await attach(mandateB, { deal_id: other, party: 'buyer' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/cancelled/);
    expect((await answer(seller, other, mandateC, 'confirm')).status).toBe(409);
    expect(await local.readItem(`DEAL#${other}`, `MEMBER#${mandateC.id}`)).toBeUndefined();
  });
});
