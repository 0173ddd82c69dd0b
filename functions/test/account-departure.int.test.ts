import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { signedInUsers, type SignedInUser } from './support/signed-in';
import { type Json } from './support/api-call';
import { postToBucket, pdfBytes } from './support/deal-walk';
import { eventually } from './support/eventually';

/**
 * A deleted or deactivated account stops trading, against the local stack: its items leave the
 * marketplace (search, card, inquiries), every pending inquiry it sent or received is withdrawn and
 * given back to its sender's monthly limit, accept refuses it as a counterparty (409 with a sentence),
 * and Deal Management marks its open deals as needing attention. Read back through the API and the table.
 */
const local = localStack();
const { db, table } = local;
const { user, api } = signedInUsers(local);

/** A word no other test writes: the searches below find this file's items only. */
const marker = `departure${randomUUID().slice(0, 8)}`;

let admin: SignedInUser;
let originalSettings: Json;

beforeAll(async () => {
  admin = await user('admin');
  originalSettings = (await api(admin, 'GET', '/admin/settings')).body;
  const roomy = { ...originalSettings, monthly_inquiry_limit: 1000 };
  expect((await api(admin, 'PUT', '/admin/settings', roomy)).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await api(admin, 'PUT', '/admin/settings', originalSettings);
});

async function listing(seller: SignedInUser, name: string): Promise<Json> {
  const bytes = pdfBytes(`fco ${randomUUID()}`);
  const ticket = await api(seller, 'POST', '/marketplace/uploads', {
    file_name: 'fco_terms.pdf',
    file_type: 'application/pdf',
    size: bytes.length,
    purpose: 'fco_terms',
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  await postToBucket(ticket.body, bytes, 'application/pdf');
  const fco = await api(seller, 'POST', `/marketplace/uploads/${ticket.body.upload_id}/complete`);
  expect(fco.status, JSON.stringify(fco.body)).toBe(201);
  const res = await api(seller, 'POST', '/marketplace/listings', {
    form: {
      name: `${name} ${marker}`,
      location: 'Rotterdam',
      quantity: 1000,
      unit: 'MT',
      delivery: 'FOB',
      term: 'Spot',
      price: 650,
      price_type: 'fixed',
      currency: 'USD',
      accepting_inquiries: 'now',
      industry: 'Energy',
    },
    fco_file_id: fco.body.id,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function inquire(buyer: SignedInUser, item: Json, quantity = 100): Promise<Json> {
  const res = await api(buyer, 'POST', `/marketplace/listings/${item.id}/inquiries`, { quantity });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The user's stored notifications of a type (the bell's items, which the e-mails follow). */
async function notified(who: SignedInUser, type: string) {
  const found = await db.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${who.userId}`, ':prefix': 'NOTIF#' },
      ConsistentRead: true,
    }),
  );
  return (found.Items ?? []).filter((n) => n.type === type);
}

const storedInquiry = (item: Json, inquiryId: string) =>
  local.readItem(`MARKET#${item.id}`, `INQUIRY#${inquiryId}`);

async function used(buyer: SignedInUser): Promise<number> {
  const res = await api(buyer, 'GET', '/marketplace/inquiries/sent');
  expect(res.status).toBe(200);
  return (res.body.usage as Json).used as number;
}

/** The ids of this file's listings a search by the marker finds. */
async function searched(who: SignedInUser): Promise<string[]> {
  const res = await api(who, 'GET', `/marketplace/listings?q=${marker}&page_size=36`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.items as Json[]).map((i) => i.id as string);
}

const setActive = (who: SignedInUser, active: boolean) =>
  api(admin, 'POST', `/admin/users/${who.userId}/${active ? 'activate' : 'deactivate'}`, {});

describe("a deactivated seller's listings", () => {
  it('leave search, card and inquiries; the pending inquiry is withdrawn and not counted; activation brings them back', async () => {
    const [seller, buyer] = await Promise.all([user('seller'), user('buyer')]);
    const item = await listing(seller, 'Jet A1');
    await eventually(
      () => searched(buyer),
      (ids) => ids.includes(item.id as string),
    );
    const sent = await inquire(buyer, item);
    expect(await used(buyer)).toBe(1);

    expect((await setActive(seller, false)).status).toBe(200);

    // withdrawn, its guard gone, one pending less on the item, given back to the buyer's month
    expect(await storedInquiry(item, sent.id as string)).toMatchObject({ status: 'Withdrawn', version: 2 });
    expect(await local.readItem(`MARKET#${item.id}`, `PENDING#${buyer.userId}`)).toBeUndefined();
    expect(await local.readItem(`USER#${seller.userId}`, `LISTING#${item.id}`)).toMatchObject({
      disabled: true,
      pending_inquiries: 0,
      status: 'Active',
    });
    expect(await used(buyer)).toBe(0);
    const [told] = await notified(buyer, 'inquiry-withdrawn');
    expect(told?.body).toContain('does not count against your monthly limit');
    // off the marketplace: not found, not searchable, no inquiry
    const card = await api(buyer, 'GET', `/marketplace/listings/${item.id}`);
    expect(card.status).toBe(404);
    await eventually(
      () => searched(buyer),
      (ids) => !ids.includes(item.id as string),
    );
    const refused = await api(buyer, 'POST', `/marketplace/listings/${item.id}/inquiries`, { quantity: 10 });
    expect(refused.status).toBe(404);
    expect(await used(buyer)).toBe(0);

    expect((await setActive(seller, true)).status).toBe(200);
    expect((await api(buyer, 'GET', `/marketplace/listings/${item.id}`)).status).toBe(200);
    await eventually(
      () => searched(buyer),
      (ids) => ids.includes(item.id as string),
    );
    // the withdrawn inquiry stays withdrawn; a new one may be sent
    expect(await storedInquiry(item, sent.id as string)).toMatchObject({ status: 'Withdrawn' });
    await inquire(buyer, item);
  });
});

describe("accepting a departed buyer's inquiry", () => {
  it('is refused with 409 and a sentence when the buyer deleted the account; no deal opens', async () => {
    const [seller, buyer] = await Promise.all([user('seller'), user('buyer')]);
    const item = await listing(seller, 'Gasoil');
    const sent = await inquire(buyer, item);
    expect((await api(buyer, 'DELETE', '/account')).status).toBe(204);

    expect(await storedInquiry(item, sent.id as string)).toMatchObject({ status: 'Withdrawn' });
    const accept = await api(seller, 'POST', `/marketplace/inquiries/${sent.id}/accept`);
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe(
      "The buyer's account is deleted or deactivated, so this inquiry can no longer be accepted.",
    );
    expect((await storedInquiry(item, sent.id as string))?.deal_id ?? null).toBeNull();
    expect(((await api(seller, 'GET', '/deals')).body.deals as Json[]).length).toBe(0);
    // the seller was told, and the item counts no pending inquiry
    expect(await notified(seller, 'inquiry-withdrawn')).toHaveLength(1);
    expect(await local.readItem(`USER#${seller.userId}`, `LISTING#${item.id}`)).toMatchObject({
      pending_inquiries: 0,
    });
  });

  it('is refused with 409 while the buyer is deactivated', async () => {
    const [seller, buyer] = await Promise.all([user('seller'), user('buyer')]);
    const item = await listing(seller, 'Fuel oil');
    const sent = await inquire(buyer, item);
    expect((await setActive(buyer, false)).status).toBe(200);
    const accept = await api(seller, 'POST', `/marketplace/inquiries/${sent.id}/accept`);
    expect(accept.status).toBe(409);
    expect(accept.body.message).toMatch(/^The buyer's account is deleted or deactivated/);
  });
});

describe("a deactivated party's open deal", () => {
  it('is marked as needing attention in Deal Management until the account is active again', async () => {
    const [seller, buyer] = await Promise.all([user('seller'), user('buyer')]);
    const item = await listing(seller, 'Naphtha');
    const sent = await inquire(buyer, item);
    const accepted = await api(seller, 'POST', `/marketplace/inquiries/${sent.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const dealId = accepted.body.deal_id as string;
    const row = async () => {
      const res = await api(admin, 'GET', `/admin/deals?q=${dealId}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.deals as Json[]).find((d) => d.id === dealId);
    };
    const before = await eventually(row, (r) => r !== undefined);
    expect(before!.needs_attention).toBeNull();

    expect((await setActive(seller, false)).status).toBe(200);
    expect((await row())!.needs_attention).toBe(`${item.owner_label}'s account is deactivated.`);

    expect((await setActive(seller, true)).status).toBe(200);
    expect((await row())!.needs_attention).toBeNull();
  });
});
