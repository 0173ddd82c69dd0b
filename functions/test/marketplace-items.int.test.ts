import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStack, type Persona } from '../../infra/local/personas';
import { apiCaller, type Json } from './support/api-call';
import { docxFile } from './support/office-files';

/**
 * Listings and requests through the local gateway: who may do what (401 / 403 / 404), the bodies
 * refused with the field named, the FCO upload, create / read / edit / status / owner lists /
 * moderation, and what the table holds after each write — the change key of the search collections
 * included (`gsi3sk = <updated_at>#<id>` after every write path).
 */
const local = localStack();
const { stack } = local;
const call = apiCaller(stack.apiUrl);

type User = Persona & { token: string };
let admin: User;
let seller: User;
let otherSeller: User;
let buyer: User;
let mandate: User;
let unregistered: User;
let deactivated: User;

async function user(kind: Persona['kind']): Promise<User> {
  const persona = await local.createPersona(kind);
  return { ...persona, token: (await local.signIn(persona)).accessToken };
}

const api = (who: User | undefined, method: string, path: string, json?: unknown) =>
  who ? call(who.token, method, path, json) : call('', method, path, json);

/** A call with an Idempotency-Key, as the web client makes a user's action. */
async function withKey(who: User, method: string, path: string, key: string, json: unknown) {
  const res = await fetch(stack.apiUrl + path, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const pdf = (text = 'FCO terms') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\n%%EOF\n`, 'latin1');
const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Ticket -> POST to storage -> complete, as the browser's upload does. */
async function upload(
  who: User,
  file: Buffer,
  declared: { file_name: string; file_type: string },
  purpose: 'fco_terms' | 'product_specifications' = 'fco_terms',
) {
  const ticket = await api(who, 'POST', '/marketplace/uploads', { ...declared, size: file.length, purpose });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([file], { type: declared.file_type }), 'file');
  const stored = await fetch(ticket.body.url as string, { method: 'POST', body: form });
  expect(stored.status).toBeLessThan(300);
  return api(who, 'POST', `/marketplace/uploads/${ticket.body.upload_id}/complete`, {});
}

async function fcoFileId(who: User): Promise<string> {
  const done = await upload(who, pdf(), { file_name: 'fco terms.pdf', file_type: 'application/pdf' });
  expect(done.status, JSON.stringify(done.body)).toBe(201);
  return done.body.id as string;
}

const today = () => new Date().toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const listingForm = (overrides: Json = {}) => ({
  name: 'EN590 Diesel 10ppm',
  location: 'Rotterdam',
  quantity: 5000,
  unit: 'MT',
  delivery: 'CIF',
  term: 'Spot',
  price_type: 'fixed',
  price: 650.25,
  currency: 'USD',
  accepting_inquiries: 'now',
  industry: 'Energy',
  ...overrides,
});
const requestForm = (overrides: Json = {}) => ({ ...listingForm(), term: 'Net 30', ...overrides });

async function createListing(who: User, form: Json = listingForm()): Promise<Json> {
  const res = await api(who, 'POST', '/marketplace/listings', { form, fco_file_id: await fcoFileId(who) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The item as stored, read by its primary key. */
async function stored(owner: User, kind: 'listing' | 'request', id: string) {
  return local.readItem(`USER#${owner.userId}`, `${kind === 'listing' ? 'LISTING' : 'REQUEST'}#${id}`);
}

/** Every write of an item leaves its change key at `<updated_at>#<id>` in its search collection. */
async function expectChangeKey(owner: User, kind: 'listing' | 'request', id: string, step: string) {
  const item = await stored(owner, kind, id);
  expect({ step, gsi3pk: item?.gsi3pk, gsi3sk: item?.gsi3sk }).toEqual({
    step,
    gsi3pk: kind === 'listing' ? 'LISTINGS' : 'REQUESTS',
    gsi3sk: `${item?.updated_at}#${id}`,
  });
  return item!;
}

async function setModeration(on: boolean) {
  const settings = (await api(admin, 'GET', '/admin/settings')).body;
  const res = await api(admin, 'PUT', '/admin/settings', { ...settings, moderate_new_items: on });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  [admin, seller, otherSeller, buyer, mandate, unregistered, deactivated] = await Promise.all([
    user('admin'),
    user('seller'),
    user('seller'),
    user('buyer'),
    user('mandate'),
    user('inactive'),
    user('seller'),
  ]);
  expect((await api(admin, 'POST', `/admin/users/${deactivated.userId}/deactivate`, {})).status).toBe(200);
}, 60_000);

afterAll(async () => {
  await setModeration(false);
});

describe('who may call the item routes', () => {
  let listing: Json;
  let fileId: string;

  beforeAll(async () => {
    listing = await createListing(seller);
    fileId = listing.fco_file.id;
  });

  /** Every route of listings, requests, files and moderation, with a body that would pass. */
  const routes = () => [
    { method: 'POST', path: '/marketplace/listings', body: { form: listingForm(), fco_file_id: fileId } },
    { method: 'POST', path: '/marketplace/requests', body: { form: requestForm(), fco_file_id: fileId } },
    { method: 'GET', path: `/marketplace/listings/${listing.id}` },
    {
      method: 'PUT',
      path: `/marketplace/listings/${listing.id}`,
      body: { form: listingForm(), version: 1 },
    },
    { method: 'PUT', path: `/marketplace/requests/${listing.id}`, body: { form: requestForm(), version: 1 } },
    {
      method: 'POST',
      path: `/marketplace/listings/${listing.id}/status`,
      body: { status: 'Inactive', version: 1 },
    },
    { method: 'GET', path: '/my/listings' },
    { method: 'GET', path: '/my/requests' },
    {
      method: 'POST',
      path: '/marketplace/uploads',
      body: { file_name: 'a.pdf', file_type: 'application/pdf', size: 10, purpose: 'fco_terms' },
    },
    { method: 'POST', path: `/marketplace/uploads/${randomUUID()}/complete`, body: {} },
    { method: 'GET', path: `/marketplace/files/${fileId}/download` },
    { method: 'GET', path: '/admin/marketplace/pending' },
    { method: 'POST', path: `/admin/marketplace/listings/${listing.id}/approve`, body: {} },
    { method: 'POST', path: `/admin/marketplace/listings/${listing.id}/reject`, body: { reason: 'No' } },
  ];

  it('answers 401 without a token on every route', async () => {
    for (const route of routes())
      expect((await api(undefined, route.method, route.path, route.body)).status, route.path).toBe(401);
  });

  it('answers 403 to a deactivated user and to one without an approved registration', async () => {
    for (const who of [deactivated, unregistered])
      for (const route of routes()) {
        const res = await api(who, route.method, route.path, route.body);
        expect(res.status, `${who.kind} ${route.method} ${route.path}`).toBe(403);
      }
  });

  it('answers 403 to the wrong role: a buyer creating a listing, a seller a request, a mandate anything', async () => {
    const wrong: Array<[User, { method: string; path: string; body?: unknown }]> = [
      [buyer, routes()[0]!],
      [buyer, routes()[3]!],
      [buyer, routes()[6]!],
      [seller, routes()[1]!],
      [seller, routes()[4]!],
      [seller, routes()[7]!],
      ...routes().map((r) => [mandate, r] as [User, typeof r]),
      ...routes()
        .slice(11)
        .map((r) => [seller, r] as [User, typeof r]),
    ];
    for (const [who, route] of wrong) {
      const res = await api(who, route.method, route.path, route.body);
      expect(res.status, `${who.kind} ${route.method} ${route.path}`).toBe(403);
    }
    expect((await api(buyer, 'POST', '/marketplace/listings', routes()[0]!.body)).body.message).toBe(
      "You don't have permission to access this page.",
    );
  });

  it("answers 404 on another user's item and file", async () => {
    const edit = await api(otherSeller, 'PUT', `/marketplace/listings/${listing.id}`, {
      form: listingForm({ name: 'Hijacked' }),
      version: 1,
    });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe('Listing not found');
    const status = await api(otherSeller, 'POST', `/marketplace/listings/${listing.id}/status`, {
      status: 'Inactive',
      version: 1,
    });
    expect(status.status).toBe(404);
    // (a buyer may read this Active listing's FCO terms: functions/test/marketplace-fco.int.test.ts)
    expect((await api(otherSeller, 'GET', `/marketplace/files/${fileId}/download`)).status).toBe(404);
    // nothing changed
    expect(await stored(seller, 'listing', listing.id)).toMatchObject({
      name: 'EN590 Diesel 10ppm',
      status: 'Active',
      version: 1,
    });
    // a listing read as a request is not found either
    expect((await api(seller, 'GET', `/marketplace/requests/${listing.id}`)).status).toBe(404);
  });
});

describe('submitting a listing or request', () => {
  it('stores the item with its keys, label, rating and attached FCO file, and answers the owner view', async () => {
    const fileId = await fcoFileId(seller);
    const res = await api(seller, 'POST', '/marketplace/listings', {
      form: listingForm({ additional_info: 'Loading in May' }),
      fco_file_id: fileId,
    });
    expect(res.status).toBe(201);
    const body = res.body;
    expect(body).toMatchObject({
      kind: 'listing',
      status: 'Active',
      own: true,
      version: 1,
      rating: 2.5,
      review_count: 0,
      has_terms: true,
      product_type: 'EN590 Diesel',
      rejection_reason: null,
      inquiry_counts: { pending: 0, accepted: 0, declined: 0 },
      fco_file: {
        id: fileId,
        purpose: 'fco_terms',
        file_name: 'fco terms.pdf',
        file_type: 'application/pdf',
      },
    });
    expect(body.owner_label).toMatch(/^Seller #[1-9]\d{3}$/);
    expect(body).not.toHaveProperty('user_id');

    const item = await expectChangeKey(seller, 'listing', body.id, 'create');
    expect(item).toMatchObject({
      entity: 'market_item',
      kind: 'listing',
      id: body.id,
      user_id: seller.userId,
      status: 'Active',
      owner_label: body.owner_label,
      owner_rating: 2.5,
      owner_review_count: 0,
      committed_quantity: 0,
      pending_inquiries: 0,
      accepted_inquiries: 0,
      declined_inquiries: 0,
      platts_reference: null,
      discount: null,
      inquiries_date: null,
      availability_date: null,
      additional_info: 'Loading in May',
      rejection_reason: null,
      has_terms: true,
      version: 1,
      gsi1pk: 'MARKET#listing#Active',
      gsi1sk: body.created_at,
      gsi2pk: `ITEM#${body.id}`,
      gsi2sk: 'ITEM',
      fco_file: expect.objectContaining({
        id: fileId,
        file_path: expect.stringMatching(/^market-fco-terms\//),
      }),
    });
    expect(await local.readItem(`USER#${seller.userId}`, `MFILE#${fileId}`)).toMatchObject({
      attached_to: { kind: 'listing', id: body.id, item_owner: seller.userId },
      gsi2pk: `MFILE#${fileId}`,
    });
  });

  it("a buyer's request is labelled 'Buyer #NNNN' and lands in the REQUESTS collection", async () => {
    const res = await api(buyer, 'POST', '/marketplace/requests', {
      form: requestForm({ price_type: 'discount', platts_reference: 'NWE', discount: 12.5 }),
      fco_file_id: await fcoFileId(buyer),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ kind: 'request', price: null, discount: 12.5, platts_reference: 'NWE' });
    expect(res.body.owner_label).toMatch(/^Buyer #\d{4}$/);
    const item = await expectChangeKey(buyer, 'request', res.body.id, 'create request');
    expect(item.gsi1pk).toBe('MARKET#request#Active');
    const mine = await api(buyer, 'GET', '/my/requests');
    expect(mine.body.items.map((i: Json) => i.id)).toContain(res.body.id);
  });

  it('stores the trade terms and returns them on the item page; a premium keeps its sign', async () => {
    const terms = {
      quality_standard: 'EN590 10 ppm',
      quality_specification: 'Sulphur ≤ 10 mg/kg; cetane index ≥ 46',
      quantity_tolerance: 5,
      delivery_from: daysFromToday(30),
      delivery_to: daysFromToday(40),
      origin: 'Netherlands',
      inspection_company: 'SGS',
      payment_terms: 'SBLC',
    };
    const listing = await createListing(
      seller,
      listingForm({
        ...terms,
        price: undefined,
        price_type: 'discount',
        platts_reference: 'NWE',
        discount: 3.5,
        differential: 'premium',
        pricing_period: 'Month of B/L',
      }),
    );
    const expected = { ...terms, differential: 'premium', discount: 3.5, pricing_period: 'Month of B/L' };
    expect(await stored(seller, 'listing', listing.id as string)).toMatchObject(expected);
    const page = await api(buyer, 'GET', `/marketplace/listings/${listing.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject(expected);

    // none given: stored as null, and an index-linked amount reads as a discount
    const plain = await createListing(seller);
    expect(await stored(seller, 'listing', plain.id as string)).toMatchObject({
      differential: 'discount',
      quality_standard: null,
      quantity_tolerance: null,
      delivery_from: null,
      payment_terms: null,
      pricing_period: null,
    });

    // a request's Term is its payment term: a second one is refused on the field
    const request = await api(buyer, 'POST', '/marketplace/requests', {
      form: requestForm({ payment_terms: 'SBLC' }),
      fco_file_id: await fcoFileId(buyer),
    });
    expect(request.status).toBe(400);
    expect(request.body).toMatchObject({
      field: 'form.payment_terms',
      message: "form.payment_terms: A request's payment term is its Term",
    });
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const fileId = await fcoFileId(seller);
    const cases: Array<[Json, string, string | RegExp]> = [
      [{ form: { ...listingForm(), name: undefined }, fco_file_id: fileId }, 'form.name', /^form\.name: /],
      [
        { form: listingForm({ name: '   ' }), fco_file_id: fileId },
        'form.name',
        'form.name: Product Name is required',
      ],
      [
        {
          form: listingForm({ accepting_inquiries: 'date', inquiries_date: daysFromToday(-1) }),
          fco_file_id: fileId,
        },
        'form.inquiries_date',
        'form.inquiries_date: The inquiries date cannot be in the past',
      ],
      [
        {
          form: listingForm({ accepting_inquiries: 'date', inquiries_date: '2026-02-30' }),
          fco_file_id: fileId,
        },
        'form.inquiries_date',
        'form.inquiries_date: Invalid date',
      ],
      [{ form: listingForm({ quantity: -5 }), fco_file_id: fileId }, 'form.quantity', /^form\.quantity: /],
      [
        { form: listingForm({ quantity_tolerance: 12 }), fco_file_id: fileId },
        'form.quantity_tolerance',
        'form.quantity_tolerance: Quantity tolerance must be between 0 and 10 %',
      ],
      [
        {
          form: listingForm({ delivery_from: daysFromToday(20), delivery_to: daysFromToday(10) }),
          fco_file_id: fileId,
        },
        'form.delivery_to',
        'form.delivery_to: The delivery window cannot end before it starts',
      ],
      [
        { form: listingForm({ quality_specification: 'x'.repeat(1001) }), fco_file_id: fileId },
        'form.quality_specification',
        'form.quality_specification: At most 1000 characters',
      ],
      [
        { form: listingForm({ term: 'Net 30' }), fco_file_id: fileId },
        'form.term',
        'form.term: Term is required',
      ],
      [{ form: listingForm() }, 'fco_file_id', /^fco_file_id: /],
      [
        { form: listingForm(), fco_file_id: await fcoFileId(otherSeller) },
        'fco_file_id',
        'fco_file_id: Your signed terms document is required',
      ],
      [
        { form: listingForm(), fco_file_id: randomUUID() },
        'fco_file_id',
        'fco_file_id: Your signed terms document is required',
      ],
    ];
    const before = (await api(seller, 'GET', '/my/listings?tab=All')).body.counts.All;
    for (const [body, field, message] of cases) {
      const res = await api(seller, 'POST', '/marketplace/listings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
      if (typeof message === 'string') expect(res.body.message).toBe(message);
      else expect(res.body.message).toMatch(message);
    }
    expect((await api(seller, 'GET', '/my/listings?tab=All')).body.counts.All).toBe(before);

    // a file already attached to a listing cannot be attached to a second one
    const first = await createListing(seller);
    const again = await api(seller, 'POST', '/marketplace/listings', {
      form: listingForm(),
      fco_file_id: first.fco_file.id,
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ field: 'fco_file_id' });
  });

  it('a retried create (same Idempotency-Key) stores one item and answers the same', async () => {
    const body = { form: listingForm({ name: 'Jet Fuel A1 retried' }), fco_file_id: await fcoFileId(seller) };
    const key = randomUUID();
    const first = await withKey(seller, 'POST', '/marketplace/listings', key, body);
    const second = await withKey(seller, 'POST', '/marketplace/listings', key, body);
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    const all = (await api(seller, 'GET', '/my/listings?tab=All')).body.items as Json[];
    expect(all.filter((i) => i.name === 'Jet Fuel A1 retried')).toHaveLength(1);
  });
});

describe('reading an item', () => {
  it('shows Active items to buyers and sellers, other statuses to the owner only; never the owner id', async () => {
    const listing = await createListing(seller);
    const asBuyer = await api(buyer, 'GET', `/marketplace/listings/${listing.id}`);
    expect(asBuyer.status).toBe(200);
    expect(asBuyer.body).toMatchObject({ id: listing.id, own: false, owner_label: listing.owner_label });
    expect(asBuyer.body).not.toHaveProperty('user_id');
    // the FCO terms an inquiry accepts, as the owner sees them (never their storage key); another
    // seller, who does not inquire on listings, gets none
    expect(asBuyer.body.fco_file).toEqual(listing.fco_file);
    expect(asBuyer.body.fco_file).not.toHaveProperty('file_path');
    const asOtherSeller = await api(otherSeller, 'GET', `/marketplace/listings/${listing.id}`);
    expect(asOtherSeller.body).toMatchObject({ own: false, fco_file: null });
    expect((await api(seller, 'GET', `/marketplace/listings/${listing.id}`)).body.own).toBe(true);

    await api(seller, 'POST', `/marketplace/listings/${listing.id}/status`, {
      status: 'Inactive',
      version: 1,
    });
    expect((await api(buyer, 'GET', `/marketplace/listings/${listing.id}`)).status).toBe(404);
    expect((await api(seller, 'GET', `/marketplace/listings/${listing.id}`)).body.status).toBe('Inactive');
    expect((await api(admin, 'GET', `/marketplace/listings/${listing.id}`)).status).toBe(200);
    expect((await api(buyer, 'GET', `/marketplace/listings/${randomUUID()}`)).status).toBe(404);
  });
});

describe('editing', () => {
  it('saves on the version read, 409 on a stale one, and replaces the FCO file', async () => {
    const listing = await createListing(seller);
    const path = `/marketplace/listings/${listing.id}`;
    const edited = await api(seller, 'PUT', path, {
      form: listingForm({ name: 'Gold bars 999.9', industry: 'Precious Metals', unit: 'KG', price: 61000 }),
      version: 1,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ version: 2, name: 'Gold bars 999.9', product_type: 'Gold Bullion' });
    let item = await expectChangeKey(seller, 'listing', listing.id, 'edit');
    expect(item).toMatchObject({
      version: 2,
      unit: 'KG',
      status: 'Active',
      fco_file: { id: listing.fco_file.id },
    });

    const stale = await api(seller, 'PUT', path, { form: listingForm({ name: 'Stale' }), version: 1 });
    expect(stale.status).toBe(409);
    expect((await stored(seller, 'listing', listing.id))?.name).toBe('Gold bars 999.9');

    const past = await api(seller, 'PUT', path, {
      form: listingForm({ accepting_inquiries: 'date', inquiries_date: daysFromToday(-2) }),
      version: 2,
    });
    expect(past.status).toBe(400);
    expect(past.body.field).toBe('form.inquiries_date');

    const newFile = await fcoFileId(seller);
    const replaced = await api(seller, 'PUT', path, {
      form: listingForm({ accepting_inquiries: 'date', inquiries_date: today() }),
      version: 2,
      fco_file_id: newFile,
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.fco_file.id).toBe(newFile);
    item = await expectChangeKey(seller, 'listing', listing.id, 'edit with a new FCO');
    expect(item).toMatchObject({ version: 3, inquiries_date: today(), fco_file: { id: newFile } });
    expect(await local.readItem(`USER#${seller.userId}`, `MFILE#${newFile}`)).toMatchObject({
      attached_to: { kind: 'listing', id: listing.id },
    });

    // another user's file as the new FCO: 400, nothing changed
    const foreign = await api(seller, 'PUT', path, {
      form: listingForm(),
      version: 3,
      fco_file_id: await fcoFileId(otherSeller),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.field).toBe('fco_file_id');
    expect((await stored(seller, 'listing', listing.id))?.version).toBe(3);
  });

  it('is refused once an inquiry is accepted', async () => {
    const listing = await createListing(seller);
    // an accepted inquiry's counter, as the accept transaction leaves it
    await local.db.send(
      new UpdateCommand({
        TableName: local.table,
        Key: { pk: `USER#${seller.userId}`, sk: `LISTING#${listing.id}` },
        UpdateExpression: 'SET accepted_inquiries = :one',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    const res = await api(seller, 'PUT', `/marketplace/listings/${listing.id}`, {
      form: listingForm({ name: 'Changed after acceptance' }),
      version: 1,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This listing has an accepted inquiry and can no longer be edited.');
    expect((await stored(seller, 'listing', listing.id))?.name).toBe('EN590 Diesel 10ppm');
  });
});

describe('status and owner lists', () => {
  it('goes Active -> Inactive -> Active, following the status index; stale versions are 409', async () => {
    const listing = await createListing(otherSeller);
    const path = `/marketplace/listings/${listing.id}/status`;
    const off = await api(otherSeller, 'POST', path, { status: 'Inactive', version: 1 });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'Inactive', version: 2 });
    expect(await expectChangeKey(otherSeller, 'listing', listing.id, 'deactivate')).toMatchObject({
      status: 'Inactive',
      gsi1pk: 'MARKET#listing#Inactive',
    });
    expect((await api(otherSeller, 'POST', path, { status: 'Active', version: 1 })).status).toBe(409);
    const on = await api(otherSeller, 'POST', path, { status: 'Active', version: 2 });
    expect(on.body).toMatchObject({ status: 'Active', version: 3 });
    expect(await expectChangeKey(otherSeller, 'listing', listing.id, 'reactivate')).toMatchObject({
      gsi1pk: 'MARKET#listing#Active',
    });
    const bad = await api(otherSeller, 'POST', path, { status: 'Accepted', version: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('status');
  });

  it('lists the owner items per tab, newest first, with the count of each tab', async () => {
    const owner = await user('seller');
    const a = await createListing(owner, listingForm({ name: 'Sugar Raw A' }));
    const b = await createListing(owner, listingForm({ name: 'Sugar Raw B' }));
    const c = await createListing(owner, listingForm({ name: 'Sugar Raw C' }));
    await api(owner, 'POST', `/marketplace/listings/${b.id}/status`, { status: 'Inactive', version: 1 });
    const tab = async (name: string) => (await api(owner, 'GET', `/my/listings?tab=${name}`)).body;
    const active = await tab('Active');
    expect(active.items.map((i: Json) => i.id)).toEqual([c.id, a.id]);
    expect(active.counts).toEqual({ Active: 2, Inactive: 1, All: 3 });
    expect((await tab('Inactive')).items.map((i: Json) => i.id)).toEqual([b.id]);
    expect((await tab('All')).items.map((i: Json) => i.id)).toEqual([c.id, b.id, a.id]);
    expect((await api(owner, 'GET', '/my/listings')).body.items).toHaveLength(2);
    expect((await api(owner, 'GET', '/my/listings?tab=Closed')).status).toBe(400);
    expect((await api(owner, 'GET', '/my/listings')).body.items[0]).toMatchObject({ own: true, version: 1 });
  });
});

describe('moderation', () => {
  it('holds new items as Pending; an admin approves one and rejects another with a reason the owner sees', async () => {
    await setModeration(true);
    let held: Json;
    let refused: Json;
    try {
      held = await createListing(seller, listingForm({ name: 'Palm Seed Oil held' }));
      refused = await createListing(seller, listingForm({ name: 'Copper Cathodes held' }));
    } finally {
      await setModeration(false);
    }
    expect(held.status).toBe('Pending');
    expect(await expectChangeKey(seller, 'listing', held.id, 'create pending')).toMatchObject({
      gsi1pk: 'MARKET#listing#Pending',
    });
    // a held item is not shown to others and cannot be deactivated
    expect((await api(buyer, 'GET', `/marketplace/listings/${held.id}`)).status).toBe(404);
    const status = await api(seller, 'POST', `/marketplace/listings/${held.id}/status`, {
      status: 'Inactive',
      version: 1,
    });
    expect(status.status).toBe(409);

    const queue = (await api(admin, 'GET', '/admin/marketplace/pending')).body.items as Json[];
    const ids = queue.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([held.id, refused.id]));
    expect(ids.indexOf(held.id)).toBeLessThan(ids.indexOf(refused.id));

    const approved = await api(admin, 'POST', `/admin/marketplace/listings/${held.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'Active', version: 2 });
    expect(await expectChangeKey(seller, 'listing', held.id, 'approve')).toMatchObject({
      status: 'Active',
      gsi1pk: 'MARKET#listing#Active',
    });
    expect((await api(buyer, 'GET', `/marketplace/listings/${held.id}`)).status).toBe(200);
    expect((await api(admin, 'POST', `/admin/marketplace/listings/${held.id}/approve`, {})).status).toBe(409);

    const noReason = await api(admin, 'POST', `/admin/marketplace/listings/${refused.id}/reject`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.field).toBe('reason');
    const wrongKind = await api(admin, 'POST', `/admin/marketplace/requests/${refused.id}/reject`, {
      reason: 'x',
    });
    expect(wrongKind.status).toBe(404);
    const rejected = await api(admin, 'POST', `/admin/marketplace/listings/${refused.id}/reject`, {
      reason: 'The FCO terms are not signed.',
    });
    expect(rejected.status).toBe(200);
    expect(await expectChangeKey(seller, 'listing', refused.id, 'reject')).toMatchObject({
      status: 'Rejected',
      rejection_reason: 'The FCO terms are not signed.',
      gsi1pk: 'MARKET#listing#Rejected',
    });
    const all = (await api(seller, 'GET', '/my/listings?tab=All')).body.items as Json[];
    expect(all.find((i) => i.id === refused.id)).toMatchObject({
      status: 'Rejected',
      rejection_reason: 'The FCO terms are not signed.',
    });
    const queueAfter = (await api(admin, 'GET', '/admin/marketplace/pending')).body.items as Json[];
    expect(queueAfter.map((i) => i.id)).not.toContain(held.id);
    expect(queueAfter.map((i) => i.id)).not.toContain(refused.id);

    // the owner's edit submits a rejected item again (moderation now off: Active)
    const resubmitted = await api(seller, 'PUT', `/marketplace/listings/${refused.id}`, {
      form: listingForm({ name: 'Copper Cathodes signed' }),
      version: 2,
    });
    expect(resubmitted.body).toMatchObject({ status: 'Active', rejection_reason: null, version: 3 });
    expect(await expectChangeKey(seller, 'listing', refused.id, 'resubmit')).toMatchObject({
      gsi1pk: 'MARKET#listing#Active',
    });
  });
});

describe('the FCO upload and downloads', () => {
  it('refuses a text file disguised as a PDF, other types and oversize files, and takes a Word file', async () => {
    const disguised = await upload(seller, Buffer.from('These are my terms, honestly a PDF.\n'), {
      file_name: 'terms.pdf',
      file_type: 'application/pdf',
    });
    expect(disguised.status).toBe(400);
    expect(disguised.body).toMatchObject({
      field: 'file',
      message: "The file's content is not a valid application/pdf file.",
    });

    const png = await api(seller, 'POST', '/marketplace/uploads', {
      file_name: 'terms.png',
      file_type: 'image/png',
      size: 100,
      purpose: 'fco_terms',
    });
    expect(png.status).toBe(400);
    expect(png.body).toMatchObject({
      field: 'file_type',
      message: 'file_type: Please upload a PDF or Word document.',
    });
    const big = await api(seller, 'POST', '/marketplace/uploads', {
      file_name: 'terms.pdf',
      file_type: 'application/pdf',
      size: 10485761,
      purpose: 'fco_terms',
    });
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({
      field: 'size',
      message: 'size: Please upload a file smaller than 10MB.',
    });

    const word = await upload(seller, docxFile('FCO terms'), {
      file_name: 'terms.docx',
      file_type: docxType,
    });
    expect(word.status).toBe(201);
    expect(word.body).toMatchObject({ purpose: 'fco_terms', file_type: docxType });
    expect(await local.readItem(`USER#${seller.userId}`, `MFILE#${word.body.id}`)).toMatchObject({
      entity: 'market_file',
      purpose: 'fco_terms',
      file_path: expect.stringMatching(/^market-fco-terms\/[0-9a-f-]{36}\.docx$/),
    });
  });

  it("serves a file to its uploader, admins and the owner of the item an inquiry's file was sent to", async () => {
    const specs = await upload(
      seller,
      pdf('Specifications'),
      { file_name: 'specs.pdf', file_type: 'application/pdf' },
      'product_specifications',
    );
    expect(specs.status).toBe(201);
    const path = `/marketplace/files/${specs.body.id}/download`;
    const own = await api(seller, 'GET', path);
    expect(own.status).toBe(200);
    const downloaded = await fetch(own.body.url as string);
    expect(downloaded.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await downloaded.arrayBuffer()).toString('latin1')).toContain('Specifications');
    expect((await api(admin, 'GET', path)).status).toBe(200);
    expect((await api(buyer, 'GET', path)).status).toBe(404);
    // attached to an inquiry on the buyer's request, as the inquiry's transaction leaves it
    await local.db.send(
      new UpdateCommand({
        TableName: local.table,
        Key: { pk: `USER#${seller.userId}`, sk: `MFILE#${specs.body.id}` },
        UpdateExpression: 'SET attached_to = :to',
        ExpressionAttributeValues: { ':to': { kind: 'inquiry', id: randomUUID(), item_owner: buyer.userId } },
      }),
    );
    expect((await api(buyer, 'GET', path)).status).toBe(200);
    expect((await api(otherSeller, 'GET', path)).status).toBe(404);
    expect((await api(seller, 'GET', `/marketplace/files/${randomUUID()}/download`)).status).toBe(404);
  });

  it("gives others a link that names neither the uploader's id nor e-mail, and downloads the file", async () => {
    // owners are anonymous behind labels: a link must not tie a seller's files together
    const fco = await upload(seller, pdf('Anonymous FCO'), {
      file_name: 'terms.pdf',
      file_type: 'application/pdf',
    });
    expect(fco.status, JSON.stringify(fco.body)).toBe(201);
    await local.db.send(
      new UpdateCommand({
        TableName: local.table,
        Key: { pk: `USER#${seller.userId}`, sk: `MFILE#${fco.body.id}` },
        UpdateExpression: 'SET attached_to = :to',
        ExpressionAttributeValues: { ':to': { kind: 'inquiry', id: randomUUID(), item_owner: buyer.userId } },
      }),
    );
    for (const reader of [buyer, admin]) {
      const link = await api(reader, 'GET', `/marketplace/files/${fco.body.id}/download`);
      expect(link.status, JSON.stringify(link.body)).toBe(200);
      const url = link.body.url as string;
      for (const form of [url, decodeURIComponent(url)].map((u) => u.toLowerCase())) {
        expect(form).not.toContain(seller.userId.toLowerCase());
        expect(form).not.toContain(seller.email.toLowerCase());
      }
      expect(new URL(url).pathname).toMatch(/\/market-fco-terms\/[0-9a-f-]{36}\.pdf$/);
      const downloaded = await fetch(url);
      expect(downloaded.status).toBe(200);
      expect(Buffer.from(await downloaded.arrayBuffer()).toString('latin1')).toContain('Anonymous FCO');
    }
  });
});

describe('the owner, from outside the marketplace', () => {
  it("an admin's rating reaches every item of the owner (cards and change keys)", async () => {
    const owner = await user('seller');
    const a = await createListing(owner);
    const b = await createListing(owner);
    const res = await api(admin, 'PUT', `/admin/users/${owner.userId}/rating`, { rating: 4.5 });
    expect(res.status).toBe(200);
    for (const id of [a.id, b.id]) {
      const item = await expectChangeKey(owner, 'listing', id, 'rating');
      expect(item).toMatchObject({ owner_rating: 4.5, version: 1 });
      expect(String(item.updated_at) > a.updated_at).toBe(true);
      expect((await api(buyer, 'GET', `/marketplace/listings/${id}`)).body.rating).toBe(4.5);
    }
    // a new item takes the rating from the profile
    expect((await createListing(owner)).rating).toBe(4.5);
  });

  it("account deletion takes the user's items off the marketplace, with tombstones in the collections", async () => {
    const leaving = await user('seller');
    const listing = await createListing(leaving);
    await setModeration(true);
    let held: Json;
    try {
      held = await createListing(leaving);
    } finally {
      await setModeration(false);
    }
    expect((await api(leaving, 'DELETE', '/account')).status).toBe(204);
    for (const id of [listing.id, held.id]) {
      expect(await stored(leaving, 'listing', id)).toBeUndefined();
      expect(await local.readItem(`TOMBSTONE#LISTINGS#${id}`, 'TOMBSTONE')).toMatchObject({
        gsi3pk: 'LISTINGS',
        gsi3sk: expect.stringMatching(new RegExp(`#${id}$`)),
        ttl: expect.any(Number),
      });
      expect((await api(buyer, 'GET', `/marketplace/listings/${id}`)).status).toBe(404);
    }
    const left = await local.db.send(
      new QueryCommand({
        TableName: local.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${leaving.userId}` },
      }),
    );
    expect(left.Items ?? []).toEqual([]);
    expect(
      (await api(admin, 'GET', '/admin/marketplace/pending')).body.items.map((i: Json) => i.id),
    ).not.toContain(held.id);
  });
});
