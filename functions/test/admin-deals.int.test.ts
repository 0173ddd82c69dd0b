import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { signedInUsers, type SignedInUser } from './support/signed-in';
import { type Json } from './support/api-call';
import { marketDeals } from './support/market-deals';

/**
 * Deal Management (GET /admin/deals) against the local gateway and DynamoDB Local: deals opened
 * through the marketplace (listing, inquiry, accept) and moved by an admin's commands, then found by
 * tab, text and page in the deals search replica; who may ask; what the dashboard counts.
 */
const local = localStack();
const { stack, db, table } = local;
const { user, api } = signedInUsers(local);
type User = SignedInUser;

/** A company name no other test uses: the searches below find only this file's deals. */
async function renameCompany(who: User, company: string) {
  await db.send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: `USER#${who.userId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET company_name = :c',
      ExpressionAttributeValues: { ':c': company },
    }),
  );
}

const { openDeal } = marketDeals(api);

async function command(admin: User, dealId: string, body: Json) {
  const res = await api(admin, 'POST', `/deals/${dealId}/commands`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function list(who: User, query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return api(who, 'GET', `/admin/deals?${params}`);
}

const ids = (body: Json) => (body.deals as Json[]).map((d) => d.id as string);

let admin: User;
let seller: User;
let buyer: User;
let mandate: User;
let inactive: User;
/** Unique per run: in the companies and products of this file's deals only. */
const tag = randomUUID().slice(0, 8);
const sellerCompany = `Northwind Refining ${tag}`;
const buyerCompany = `Contoso Fuels ${tag}`;
const deals: Record<'pending' | 'ongoing' | 'completed' | 'cancelled', string> = {
  pending: '',
  ongoing: '',
  completed: '',
  cancelled: '',
};

beforeAll(async () => {
  [admin, seller, buyer, mandate, inactive] = await Promise.all([
    user('admin'),
    user('seller'),
    user('buyer'),
    user('mandate'),
    user('inactive'),
  ]);
  await Promise.all([renameCompany(seller, sellerCompany), renameCompany(buyer, buyerCompany)]);
  // opened one after the other: the newest first in every answer is the cancelled one
  deals.pending = await openDeal(seller, buyer, `Gasoil ${tag} pending`);
  deals.ongoing = await openDeal(seller, buyer, `Gasoil ${tag} ongoing`);
  deals.completed = await openDeal(seller, buyer, `Gasoil ${tag} completed`);
  deals.cancelled = await openDeal(seller, buyer, `Gasoil ${tag} cancelled`);
  await command(admin, deals.ongoing, {
    type: 'override-stage',
    stage: 'final-spa-uploaded',
    reason: 'Arranged for the admin table',
  });
  await command(admin, deals.completed, {
    type: 'override-stage',
    stage: 'deal-closed',
    reason: 'Arranged for the admin table',
  });
  await command(admin, deals.cancelled, { type: 'cancel', reason: 'Sanctions screening failed.' });
}, 120_000);

describe('GET /admin/deals: who may ask', () => {
  it('answers 401 without a token', async () => {
    const res = await fetch(`${stack.apiUrl}/admin/deals`);
    expect(res.status).toBe(401);
  });

  it('answers 403 to a buyer, a seller, a mandate and an inactive account, even a party of the deals', async () => {
    for (const who of [buyer, seller, mandate, inactive]) {
      const res = await list(who, { q: tag });
      expect(res.status, who.kind).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain(tag);
    }
  });

  it('answers 400 naming the field for a bad tab, text, page or page size, or an unknown field', async () => {
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ tab: 'cancelled' }, 'tab'],
      [{ q: 'x'.repeat(121) }, 'q'],
      [{ page: 0 }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ page_size: 51 }, 'page_size'],
      [{ sort: 'name' }, 'sort'],
    ];
    for (const [query, field] of cases) {
      const res = await list(admin, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body, JSON.stringify(query)).toMatchObject({ field });
      expect(String(res.body.message)).toMatch(new RegExp(`^${field}`));
    }
  });
});

describe('GET /admin/deals: tabs, counts, search and paging', () => {
  it('counts every tab over the search; a cancelled deal is under All with its status, in no other tab', async () => {
    const all = await list(admin, { q: tag });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.counts).toEqual({ all: 4, pending: 1, ongoing: 1, completed: 1 });
    expect(ids(all.body)).toEqual([deals.cancelled, deals.completed, deals.ongoing, deals.pending]);
    const byId = Object.fromEntries((all.body.deals as Json[]).map((d) => [d.id, d]));
    expect(byId[deals.pending]).toMatchObject({
      title: `Deal #${deals.pending}`,
      product: `Gasoil ${tag} pending`,
      buyer: { id: buyer.userId, company: buyerCompany },
      seller: { id: seller.userId, company: sellerCompany },
      stage: 'inquiry-submitted',
      stage_label: 'Deal Initiated',
      progress: 10,
      status: 'active',
    });
    expect(byId[deals.ongoing]).toMatchObject({
      stage: 'final-spa-uploaded',
      progress: 50,
      status: 'active',
    });
    expect(byId[deals.completed]).toMatchObject({ stage: 'deal-closed', progress: 100, status: 'closed' });
    expect(byId[deals.cancelled]).toMatchObject({ progress: 10, status: 'cancelled' });
    expect(Date.parse(byId[deals.pending].created_at)).not.toBeNaN();

    for (const tab of ['pending', 'ongoing', 'completed'] as const) {
      const res = await list(admin, { q: tag, tab });
      expect(res.status).toBe(200);
      expect(ids(res.body), tab).toEqual([deals[tab]]);
      // the counts stay those of the search, whichever tab is shown
      expect(res.body.counts).toEqual({ all: 4, pending: 1, ongoing: 1, completed: 1 });
    }
  });

  it('the rows follow the stored deal items (stage, progress, status)', async () => {
    const all = await list(admin, { q: tag });
    for (const row of all.body.deals as Json[]) {
      const stored = await local.readItem(`DEAL#${row.id}`, 'DEAL');
      expect(stored, row.id).toMatchObject({
        stage: row.stage,
        progress: row.progress,
        status: row.status,
        buyer_company: buyerCompany,
        seller_company: sellerCompany,
        gsi3pk: 'DEALS',
        gsi3sk: `${stored!.updated_at}#${row.id}`,
      });
    }
  });

  it("finds deals by the buyer's or seller's company, any case, from the middle", async () => {
    const bySeller = await list(admin, { q: `refining ${tag}`.toUpperCase() });
    expect(bySeller.body.counts.all).toBe(4);
    const byBuyer = await list(admin, { q: `TOSO FUELS ${tag}` });
    expect(byBuyer.body.counts.all).toBe(4);
    const nothing = await list(admin, { q: `no such company ${tag}` });
    expect(nothing.body).toMatchObject({
      deals: [],
      counts: { all: 0, pending: 0, ongoing: 0, completed: 0 },
    });
  });

  it('finds a deal by its id (whole or part, any case) and by its product', async () => {
    const whole = await list(admin, { q: deals.ongoing });
    expect(ids(whole.body)).toEqual([deals.ongoing]);
    const part = await list(admin, { q: deals.ongoing.slice(2, 8).toLowerCase() });
    expect(ids(part.body)).toContain(deals.ongoing);
    const product = await list(admin, { q: `gasoil ${tag} completed` });
    expect(ids(product.body)).toEqual([deals.completed]);
    expect(product.body.counts).toEqual({ all: 1, pending: 0, ongoing: 0, completed: 1 });
  });

  it('pages the matches, newest first, without repeating or losing a deal', async () => {
    const first = await list(admin, { q: tag, page: 1, page_size: 3 });
    const second = await list(admin, { q: tag, page: 2, page_size: 3 });
    const past = await list(admin, { q: tag, page: 3, page_size: 3 });
    expect(first.body).toMatchObject({ page: 1, page_size: 3 });
    expect(ids(first.body)).toEqual([deals.cancelled, deals.completed, deals.ongoing]);
    expect(ids(second.body)).toEqual([deals.pending]);
    expect(ids(past.body)).toEqual([]);
    expect(second.body.counts.all).toBe(4);
  });

  it('sees a cancellation at once: the deal leaves its tab and stays under All as Cancelled', async () => {
    const dealId = await openDeal(seller, buyer, `Gasoil ${tag} late`);
    const before = await list(admin, { q: tag, tab: 'pending' });
    expect(ids(before.body)).toEqual([dealId, deals.pending]);
    await command(admin, dealId, { type: 'cancel', reason: 'Duplicate of another deal.' });
    const after = await list(admin, { q: tag, tab: 'pending' });
    expect(ids(after.body)).toEqual([deals.pending]);
    const all = await list(admin, { q: dealId });
    expect(all.body.deals).toEqual([expect.objectContaining({ id: dealId, status: 'cancelled' })]);
    expect(await local.readItem(`DEAL#${dealId}`, 'DEAL')).toMatchObject({
      status: 'cancelled',
      cancellation: expect.objectContaining({ reason: 'Duplicate of another deal.' }),
    });
  });
});

describe('the admin dashboard', () => {
  it("Total Deals is the platform's number of deals", async () => {
    const stats = await api(admin, 'GET', '/admin/stats');
    expect(stats.status).toBe(200);
    const all = await list(admin, { page_size: 1 });
    expect(stats.body.deals).toBe(all.body.counts.all);
    expect(stats.body.deals).toBeGreaterThanOrEqual(5);
  });
});
