import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { signedInUsers, type SignedInUser } from './support/signed-in';
import { type Json } from './support/api-call';
import { eventually } from './support/eventually';

/**
 * Inquiries against the local gateway and DynamoDB Local: sending (the rules and the one transaction
 * behind them), the owner's and the sender's lists, accepting (the deal it opens, the committed
 * quantity, two accepts at once) and declining. Items and files are made through the marketplace's
 * own routes; what the transactions wrote is read back from the table.
 */
const local = localStack();
const { stack, db, table } = local;
const { user, api } = signedInUsers(local);
type User = SignedInUser;

/** A call with an Idempotency-Key, as the web client sends a user's action. */
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

const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\n%%EOF\n`, 'latin1');

/** Uploads a PDF through the marketplace upload routes (ticket, POST, complete): the file's record. */
async function uploadFile(who: User, purpose: 'fco_terms' | 'product_specifications'): Promise<Json> {
  const bytes = pdf(`${purpose} ${randomUUID()}`);
  const ticket = await api(who, 'POST', '/marketplace/uploads', {
    file_name: `${purpose}.pdf`,
    file_type: 'application/pdf',
    size: bytes.length,
    purpose,
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), 'file');
  const stored = await fetch(ticket.body.url as string, { method: 'POST', body: form });
  expect(stored.status, await stored.text()).toBeLessThan(300);
  const done = await api(who, 'POST', `/marketplace/uploads/${ticket.body.upload_id}/complete`);
  expect(done.status, JSON.stringify(done.body)).toBe(201);
  return done.body;
}

const isoDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

/** Submits a listing (seller) or request (buyer) with its FCO terms through the item routes. */
async function createItem(owner: User, kind: 'listing' | 'request', form: Json = {}): Promise<Json> {
  const fco = await uploadFile(owner, 'fco_terms');
  const res = await api(
    owner,
    'POST',
    kind === 'listing' ? '/marketplace/listings' : '/marketplace/requests',
    {
      form: {
        name: kind === 'listing' ? 'EN590 Diesel' : 'Jet Fuel A1',
        location: 'Rotterdam',
        quantity: 1000,
        unit: 'MT',
        delivery: 'FOB',
        term: kind === 'listing' ? 'Spot' : 'Net 30',
        price: 650,
        price_type: 'fixed',
        currency: 'USD',
        accepting_inquiries: 'now',
        industry: 'Energy',
        ...form,
      },
      fco_file_id: fco.id,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A counter-offer answering round `round`: every term stated, a fixed price. */
const counterBody = (round: number, terms: Json = {}, extra: Json = {}) => ({
  round,
  terms: {
    quantity: 100,
    price: { kind: 'fixed', amount: 640, currency: 'USD' },
    incoterm: 'FOB',
    location: 'Rotterdam',
    delivery_from: '2027-03-01',
    delivery_to: '2027-03-15',
    payment_term: 'LC at Sight',
    ...terms,
  },
  ...extra,
});

const inquire = (who: User, listingId: string, body: Json) =>
  api(who, 'POST', `/marketplace/listings/${listingId}/inquiries`, body);

async function inquireOnRequest(seller: User, requestId: string, body: Json = {}) {
  const [specs, terms] = await Promise.all([
    uploadFile(seller, 'product_specifications'),
    uploadFile(seller, 'fco_terms'),
  ]);
  return api(seller, 'POST', `/marketplace/requests/${requestId}/inquiries`, {
    quantity: 200,
    product_specifications_file_id: specs.id,
    fco_terms_file_id: terms.id,
    ...body,
  });
}

async function storedItem(owner: User, kind: 'listing' | 'request', id: string) {
  return local.readItem(`USER#${owner.userId}`, `${kind === 'listing' ? 'LISTING' : 'REQUEST'}#${id}`);
}

async function partition(pk: string, skPrefix: string) {
  const found = await db.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ConsistentRead: true,
    }),
  );
  return found.Items ?? [];
}

const notifications = (who: User) => partition(`USER#${who.userId}`, 'NOTIF#');

/** The sender's list reads GSI1, which follows the table shortly after a write. */
async function sentList(who: User): Promise<Json> {
  const res = await api(who, 'GET', '/marketplace/inquiries/sent');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
let seller: User;
let otherSeller: User;
let buyer: User;
let otherBuyer: User;
let inactive: User;
let admin: User;
let listing: Json;
let request: Json;
let originalSettings: Json;
/** Far above what any user here sends in a month, except where the limit itself is tested. */
const roomyLimit = 1000;

beforeAll(async () => {
  [seller, otherSeller, buyer, otherBuyer, inactive, admin] = await Promise.all([
    user('seller'),
    user('seller'),
    user('buyer'),
    user('buyer'),
    user('inactive'),
    user('admin'),
  ]);
  [listing, request] = await Promise.all([createItem(seller, 'listing'), createItem(buyer, 'request')]);
  originalSettings = (await api(admin, 'GET', '/admin/settings')).body;
  const roomy = { ...originalSettings, monthly_inquiry_limit: roomyLimit };
  expect((await api(admin, 'PUT', '/admin/settings', roomy)).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await api(admin, 'PUT', '/admin/settings', originalSettings);
});

describe('authorization of the inquiry routes', () => {
  const someId = randomUUID();
  const routes = (listingId: string, requestId: string, inquiryId: string) =>
    [
      ['POST', `/marketplace/listings/${listingId}/inquiries`, { quantity: 1 }],
      [
        'POST',
        `/marketplace/requests/${requestId}/inquiries`,
        { quantity: 1, product_specifications_file_id: 'a', fco_terms_file_id: 'b' },
      ],
      ['GET', `/marketplace/listings/${listingId}/inquiries`, undefined],
      ['GET', '/marketplace/inquiries/sent', undefined],
      ['POST', `/marketplace/inquiries/${inquiryId}/accept`, undefined],
      ['POST', `/marketplace/inquiries/${inquiryId}/decline`, {}],
      ['POST', `/marketplace/inquiries/${inquiryId}/counter`, counterBody(1)],
      ['POST', `/marketplace/inquiries/${inquiryId}/withdraw`, {}],
    ] as const;

  it('refuses every route without a token (401) and to an inactive account (403)', async () => {
    for (const [method, path, body] of routes(listing.id, request.id, someId)) {
      const anonymous = await fetch(stack.apiUrl + path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const refused = await api(inactive, method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body.message).toMatch(/Your account is inactive/);
    }
  });

  it('refuses a seller inquiring on a listing and a buyer inquiring on a request (403)', async () => {
    const bySeller = await inquire(otherSeller, listing.id, { quantity: 1 });
    expect(bySeller.status).toBe(403);
    const byBuyer = await api(otherBuyer, 'POST', `/marketplace/requests/${request.id}/inquiries`, {
      quantity: 1,
      product_specifications_file_id: 'a',
      fco_terms_file_id: 'b',
    });
    expect(byBuyer.status).toBe(403);
  });

  it("answers 404 for another user's item and another owner's inquiry", async () => {
    const own = await createItem(otherSeller, 'listing');
    const sent = await inquire(otherBuyer, own.id, { quantity: 10 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const listed = await api(seller, 'GET', `/marketplace/listings/${own.id}/inquiries`);
    expect(listed.status).toBe(404);
    expect(listed.body.message).toBe('Listing not found');
    // the other kind's path does not find the item either
    expect((await api(otherSeller, 'GET', `/marketplace/requests/${own.id}/inquiries`)).status).toBe(404);

    for (const stranger of [seller, buyer]) {
      for (const action of ['accept', 'decline', 'withdraw']) {
        const res = await api(stranger, 'POST', `/marketplace/inquiries/${sent.body.id}/${action}`, {});
        expect(res.status, `${action} by ${stranger.kind}`).toBe(404);
        expect(res.body.message).toBe('Inquiry not found');
      }
    }
    // the inquirer is a side, but cannot answer its own opening offer
    const ownOffer = await api(otherBuyer, 'POST', `/marketplace/inquiries/${sent.body.id}/accept`, {});
    expect(ownOffer.status).toBe(409);
    expect(ownOffer.body.message).toBe(
      "You made the latest offer: wait for the other side's answer, or withdraw it.",
    );
    expect((await api(seller, 'POST', `/marketplace/inquiries/${someId}/accept`)).status).toBe(404);
    // still pending and untouched
    const mine = await api(otherSeller, 'GET', `/marketplace/listings/${own.id}/inquiries`);
    expect(mine.body.inquiries).toEqual([expect.objectContaining({ id: sent.body.id, status: 'Pending' })]);
  });
});

describe('sending an inquiry', () => {
  it('refuses bad bodies with 400 naming the field, and stores nothing', async () => {
    const sender = await user('buyer');
    const item = await createItem(seller, 'listing');
    for (const [body, field] of [
      [{}, 'quantity'],
      [{ quantity: -5 }, 'quantity'],
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: 'ten' }, 'quantity'],
      [{ quantity: 5, message: 'x'.repeat(2001) }, 'message'],
      [{ quantity: 5, company: 'Buyer #1' }, 'company'],
    ] as const) {
      const res = await inquire(sender, item.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const missing = await inquire(sender, item.id, {});
    expect(missing.body.message).toBe('quantity: Please specify the quantity before submitting.');
    expect((await sentList(sender)).usage.used).toBe(0);
    expect((await storedItem(seller, 'listing', item.id))?.pending_inquiries).toBe(0);
  });

  it("refuses a seller's files that are missing, not the seller's, of the wrong purpose or already used", async () => {
    const sender = await user('seller');
    const item = await createItem(buyer, 'request');
    const [specs, terms, othersSpecs] = await Promise.all([
      uploadFile(sender, 'product_specifications'),
      uploadFile(sender, 'fco_terms'),
      uploadFile(otherSeller, 'product_specifications'),
    ]);
    const path = `/marketplace/requests/${item.id}/inquiries`;
    const cases: Array<[Json, string]> = [
      [{ quantity: 5, fco_terms_file_id: terms.id }, 'product_specifications_file_id'],
      [{ quantity: 5, product_specifications_file_id: specs.id }, 'fco_terms_file_id'],
      [
        { quantity: 5, product_specifications_file_id: othersSpecs.id, fco_terms_file_id: terms.id },
        'product_specifications_file_id',
      ],
      [
        { quantity: 5, product_specifications_file_id: terms.id, fco_terms_file_id: specs.id },
        'product_specifications_file_id',
      ],
      [
        { quantity: 5, product_specifications_file_id: specs.id, fco_terms_file_id: specs.id },
        'fco_terms_file_id',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await api(sender, 'POST', path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({
        field,
        message: `${field}: Please upload both Product Specifications and FCO Terms & Conditions.`,
      });
    }
    // nothing was attached by the refused attempts: the right pair goes through, once
    const sent = await api(sender, 'POST', path, {
      quantity: 5,
      product_specifications_file_id: specs.id,
      fco_terms_file_id: terms.id,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const elsewhere = await createItem(otherBuyer, 'request');
    const reused = await api(sender, 'POST', `/marketplace/requests/${elsewhere.id}/inquiries`, {
      quantity: 5,
      product_specifications_file_id: specs.id,
      fco_terms_file_id: terms.id,
    });
    expect(reused.status).toBe(400);
    expect(reused.body.field).toBe('product_specifications_file_id');
  });

  it('refuses an inquiry on one of your own items (403)', async () => {
    const trader = await user('seller');
    // a company that both buys and sells
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `USER#${trader.userId}`, sk: 'PROFILE' },
        UpdateExpression: 'SET #roles = :roles',
        ExpressionAttributeNames: { '#roles': 'roles' },
        ExpressionAttributeValues: { ':roles': ['seller', 'buyer'] },
      }),
    );
    const own = await createItem(trader, 'listing');
    const res = await inquire(trader, own.id, { quantity: 1 });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot inquire on your own listing.');
    const ownRequest = await createItem(trader, 'request');
    const onRequest = await inquireOnRequest(trader, ownRequest.id, { quantity: 1 });
    expect(onRequest.status).toBe(403);
    expect(onRequest.body.message).toBe('You cannot inquire on your own request.');
  });

  it('refuses an inactive item, one whose inquiries open later, and an unknown one', async () => {
    const paused = await createItem(seller, 'listing');
    const deactivated = await api(seller, 'POST', `/marketplace/listings/${paused.id}/status`, {
      status: 'Inactive',
      version: paused.version,
    });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    const onInactive = await inquire(otherBuyer, paused.id, { quantity: 1 });
    expect(onInactive.status).toBe(409);
    expect(onInactive.body.message).toBe('This listing is not accepting inquiries.');

    const opensOn = isoDay(20);
    const later = await createItem(seller, 'listing', {
      accepting_inquiries: 'date',
      inquiries_date: opensOn,
    });
    const early = await inquire(otherBuyer, later.id, { quantity: 1 });
    expect(early.status).toBe(409);
    const [y, m, d] = opensOn.split('-').map(Number);
    const month = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleString('en-US', {
      month: 'short',
      timeZone: 'UTC',
    });
    expect(early.body.message).toBe(`Inquiries open on ${month} ${d}, ${y}`);

    expect((await inquire(otherBuyer, randomUUID(), { quantity: 1 })).status).toBe(404);
    // a request id on the listings path is not a listing
    expect((await inquire(otherBuyer, request.id, { quantity: 1 })).status).toBe(404);
  });

  it('refuses more than the uncommitted quantity, and a second pending inquiry on the same item', async () => {
    const sender = await user('buyer');
    const item = await createItem(seller, 'listing', { quantity: 1250 });
    const tooMuch = await inquire(sender, item.id, { quantity: 1250.5 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('Only 1,250 MT remain available.');

    expect((await inquire(sender, item.id, { quantity: 100 })).status).toBe(201);
    const again = await inquire(sender, item.id, { quantity: 50 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have a pending inquiry on this listing.');
    // the refused one counted nothing
    expect((await storedItem(seller, 'listing', item.id))?.pending_inquiries).toBe(1);
    expect((await sentList(sender)).usage.used).toBe(1);
  });

  it('of two inquiries by one buyer on one item sent at once, one is stored and the other refused as pending', async () => {
    for (let round = 0; round < 3; round++) {
      const sender = await user('buyer');
      const item = await createItem(seller, 'listing');
      const answers = await Promise.all([
        inquire(sender, item.id, { quantity: 10 }),
        inquire(sender, item.id, { quantity: 20 }),
      ]);
      expect(answers.map((r) => r.status).sort(), JSON.stringify(answers.map((r) => r.body))).toEqual([
        201, 409,
      ]);
      expect(answers.find((r) => r.status === 409)?.body.message).toBe(
        'You already have a pending inquiry on this listing.',
      );
      expect(await storedItem(seller, 'listing', item.id)).toMatchObject({ pending_inquiries: 1 });
      expect(await partition(`MARKET#${item.id}`, 'INQUIRY#')).toHaveLength(1);
      expect((await sentList(sender)).usage.used).toBe(1);
    }
  });

  it("stores the inquiry, the owner's notification and the item's count in one write; both sides list it", async () => {
    const sender = await user('buyer');
    const item = await createItem(seller, 'listing');
    const before = await storedItem(seller, 'listing', item.id);
    const res = await inquire(sender, item.id, { quantity: 250, message: 'Delivery in July?' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      item_id: item.id,
      item_kind: 'listing',
      item_name: 'EN590 Diesel',
      company: expect.stringMatching(/^Buyer #[1-9]\d{3}$/),
      rating: 2.5,
      quantity: 250,
      unit: 'MT',
      message: 'Delivery in July?',
      status: 'Pending',
      decline_reason: null,
      files: [],
      deal_id: null,
      negotiation: {
        side: 'buyer',
        rounds: [
          {
            number: 1,
            by: 'buyer',
            label: res.body.company,
            at: res.body.created_at,
            valid_until: new Date(Date.parse(res.body.created_at as string) + 24 * 3_600_000).toISOString(),
            message: 'Delivery in July?',
            terms: {
              quantity: 250,
              unit: 'MT',
              price: { kind: 'fixed', amount: 650, currency: 'USD' },
              incoterm: 'FOB',
              location: 'Rotterdam',
              delivery_from: null,
              delivery_to: null,
              payment_term: null,
            },
            changes: [],
          },
        ],
        moves: ['withdraw'],
        rounds_left: 5,
        closed_by: null,
      },
    });
    expect(res.body).not.toHaveProperty('inquirer');

    const stored = await local.readItem(`MARKET#${item.id}`, `INQUIRY#${res.body.id}`);
    expect(stored).toMatchObject({
      entity: 'inquiry',
      inquirer: sender.userId,
      item_owner: seller.userId,
      gsi1pk: `SENT_INQUIRIES#${sender.userId}`,
      gsi2pk: `INQUIRY#${res.body.id}`,
      version: 1,
    });
    expect(await local.readItem(`MARKET#${item.id}`, `PENDING#${sender.userId}`)).toMatchObject({
      inquiry_id: res.body.id,
    });
    const after = await storedItem(seller, 'listing', item.id);
    expect(after).toMatchObject({ pending_inquiries: 1, version: before?.version });
    expect(String(after?.updated_at) > String(before?.updated_at)).toBe(true);
    expect(after?.gsi3sk).toBe(`${after?.updated_at}#${item.id}`);
    expect(await notifications(seller)).toContainEqual(
      expect.objectContaining({
        type: 'inquiry-received',
        title: 'New inquiry received',
        body: `${res.body.company} sent an inquiry for 250 MT of EN590 Diesel.`,
        link: '/my-listings',
        read: false,
      }),
    );

    const owners = await api(seller, 'GET', `/marketplace/listings/${item.id}/inquiries`);
    expect(owners.status).toBe(200);
    // the owner sees the same negotiation from the seller's side, with its own moves
    expect(owners.body.inquiries).toEqual([
      {
        ...res.body,
        negotiation: {
          ...(res.body.negotiation as Json),
          side: 'seller',
          moves: ['accept', 'counter', 'decline'],
        },
      },
    ]);
    const sent = await eventually(
      () => sentList(sender),
      (list) => list.inquiries.length > 0,
    );
    expect(sent.inquiries).toEqual([res.body]);
  });

  it("carries the inquirer's rating as an admin set it", async () => {
    const rated = await user('buyer');
    const set = await api(admin, 'PUT', `/admin/users/${rated.userId}/rating`, { rating: 4.5 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const res = await inquire(rated, listing.id, { quantity: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.rating).toBe(4.5);
  });

  it("attaches a seller's two files to the inquiry, which the request's owner can then download", async () => {
    const sender = await user('seller');
    const item = await createItem(buyer, 'request');
    const res = await inquireOnRequest(sender, item.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.company).toMatch(/^Seller #\d{4}$/);
    expect(res.body.files.map((f: Json) => f.purpose).sort()).toEqual([
      'fco_terms',
      'product_specifications',
    ]);
    for (const file of res.body.files as Json[]) {
      expect(await local.readItem(`USER#${sender.userId}`, `MFILE#${file.id}`)).toMatchObject({
        attached_to: { kind: 'inquiry', id: res.body.id, item_owner: buyer.userId },
      });
      expect((await api(buyer, 'GET', `/marketplace/files/${file.id}/download`)).status).toBe(200);
    }
  });

  it('keeps one label per inquirer and item across inquiries; another inquirer gets another', async () => {
    const sender = await user('buyer');
    const item = await createItem(seller, 'listing');
    const first = await inquire(sender, item.id, { quantity: 10 });
    expect((await api(seller, 'POST', `/marketplace/inquiries/${first.body.id}/decline`, {})).status).toBe(
      200,
    );
    const second = await inquire(sender, item.id, { quantity: 20 });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.company).toBe(first.body.company);
    const stranger = await inquire(otherBuyer, item.id, { quantity: 5 });
    expect(stranger.body.company).not.toBe(first.body.company);
    expect(await partition(`MARKET#${item.id}`, 'LABEL#')).toHaveLength(2);
  });
});

describe('the monthly inquiry limit', () => {
  const withLimit = (limit: number) =>
    api(admin, 'PUT', '/admin/settings', { ...originalSettings, monthly_inquiry_limit: limit });
  afterAll(async () => {
    await withLimit(roomyLimit);
  });

  it('refuses the inquiry past the limit, naming it, and the sent list reports the use', async () => {
    const sender = await user('buyer');
    const items = await Promise.all([1, 2, 3].map(() => createItem(seller, 'listing')));
    const saved = await withLimit(2);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    expect((await inquire(sender, items[0]!.id, { quantity: 1 })).status).toBe(201);
    expect((await inquire(sender, items[1]!.id, { quantity: 1 })).status).toBe(201);
    const third = await inquire(sender, items[2]!.id, { quantity: 1 });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('You have reached your monthly limit of 2 inquiries.');

    const { usage } = await sentList(sender);
    expect(usage).toEqual({ month: new Date().toISOString().slice(0, 7), used: 2, limit: 2, remaining: 0 });
    expect((await storedItem(seller, 'listing', items[2]!.id))?.pending_inquiries).toBe(0);
  });

  it('lets only one of two inquiries sent at once take the last inquiry of the month', async () => {
    const sender = await user('buyer');
    const items = await Promise.all([1, 2, 3].map(() => createItem(seller, 'listing')));
    expect((await withLimit(2)).status).toBe(200);
    expect((await inquire(sender, items[0]!.id, { quantity: 1 })).status).toBe(201);
    const answers = await Promise.all([
      inquire(sender, items[1]!.id, { quantity: 1 }),
      inquire(sender, items[2]!.id, { quantity: 1 }),
    ]);
    expect(answers.map((r) => r.status).sort(), JSON.stringify(answers.map((r) => r.body))).toEqual([
      201, 409,
    ]);
    expect(answers.find((r) => r.status === 409)?.body.message).toBe(
      'You have reached your monthly limit of 2 inquiries.',
    );
    expect((await sentList(sender)).usage).toMatchObject({ used: 2, remaining: 0 });
  });
});

describe('accepting an inquiry', () => {
  it('opens the deal with both members and its audit event, commits the quantity and, when full, the item', async () => {
    const sender = await user('buyer');
    const item = await createItem(seller, 'listing', { quantity: 600 });
    const partial = await inquire(sender, item.id, { quantity: 200 });
    const rest = await inquire(otherBuyer, item.id, { quantity: 400 });

    const first = await api(seller, 'POST', `/marketplace/inquiries/${partial.body.id}/accept`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const dealId = first.body.deal_id as string;
    expect(dealId).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(first.body.inquiry).toMatchObject({ id: partial.body.id, status: 'Accepted', deal_id: dealId });

    const deal = await local.readItem(`DEAL#${dealId}`, 'DEAL');
    expect(deal).toMatchObject({
      entity: 'deal',
      gsi1pk: 'DEAL',
      id: dealId,
      name: `Order #${dealId}`,
      title: `Deal #${dealId}`,
      stage: 'inquiry-submitted',
      progress: 10,
      status: 'active',
      buyer_id: sender.userId,
      buyer_label: partial.body.company,
      seller_id: seller.userId,
      seller_label: item.owner_label,
      inquiry_id: partial.body.id,
      item_id: item.id,
      version: 1,
      snapshot: {
        product: 'EN590 Diesel',
        product_type: item.product_type,
        quantity: 200,
        unit: 'MT',
        delivery: 'FOB',
        location: 'Rotterdam',
        price: 650,
        price_type: 'fixed',
        platts_reference: null,
        discount: null,
        currency: 'USD',
        industry: 'Energy',
      },
      fco_files: [
        expect.objectContaining({ id: item.fco_file.id, purpose: 'fco_terms', provided_by: 'seller' }),
      ],
    });
    const members = await partition(`DEAL#${dealId}`, 'MEMBER#');
    expect(members.map((m) => [m.user_id, m.role, m.gsi2pk, m.gsi2sk]).sort()).toEqual(
      [
        [sender.userId, 'buyer', `USER_DEALS#${sender.userId}`, `active#${deal?.updated_at}`],
        [seller.userId, 'seller', `USER_DEALS#${seller.userId}`, `active#${deal?.updated_at}`],
      ].sort(),
    );
    expect(await partition(`DEAL#${dealId}`, 'EVENT#')).toEqual([
      expect.objectContaining({ action: 'deal-opened', actor: seller.userId, to: 'inquiry-submitted' }),
    ]);
    expect(await local.readItem(`MARKET#${item.id}`, `PENDING#${sender.userId}`)).toBeUndefined();
    expect(await notifications(sender)).toContainEqual(
      expect.objectContaining({
        type: 'inquiry-accepted',
        title: 'Inquiry accepted',
        link: `/deal/${dealId}`,
      }),
    );
    expect(await storedItem(seller, 'listing', item.id)).toMatchObject({
      committed_quantity: 200,
      accepted_inquiries: 1,
      pending_inquiries: 1,
      status: 'Active',
    });

    const second = await api(seller, 'POST', `/marketplace/inquiries/${rest.body.id}/accept`);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const full = await storedItem(seller, 'listing', item.id);
    expect(full).toMatchObject({
      committed_quantity: 600,
      accepted_inquiries: 2,
      pending_inquiries: 0,
      status: 'Accepted',
      gsi1pk: 'MARKET#listing#Accepted',
    });
    expect(full?.gsi3sk).toBe(`${full?.updated_at}#${item.id}`);

    const sent = await eventually(
      () => sentList(sender),
      (list) => list.inquiries[0]?.status === 'Accepted',
    );
    expect(sent.inquiries[0]).toMatchObject({ id: partial.body.id, status: 'Accepted', deal_id: dealId });
    const again = await api(seller, 'POST', `/marketplace/inquiries/${partial.body.id}/accept`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This inquiry has already been accepted.');
  });

  it("on a request the owner is the buyer and the inquiring seller's files join the deal", async () => {
    const sender = await user('seller');
    const item = await createItem(buyer, 'request');
    const sent = await inquireOnRequest(sender, item.id, { quantity: 300 });
    const accepted = await api(buyer, 'POST', `/marketplace/inquiries/${sent.body.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const deal = await local.readItem(`DEAL#${accepted.body.deal_id}`, 'DEAL');
    expect(deal).toMatchObject({
      buyer_id: buyer.userId,
      buyer_label: item.owner_label,
      seller_id: sender.userId,
      seller_label: sent.body.company,
      item_kind: 'request',
      snapshot: expect.objectContaining({ product: 'Jet Fuel A1', quantity: 300 }),
    });
    expect((deal?.fco_files as Json[]).map((f) => [f.purpose, f.provided_by])).toEqual([
      ['fco_terms', 'buyer'],
      ['product_specifications', 'seller'],
      ['fco_terms', 'seller'],
    ]);
  });

  it('of two accepts that together exceed the quantity, fired at once, exactly one wins', async () => {
    for (let round = 0; round < 4; round++) {
      const item = await createItem(seller, 'listing', { quantity: 100 });
      const [a, b] = await Promise.all([
        inquire(buyer, item.id, { quantity: 60 }),
        inquire(otherBuyer, item.id, { quantity: 60 }),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      const answers = await Promise.all(
        [a, b].map((sent) => api(seller, 'POST', `/marketplace/inquiries/${sent.body.id}/accept`)),
      );
      expect(answers.map((r) => r.status).sort(), JSON.stringify(answers.map((r) => r.body))).toEqual([
        200, 409,
      ]);
      expect(answers.find((r) => r.status === 409)?.body.message).toBe('Only 40 MT remain available.');
      const stored = await storedItem(seller, 'listing', item.id);
      expect(stored).toMatchObject({ committed_quantity: 60, accepted_inquiries: 1, pending_inquiries: 1 });
      const inquiries = (await api(seller, 'GET', `/marketplace/listings/${item.id}/inquiries`)).body
        .inquiries as Json[];
      expect(inquiries.map((i) => i.status).sort()).toEqual(['Accepted', 'Pending']);
    }
  });

  it('two accepts at once that together fill the item both win, and the item becomes Accepted', async () => {
    for (let round = 0; round < 3; round++) {
      const item = await createItem(seller, 'listing', { quantity: 100 });
      const [a, b] = await Promise.all([
        inquire(buyer, item.id, { quantity: 40 }),
        inquire(otherBuyer, item.id, { quantity: 60 }),
      ]);
      const answers = await Promise.all(
        [a, b].map((sent) => api(seller, 'POST', `/marketplace/inquiries/${sent.body.id}/accept`)),
      );
      expect(
        answers.map((r) => r.status),
        JSON.stringify(answers.map((r) => r.body)),
      ).toEqual([200, 200]);
      expect(await storedItem(seller, 'listing', item.id)).toMatchObject({
        committed_quantity: 100,
        accepted_inquiries: 2,
        status: 'Accepted',
      });
    }
  });

  it('a retried accept with the same Idempotency-Key opens one deal', async () => {
    const sender = await user('buyer');
    const item = await createItem(seller, 'listing');
    const sent = await inquire(sender, item.id, { quantity: 100 });
    const key = randomUUID();
    const path = `/marketplace/inquiries/${sent.body.id}/accept`;
    const first = await apiWithKey(seller, 'POST', path, key);
    const retry = await apiWithKey(seller, 'POST', path, key);
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const deals = await db.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER_DEALS#${sender.userId}` },
      }),
    );
    expect(deals.Items?.map((m) => m.deal_id)).toEqual([first.body.deal_id]);
    expect((await storedItem(seller, 'listing', item.id))?.committed_quantity).toBe(100);
  });
});

describe('declining an inquiry', () => {
  it('declines with the reason the sender sees, frees the item for a new inquiry and notifies the sender', async () => {
    const sender = await user('buyer');
    const item = await createItem(seller, 'listing');
    const sent = await inquire(sender, item.id, { quantity: 100 });
    const declined = await api(seller, 'POST', `/marketplace/inquiries/${sent.body.id}/decline`, {
      reason: 'We can only ship in September.',
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'Declined',
      decline_reason: 'We can only ship in September.',
    });
    expect(await storedItem(seller, 'listing', item.id)).toMatchObject({
      pending_inquiries: 0,
      declined_inquiries: 1,
      committed_quantity: 0,
    });
    expect(await local.readItem(`MARKET#${item.id}`, `PENDING#${sender.userId}`)).toBeUndefined();
    expect(await notifications(sender)).toContainEqual(
      expect.objectContaining({
        type: 'inquiry-declined',
        title: 'Inquiry declined',
        body: 'Your inquiry for 100 MT of EN590 Diesel was declined. Reason: We can only ship in September.',
        link: '/my-requests',
      }),
    );
    const list = await eventually(
      () => sentList(sender),
      (l) => l.inquiries[0]?.status === 'Declined',
    );
    expect(list.inquiries[0]).toMatchObject({
      id: sent.body.id,
      status: 'Declined',
      decline_reason: 'We can only ship in September.',
    });

    const twice = await api(seller, 'POST', `/marketplace/inquiries/${sent.body.id}/decline`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This inquiry has already been declined.');
    const acceptLater = await api(seller, 'POST', `/marketplace/inquiries/${sent.body.id}/accept`);
    expect(acceptLater.status).toBe(409);
    expect((await inquire(sender, item.id, { quantity: 100 })).status).toBe(201);
  });

  it('refuses a reason longer than 500 characters (400 naming it)', async () => {
    const res = await api(seller, 'POST', `/marketplace/inquiries/${randomUUID()}/decline`, {
      reason: 'x'.repeat(501),
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('reason');
  });
});

describe('negotiating an inquiry', () => {
  const counter = (who: User, id: unknown, body: Json) =>
    api(who, 'POST', `/marketplace/inquiries/${String(id)}/counter`, body);
  const stored = (itemId: unknown, id: unknown) =>
    local.readItem(`MARKET#${String(itemId)}`, `INQUIRY#${String(id)}`);

  /** A fresh listing of `owner` and an inquiry of `inquirer` on it. */
  async function opened(owner: User, inquirer: User, form: Json = {}, quantity = 200) {
    const item = await createItem(owner, 'listing', form);
    const sent = await inquire(inquirer, item.id as string, { quantity });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    return { item, inquiry: sent.body };
  }

  it('refuses a counter-offer with a bad body (400 naming the field) and a stranger (404)', async () => {
    const { inquiry } = await opened(seller, buyer);
    for (const [body, field] of [
      [counterBody(1, { price: { kind: 'fixed', amount: -1, currency: 'USD' } }), 'terms.price.amount'],
      [counterBody(1, { delivery_to: '2027-02-01' }), 'terms.delivery_to'],
      [counterBody(1, { payment_term: 'Cash' }), 'terms.payment_term'],
      [counterBody(1, { quantity: 0 }), 'terms.quantity'],
      [
        counterBody(1, {}, { valid_until: new Date(Date.now() + 15 * 86_400_000).toISOString() }),
        'valid_until',
      ],
      [counterBody(1, {}, { valid_until: new Date(Date.now() + 60_000).toISOString() }), 'valid_until'],
      [counterBody(1, {}, { company: 'x' }), 'company'],
      [{ terms: counterBody(1).terms }, 'round'],
    ] as const) {
      const res = await counter(seller, inquiry.id, body as Json);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    for (const stranger of [otherSeller, otherBuyer]) {
      expect((await counter(stranger, inquiry.id, counterBody(1))).status).toBe(404);
      expect((await api(stranger, 'POST', `/marketplace/inquiries/${inquiry.id}/withdraw`, {})).status).toBe(
        404,
      );
    }
    expect(await stored(inquiry.item_id, inquiry.id)).toMatchObject({ version: 1, status: 'Pending' });
  });

  it('a counter-offer answers the latest round only, within the quantity left, and moves nothing else', async () => {
    const { item, inquiry } = await opened(seller, buyer);
    const monthKey = {
      pk: `USER#${buyer.userId}`,
      sk: `INQUIRY_COUNT#${new Date().toISOString().slice(0, 7)}`,
    };
    const countBefore = (await local.readItem(monthKey.pk, monthKey.sk))?.count;
    // the inquirer cannot counter its own opening offer
    const own = await counter(buyer, inquiry.id, counterBody(1));
    expect(own.status).toBe(409);
    const tooMuch = await counter(seller, inquiry.id, counterBody(1, { quantity: 1_001 }));
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('Only 1,000 MT remain available.');

    const countered = await counter(
      seller,
      inquiry.id,
      counterBody(1, { quantity: 150 }, { message: 'Best price.' }),
    );
    expect(countered.status, JSON.stringify(countered.body)).toBe(200);
    const negotiation = countered.body.negotiation as Json;
    expect(negotiation.moves).toEqual(['withdraw']);
    expect((negotiation.rounds as Json[])[1]).toMatchObject({
      number: 2,
      by: 'seller',
      label: item.owner_label,
      message: 'Best price.',
      changes: ['quantity', 'price', 'delivery_from', 'delivery_to', 'payment_term'],
    });
    const after = await stored(item.id, inquiry.id);
    expect(after).toMatchObject({
      status: 'Pending',
      quantity: 150,
      version: 2,
      gsi3pk: `AWAITING_OFFER#${buyer.userId}`,
    });
    expect((after?.rounds as unknown[]).length).toBe(2);
    // a round answered twice: the second names a round that is no longer the latest
    const stale = await counter(seller, inquiry.id, counterBody(1));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Round 1 is no longer the latest offer: round 2 is/);
    // negotiating does not spend the monthly inquiry limit
    expect((await local.readItem(monthKey.pk, monthKey.sk))?.count).toBe(countBefore);
    expect(await notifications(buyer)).toContainEqual(
      expect.objectContaining({
        type: 'offer-countered',
        title: 'Counter-offer received',
        link: '/my-requests',
      }),
    );
  });

  it('the inquirer accepts a counter-offer: the deal opens on its terms and keeps the rounds', async () => {
    const { item, inquiry } = await opened(seller, buyer, {
      price_type: 'discount',
      price: null,
      platts_reference: 'NWE',
      discount: 12.5,
    });
    expect(((inquiry.negotiation as Json).rounds as Json[])[0]!.terms).toMatchObject({
      price: { kind: 'formula', reference: 'NWE', differential: -12.5, period: '5 days around B/L date' },
    });
    await counter(
      seller,
      inquiry.id,
      counterBody(1, { quantity: 180, price: { kind: 'fixed', amount: 655.5, currency: 'USD' } }),
    );
    const accepted = await api(buyer, 'POST', `/marketplace/inquiries/${inquiry.id}/accept`, { round: 2 });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const deal = await local.readItem(`DEAL#${accepted.body.deal_id}`, 'DEAL');
    expect(deal?.snapshot).toMatchObject({
      quantity: 180,
      price: 655.5,
      price_type: 'fixed',
      platts_reference: null,
      discount: null,
      delivery: 'FOB',
      payment_terms: 'LC at Sight',
      delivery_from: '2027-03-01',
      delivery_to: '2027-03-15',
    });
    expect((deal?.negotiation as Json[]).map((r) => [r.number, r.by])).toEqual([
      [1, 'buyer'],
      [2, 'seller'],
    ]);
    expect(await storedItem(seller, 'listing', item.id as string)).toMatchObject({ committed_quantity: 180 });
    expect(await stored(item.id, inquiry.id)).not.toHaveProperty('gsi3pk');
    expect(await notifications(seller)).toContainEqual(
      expect.objectContaining({ type: 'inquiry-accepted', title: 'Offer accepted' }),
    );
    const view = await api(buyer, 'GET', `/deals/${accepted.body.deal_id}`);
    expect((view.body.negotiation as Json[]).length).toBe(2);
    expect(view.body.snapshot).toMatchObject({ payment_terms: 'LC at Sight' });
  });

  it('the inquirer declines a counter-offer, and the maker of an offer withdraws it', async () => {
    const declinedCase = await opened(seller, buyer);
    await counter(seller, declinedCase.inquiry.id, counterBody(1));
    const declined = await api(buyer, 'POST', `/marketplace/inquiries/${declinedCase.inquiry.id}/decline`, {
      round: 2,
      reason: 'Too far from our budget.',
    });
    expect(declined.status).toBe(200);
    expect(await stored(declinedCase.item.id, declinedCase.inquiry.id)).toMatchObject({
      status: 'Declined',
      closed_by: 'inquirer',
      decline_reason: 'Too far from our budget.',
    });
    expect(await notifications(seller)).toContainEqual(
      expect.objectContaining({
        type: 'offer-declined',
        body: expect.stringContaining('Too far from our budget.'),
      }),
    );

    const withdrawnCase = await opened(seller, otherBuyer);
    const itemBefore = await storedItem(seller, 'listing', withdrawnCase.item.id as string);
    expect(itemBefore).toMatchObject({ pending_inquiries: 1 });
    // only the offer's maker withdraws it
    const notMaker = await api(
      seller,
      'POST',
      `/marketplace/inquiries/${withdrawnCase.inquiry.id}/withdraw`,
      {},
    );
    expect(notMaker.status).toBe(409);
    const withdrawn = await api(
      otherBuyer,
      'POST',
      `/marketplace/inquiries/${withdrawnCase.inquiry.id}/withdraw`,
      {
        round: 1,
      },
    );
    expect(withdrawn.status).toBe(200);
    expect(await stored(withdrawnCase.item.id, withdrawnCase.inquiry.id)).toMatchObject({
      status: 'Withdrawn',
      closed_by: 'inquirer',
    });
    expect(await storedItem(seller, 'listing', withdrawnCase.item.id as string)).toMatchObject({
      pending_inquiries: 0,
    });
    expect(
      await local.readItem(`MARKET#${withdrawnCase.item.id}`, `PENDING#${otherBuyer.userId}`),
    ).toBeUndefined();
    expect(await notifications(seller)).toContainEqual(expect.objectContaining({ type: 'offer-withdrawn' }));
    // closed: no move is left
    expect((await counter(seller, withdrawnCase.inquiry.id, counterBody(1))).status).toBe(409);
  });

  it('of an accept and a counter fired at once exactly one wins, and a retried counter is one round', async () => {
    const { item, inquiry } = await opened(seller, buyer);
    const key = randomUUID();
    const body = counterBody(1, { quantity: 120 });
    const [first, retry] = await Promise.all([
      apiWithKey(seller, 'POST', `/marketplace/inquiries/${inquiry.id}/counter`, key, body),
      apiWithKey(seller, 'POST', `/marketplace/inquiries/${inquiry.id}/counter`, key, body),
    ]);
    expect([first.status, retry.status].sort()).toEqual(
      first.status === 200 && retry.status === 200 ? [200, 200] : [200, 409],
    );
    expect(((await stored(item.id, inquiry.id))?.rounds as unknown[]).length).toBe(2);

    const raced = await opened(seller, otherBuyer);
    const [accept, counterMove] = await Promise.all([
      api(seller, 'POST', `/marketplace/inquiries/${raced.inquiry.id}/accept`, { round: 1 }),
      counter(seller, raced.inquiry.id, counterBody(1)),
    ]);
    expect([accept.status, counterMove.status].sort()).toEqual([200, 409]);
    const after = await stored(raced.item.id, raced.inquiry.id);
    if (accept.status === 200)
      expect(after).toMatchObject({ status: 'Accepted', deal_id: accept.body.deal_id });
    else expect(after).toMatchObject({ status: 'Pending', version: 2 });
    expect((after?.rounds as unknown[]).length).toBe(accept.status === 200 ? 1 : 2);
  });

  it('caps the rounds: at the limit only accepting or declining remain', async () => {
    const capped = { ...originalSettings, monthly_inquiry_limit: roomyLimit, max_negotiation_rounds: 2 };
    expect((await api(admin, 'PUT', '/admin/settings', capped)).status).toBe(200);
    try {
      const { inquiry } = await opened(seller, buyer);
      await counter(seller, inquiry.id, counterBody(1));
      const third = await counter(buyer, inquiry.id, counterBody(2));
      expect(third.status).toBe(409);
      expect(third.body.message).toBe(
        'This negotiation has reached its limit of 2 rounds: accept or decline the latest offer.',
      );
      const sent = await sentList(buyer);
      const mine = (sent.inquiries as Json[]).find((i) => i.id === inquiry.id)!;
      expect((mine.negotiation as Json).moves).toEqual(['accept', 'decline']);
      expect(
        (await api(buyer, 'POST', `/marketplace/inquiries/${inquiry.id}/accept`, { round: 2 })).status,
      ).toBe(200);
    } finally {
      await api(admin, 'PUT', '/admin/settings', { ...originalSettings, monthly_inquiry_limit: roomyLimit });
    }
  });

  it('refuses a move on an offer that ran out before the sweep ran; the sweep closes it, tells both sides, once', async () => {
    Object.assign(process.env, {
      TABLE_NAME: table,
      DYNAMODB_ENDPOINT: stack.dynamodb.endpoint,
      AWS_REGION: stack.region,
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    });
    const { expireOffers } = await import('../src/marketplace/use-cases/expire-offers');
    const name = `EN590 Diesel ${randomUUID().slice(0, 6)}`;
    const { item, inquiry } = await opened(seller, otherBuyer, { name });
    // the opening offer ran out a minute ago: its round and the sweep's record say so (the sweep then
    // runs on the real clock, so it touches no other test's open offers)
    const past = new Date(Date.now() - 60_000).toISOString();
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `MARKET#${item.id}`, sk: `INQUIRY#${inquiry.id}` },
        UpdateExpression: 'SET rounds[0].valid_until = :past',
        ExpressionAttributeValues: { ':past': past },
      }),
    );
    // no sweep has seen it yet (its record, below, is not written): the move checks the clock itself
    const early = await api(seller, 'POST', `/marketplace/inquiries/${inquiry.id}/accept`, { round: 1 });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(
      /^This offer expired on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} UTC\.$/,
    );
    expect(await stored(item.id, inquiry.id)).toMatchObject({ status: 'Pending', version: 1 });
    const due = { pk: `OFFER_DUE#${past.slice(0, 10)}`, sk: `${past}#${inquiry.id}#001` };
    await db.send(
      new PutCommand({
        TableName: table,
        Item: {
          ...due,
          entity: 'offer_due',
          inquiry_id: inquiry.id,
          item_id: item.id,
          round: 1,
          valid_until: past,
        },
      }),
    );
    // the stack's own timer may run the sweep first: either way the offer is closed once
    await expireOffers();
    expect(await stored(item.id, inquiry.id)).toMatchObject({ status: 'Expired', closed_by: 'inquirer' });
    expect(await local.readItem(due.pk, due.sk)).toBeUndefined();
    expect(await storedItem(seller, 'listing', item.id as string)).toMatchObject({ pending_inquiries: 0 });
    for (const who of [seller, otherBuyer])
      expect(
        (await notifications(who)).filter((n) => n.type === 'offer-expired' && String(n.body).includes(name)),
      ).toHaveLength(1);
    await expireOffers();
    expect(await stored(item.id, inquiry.id)).toMatchObject({ status: 'Expired', version: 2 });
    // what the inquirer's dialog shows (mf-marketplace InquiryDialog.test.tsx): Expired, no move left
    const mine = (list: Json) => (list.inquiries as Json[]).find((i) => i.id === inquiry.id);
    const sent = await eventually(
      () => sentList(otherBuyer),
      (list) => mine(list)?.status === 'Expired',
    );
    expect(mine(sent)).toMatchObject({
      status: 'Expired',
      negotiation: { moves: [], rounds: [{ number: 1, valid_until: past }] },
    });
    const accept = await api(seller, 'POST', `/marketplace/inquiries/${inquiry.id}/accept`, {});
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe('This offer has expired.');
  });
});
