import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  filterOptions,
  productTypeOf,
  type Industry,
  type ItemKind,
} from '@portal/contracts/marketplace-catalogue';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStack, type Persona } from '../../infra/local/personas';
import { keys, marketChange } from '../src/platform/data/keys';
import { apiCaller, type Json } from './support/api-call';

/**
 * GET /marketplace/listings and /marketplace/requests through the local gateway, answered from the
 * search replicas: text, industry, filters, each group's counts, sorts and pages exactly as computed
 * here from the items written; a deactivated item leaves and a new one arrives within 2 s; who may
 * search what; a bad query is a 400 naming the field.
 */
const local = localStack();
const { stack } = local;
const call = apiCaller(stack.apiUrl);
const VISIBLE_WITHIN_MS = 2_000;

type User = Persona & { token: string };
let admin: User;
let buyer: User;
let seller: User;
let unregistered: User;
let moderationWas: boolean | undefined;

async function user(kind: Persona['kind']): Promise<User> {
  const persona = await local.createPersona(kind);
  return { ...persona, token: (await local.signIn(persona)).accessToken };
}

/** A word no other test writes: every text search below is scoped to this file's items. */
const marker = `zq${randomUUID().slice(0, 6)}`;
const industries: Industry[] = ['Energy', 'Precious Metals', 'Agriculture'];
const productNames: Record<Industry, string[]> = {
  Energy: ['EN590 Diesel 10ppm', 'Jet Fuel A1', 'Fuel Oil 380 CST'],
  'Precious Metals': ['Gold Bullion 999.9', 'Copper Cathodes Grade A'],
  Agriculture: ['Sugar Raw VHP', 'Palm Seed Oil'],
};
const locations = ['Rotterdam', 'Doha', 'Fujairah', 'rotterdam', 'Houston', 'Port of Santos'];
const deliveries = ['CIF', 'FOB', 'DAP', 'FCA'];

interface Seeded {
  id: string;
  kind: ItemKind;
  owner: string;
  name: string;
  location: string;
  industry: Industry;
  delivery: string;
  term: string;
  price: number | null;
  rating: number;
  status: string;
  created_at: string;
}

/** An item as the items API stores it (functions/TABLE.md), with its change key. */
function itemRecord(s: Seeded, writtenAt: string) {
  return {
    ...keys.marketItem(s.owner, s.kind, s.id),
    ...keys.marketItemIndexes(s.kind, s.status, s.created_at, s.id),
    ...marketChange(s.kind, s.id, writtenAt).asAttributes,
    entity: 'market_item',
    kind: s.kind,
    id: s.id,
    user_id: s.owner,
    name: s.name,
    product_type: productTypeOf(s.name),
    location: s.location,
    quantity: 1000,
    unit: 'MT',
    delivery: s.delivery,
    term: s.term,
    price: s.price,
    price_type: 'fixed',
    platts_reference: null,
    discount: null,
    currency: 'USD',
    availability_date: null,
    accepting_inquiries: 'now',
    inquiries_date: null,
    additional_info: 'Inspection at the load port.',
    industry: s.industry,
    status: s.status,
    owner_label: `${s.kind === 'listing' ? 'Seller' : 'Buyer'} #4821`,
    owner_rating: s.rating,
    owner_review_count: 0,
    committed_quantity: 0,
    pending_inquiries: 0,
    accepted_inquiries: 0,
    declined_inquiries: 0,
    has_terms: true,
    fco_file: null,
    rejection_reason: null,
    version: 1,
    created_at: s.created_at,
    updated_at: writtenAt,
  };
}

async function write(items: Array<Record<string, unknown>>) {
  for (let i = 0; i < items.length; i += 25)
    await local.db.send(
      new BatchWriteCommand({
        RequestItems: { [local.table]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
}

/** 90 listings and 12 requests across the industries; a few not Active (never found). */
const seeded: Seeded[] = [
  ...Array.from({ length: 90 }, (_, i): Seeded => {
    const industry = industries[i % 3]!;
    const names = productNames[industry];
    return {
      id: randomUUID(),
      kind: 'listing',
      owner: randomUUID(),
      name: `${names[(i >> 1) % names.length]} ${marker}${i % 5 === 0 ? ' premium' : ''}`,
      location: locations[i % locations.length]!,
      industry,
      delivery: deliveries[(i >> 2) % deliveries.length]!,
      term: filterOptions.listing.term[i % 3]!,
      price: i % 6 === 0 ? null : 500 + ((i * 37) % 41),
      rating: [3, 4.5, 5][(i >> 1) % 3]!,
      status: i % 11 === 10 ? (i % 2 ? 'Inactive' : 'Pending') : 'Active',
      created_at: new Date(Date.UTC(2026, 0, 1, 0, i % 7, i)).toISOString(),
    };
  }),
  ...Array.from({ length: 12 }, (_, i): Seeded => ({
    id: randomUUID(),
    kind: 'request',
    owner: randomUUID(),
    name: `${productNames[industries[i % 3]!][0]} ${marker}`,
    location: locations[i % locations.length]!,
    industry: industries[i % 3]!,
    delivery: filterOptions.request.delivery[i % 3]!,
    term: filterOptions.request.term[i % 4]!,
    price: i % 4 === 0 ? null : 300 + i,
    rating: 4,
    status: 'Active',
    created_at: new Date(Date.UTC(2026, 1, 1, 0, 0, i)).toISOString(),
  })),
];

/** The Location group's spelling of a location (an option in another case counts as the option). */
const locationValue = (kind: ItemKind, location: string) =>
  filterOptions[kind].location.find((o) => o.toLowerCase() === location.trim().toLowerCase()) ?? location;

/** What a search must answer, computed from the seeded items alone. */
function expected(
  kind: ItemKind,
  q: {
    text: string;
    industry?: Industry;
    product?: string[];
    location?: string[];
    delivery?: string[];
    term?: string[];
    sort: 'price_asc' | 'price_desc' | 'newest' | 'oldest' | 'rating';
    page: number;
    pageSize: number;
  },
) {
  const active = seeded.filter((s) => s.kind === kind && s.status === 'Active');
  const text = (s: Seeded) => `${s.name}\n${s.location}`.toLowerCase().includes(q.text.toLowerCase());
  const groups = {
    product: (s: Seeded) => productTypeOf(s.name),
    location: (s: Seeded) => locationValue(kind, s.location),
    delivery: (s: Seeded) => s.delivery,
    term: (s: Seeded) => s.term,
  };
  const passes = (s: Seeded, except?: string) =>
    Object.entries(groups).every(([group, of]) => {
      const selected = q[group as keyof typeof groups];
      return group === except || !selected || selected.includes(of(s));
    });
  const scope = active.filter((s) => text(s) && (!q.industry || s.industry === q.industry));
  const newestFirst = (a: Seeded, b: Seeded) =>
    a.created_at > b.created_at ? -1 : a.created_at < b.created_at ? 1 : a.id < b.id ? -1 : 1;
  const byPrice = (direction: number) => (a: Seeded, b: Seeded) =>
    a.price === null || b.price === null
      ? a.price === b.price
        ? newestFirst(a, b)
        : a.price === null
          ? 1
          : -1
      : (a.price - b.price) * direction || newestFirst(a, b);
  const orders = {
    price_asc: byPrice(1),
    price_desc: byPrice(-1),
    newest: newestFirst,
    oldest: (a: Seeded, b: Seeded) => -newestFirst(a, b),
    rating: (a: Seeded, b: Seeded) => b.rating - a.rating || newestFirst(a, b),
  };
  const matches = scope.filter((s) => passes(s)).sort(orders[q.sort]);
  const facets = Object.fromEntries(
    Object.entries(groups).map(([group, of]) => {
      const counts: Record<string, number> = {};
      for (const option of filterOptions[kind][group as keyof typeof groups]) counts[option] = 0;
      for (const s of scope.filter((s) => passes(s, group))) counts[of(s)] = (counts[of(s)] ?? 0) + 1;
      for (const value of q[group as keyof typeof groups] ?? []) counts[value] ??= 0;
      return [group, counts];
    }),
  );
  return {
    ids: matches.slice((q.page - 1) * q.pageSize, q.page * q.pageSize).map((s) => s.id),
    total: matches.length,
    facets,
  };
}

function searchPath(kind: ItemKind, params: Record<string, string | string[] | number | undefined>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
      search.append(name, String(v));
  return `/marketplace/${kind === 'listing' ? 'listings' : 'requests'}?${search}`;
}

/** Active items per industry (or all) as the base table's status index holds them. */
async function activeCount(kind: ItemKind, industry?: Industry): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await local.db.send(
      new QueryCommand({
        TableName: local.table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ...(industry
          ? {
              FilterExpression: 'industry = :industry',
              ExpressionAttributeValues: { ':pk': `MARKET#${kind}#Active`, ':industry': industry },
            }
          : { ExpressionAttributeValues: { ':pk': `MARKET#${kind}#Active` } }),
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/** Asks until `accept` holds (within 2 s of the change, plus a margin for the asking); returns how long it took. */
async function visibleWithin(who: User, path: string, accept: (body: Json) => boolean): Promise<number> {
  const started = Date.now();
  let last: Json | undefined;
  while (Date.now() - started < VISIBLE_WITHIN_MS + 1_000) {
    const res = await call(who.token, 'GET', path);
    expect(res.status).toBe(200);
    last = res.body;
    if (accept(res.body)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not visible: ${path} -> ${JSON.stringify(last)?.slice(0, 500)}`);
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Title (FCO terms) >> endobj\n%%EOF\n', 'latin1');

/** The FCO terms file through the upload module: ticket, POST to storage, complete. */
async function fcoFileId(who: User): Promise<string> {
  const ticket = await call(who.token, 'POST', '/marketplace/uploads', {
    file_name: 'fco.pdf',
    file_type: 'application/pdf',
    size: pdf.length,
    purpose: 'fco_terms',
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(ticket.body.fields as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'file');
  expect((await fetch(ticket.body.url as string, { method: 'POST', body: form })).status).toBeLessThan(300);
  const done = await call(who.token, 'POST', `/marketplace/uploads/${ticket.body.upload_id}/complete`, {});
  expect(done.status, JSON.stringify(done.body)).toBe(201);
  return done.body.id as string;
}

beforeAll(async () => {
  [admin, buyer, seller, unregistered] = await Promise.all([
    user('admin'),
    user('buyer'),
    user('seller'),
    user('inactive'),
  ]);
  // new items go straight to Active (another test may have left moderation on)
  const settings = (await call(admin.token, 'GET', '/admin/settings')).body;
  moderationWas = settings.moderate_new_items as boolean;
  if (moderationWas)
    expect(
      (await call(admin.token, 'PUT', '/admin/settings', { ...settings, moderate_new_items: false })).status,
    ).toBe(200);
  await write(seeded.map((s) => itemRecord(s, new Date().toISOString())));
});

afterAll(async () => {
  if (!moderationWas) return;
  const settings = (await call(admin.token, 'GET', '/admin/settings')).body;
  await call(admin.token, 'PUT', '/admin/settings', { ...settings, moderate_new_items: true });
});

describe('marketplace search', () => {
  it('answers text, industry, filters, every group’s counts, price sort and page 2 exactly', async () => {
    const q = {
      text: marker.toUpperCase(),
      industry: 'Energy' as const,
      location: ['Rotterdam', 'Fujairah'],
      delivery: ['CIF', 'FOB', 'DAP'],
      sort: 'price_asc' as const,
      page: 2,
      pageSize: 12,
    };
    const want = expected('listing', q);
    // the seeds fill more than one page
    expect(want.total).toBeGreaterThan(12);
    const path = searchPath('listing', {
      q: q.text,
      industry: q.industry,
      location: q.location,
      delivery: q.delivery,
      sort: q.sort,
      page: 1,
      page_size: 12,
    });
    const before = await activeCount('listing', 'Energy');
    const res = await visibleWithin(buyer, path, (body) => body.total === want.total);
    expect(res).toBeLessThan(VISIBLE_WITHIN_MS + 1_000);
    const first = (await call(buyer.token, 'GET', path)).body;
    const firstWant = expected('listing', { ...q, page: 1 });
    expect(first.items.map((i: Json) => i.id)).toEqual(firstWant.ids);
    expect(first.facets).toEqual(firstWant.facets);
    expect(first.active_total).toBeGreaterThanOrEqual(before);
    expect(first.active_total).toBeLessThanOrEqual(await activeCount('listing', 'Energy'));
    const second = await call(buyer.token, 'GET', path.replace('page=1', 'page=2'));
    expect(second.status).toBe(200);
    expect({
      ids: second.body.items.map((i: Json) => i.id),
      total: second.body.total,
      facets: second.body.facets,
    }).toEqual(want);
    expect(second.body).toMatchObject({ page: 2, page_size: 12 });
    const card = first.items[0] as Json;
    const source = seeded.find((s) => s.id === card.id)!;
    expect(card).toMatchObject({
      kind: 'listing',
      name: source.name,
      location: source.location,
      owner_label: 'Seller #4821',
      rating: source.rating,
      has_terms: true,
      own: false,
      status: 'Active',
    });
    expect(card).not.toHaveProperty('user_id');
  });

  it('pages every match once in each order, lowest and highest price with unpriced items last', async () => {
    const unpriced = seeded.filter((s) => s.kind === 'listing' && s.status === 'Active' && s.price === null);
    expect(unpriced.length).toBeGreaterThan(0);
    for (const sort of ['price_asc', 'price_desc', 'newest', 'oldest', 'rating'] as const) {
      const all = expected('listing', { text: marker, sort, page: 1, pageSize: 100 });
      const pages: Json[] = [];
      for (let page = 1; page <= Math.ceil(all.total / 24); page++) {
        const res = await call(
          buyer.token,
          'GET',
          searchPath('listing', { q: marker, sort, page, page_size: 24 }),
        );
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(all.total);
        pages.push(...(res.body.items as Json[]));
      }
      expect({ sort, pages: pages.map((i) => i.id) }).toEqual({ sort, pages: all.ids });
      if (sort.startsWith('price'))
        expect(pages.slice(-unpriced.length).map((i) => i.price)).toEqual(unpriced.map(() => null));
    }
  });

  it('finds text anywhere in a name or location in any case, and a product type or location chosen in another case', async () => {
    const location = await call(
      buyer.token,
      'GET',
      searchPath('listing', { q: 'OTTERDA', product: 'EN590 Diesel', page_size: '36' }),
    );
    const want = expected('listing', {
      text: 'otterda',
      product: ['EN590 Diesel'],
      sort: 'newest',
      page: 1,
      pageSize: 36,
    });
    // other tests' listings may be in Rotterdam too (and newer than ours): ours are all there, on
    // whichever page
    expect(location.body.total).toBeGreaterThanOrEqual(want.total);
    const pages = Math.ceil(location.body.total / 36);
    let ours = (location.body.items as Json[]).filter((i) => String(i.name).includes(marker));
    for (let page = 2; page <= pages && ours.length === 0; page++) {
      const next = await call(
        buyer.token,
        'GET',
        searchPath('listing', { q: 'OTTERDA', product: 'EN590 Diesel', page_size: '36', page }),
      );
      ours = (next.body.items as Json[]).filter((i) => String(i.name).includes(marker));
    }
    expect(ours.length).toBeGreaterThan(0);
    const upper = await call(buyer.token, 'GET', searchPath('listing', { q: marker, location: 'ROTTERDAM' }));
    expect(upper.body.total).toBe(
      expected('listing', { text: marker, location: ['Rotterdam'], sort: 'newest', page: 1, pageSize: 12 })
        .total,
    );
  });

  it('shows sellers the active requests, with the request filter options', async () => {
    const q = { text: marker, delivery: ['CFR', 'CIF'], sort: 'price_asc' as const, page: 1, pageSize: 12 };
    const res = await call(seller.token, 'GET', searchPath('request', { q: marker, delivery: q.delivery }));
    expect(res.status).toBe(200);
    const want = expected('request', q);
    expect({
      ids: res.body.items.map((i: Json) => i.id),
      total: res.body.total,
      facets: res.body.facets,
    }).toEqual(want);
    expect(Object.keys(res.body.facets.term)).toEqual([...filterOptions.request.term]);
  });

  it('shows a new listing to a searcher within 2 s and drops a deactivated one within 2 s', async () => {
    const name = `Jet Fuel A1 ${marker} fresh`;
    const path = searchPath('listing', { q: `${marker} fresh` });
    const before = await call(buyer.token, 'GET', path);
    expect(before.status).toBe(200);
    expect(before.body.total).toBe(0);
    const created = await call(seller.token, 'POST', '/marketplace/listings', {
      form: {
        name,
        location: 'Doha',
        quantity: 2500,
        unit: 'MT',
        delivery: 'FOB',
        term: 'Spot',
        price_type: 'fixed',
        price: 812.5,
        currency: 'USD',
        accepting_inquiries: 'now',
        industry: 'Energy',
      },
      fco_file_id: await fcoFileId(seller),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const took = await visibleWithin(buyer, path, (body) =>
      body.items.some((i: Json) => i.id === created.body.id),
    );
    expect(took).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
    const found = (await call(buyer.token, 'GET', path)).body.items[0] as Json;
    expect(found).toMatchObject({ id: created.body.id, name, has_terms: true, own: false, price: 812.5 });

    const deactivated = await call(seller.token, 'POST', `/marketplace/listings/${created.body.id}/status`, {
      status: 'Inactive',
      version: created.body.version,
    });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    const gone = await visibleWithin(buyer, path, (body) => body.total === 0);
    expect(gone).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  });

  it('refuses a caller without a token, the wrong role, an inactive account and a bad query', async () => {
    expect((await call('', 'GET', '/marketplace/listings')).status).toBe(401);
    expect((await call('', 'GET', '/marketplace/requests')).status).toBe(401);
    expect((await call(seller.token, 'GET', '/marketplace/listings')).status).toBe(403);
    expect((await call(buyer.token, 'GET', '/marketplace/requests')).status).toBe(403);
    expect((await call(unregistered.token, 'GET', '/marketplace/listings')).status).toBe(403);
    expect((await call(unregistered.token, 'GET', '/marketplace/requests')).status).toBe(403);
    // an admin passes every role check
    expect((await call(admin.token, 'GET', '/marketplace/requests')).status).toBe(200);
    for (const [query, field] of [
      ['page_size=13', 'page_size'],
      ['sort=bogus', 'sort'],
      ['page=0', 'page'],
      ['industry=Oil', 'industry'],
      ['colour=red', 'colour'],
    ] as const) {
      const res = await call(buyer.token, 'GET', `/marketplace/listings?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.field).toBe(field);
      expect(res.body.message).toContain(field);
    }
  });
});
