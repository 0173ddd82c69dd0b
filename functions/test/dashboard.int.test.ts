import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { signedInUsers, type SignedInUser } from './support/signed-in';
import { type Json } from './support/api-call';
import { marketDeals } from './support/market-deals';

/**
 * The Dashboard's data against the local gateway and DynamoDB Local: GET /dashboard counts the
 * caller's deals by the Deal Flow's columns from the stored deals, with the stored rating and the
 * month's inquiries; GET /activities lists the caller's own actions, written with the actions
 * themselves, newest first, five per page, searchable.
 */
const local = localStack();
const { stack, db, table } = local;
const { user, api } = signedInUsers(local);
type User = SignedInUser;
const { openDeal } = marketDeals(api);

async function setStored(key: { pk: string; sk: string }, values: Record<string, unknown>) {
  const names = Object.keys(values);
  await db.send(
    new UpdateCommand({
      TableName: table,
      Key: key,
      UpdateExpression: `SET ${names.map((n) => `#${n} = :${n}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n) => [`#${n}`, n])),
      ExpressionAttributeValues: Object.fromEntries(names.map((n) => [`:${n}`, values[n]])),
    }),
  );
}

let seller: User;
let buyer: User;
let dealIds: string[];

beforeAll(async () => {
  [seller, buyer] = await Promise.all([user('seller'), user('buyer')]);
  dealIds = [];
  for (const product of ['EN590 Diesel', 'Gold Bullion', 'Soybeans'])
    dealIds.push(await openDeal(seller, buyer, product));
}, 120_000);

describe('GET /dashboard', () => {
  it('refuses without a token (401), an inactive user and a mandate (403)', async () => {
    const anonymous = await fetch(`${stack.apiUrl}/dashboard`);
    expect(anonymous.status).toBe(401);
    const [inactive, mandate] = await Promise.all([user('inactive'), user('mandate')]);
    expect((await api(inactive, 'GET', '/dashboard')).status).toBe(403);
    expect((await api(mandate, 'GET', '/dashboard')).status).toBe(403);
  });

  it("counts the caller's stored deals by column, with the stored rating and this month's inquiries", async () => {
    // one deal is moved to the middle of the flow, one to the end, one stays at its start
    await setStored({ pk: `DEAL#${dealIds[1]}`, sk: 'DEAL' }, { progress: 50 });
    await setStored({ pk: `DEAL#${dealIds[2]}`, sk: 'DEAL' }, { progress: 100 });
    await setStored({ pk: `USER#${seller.userId}`, sk: 'PROFILE' }, { rating: 4.3, review_count: 3 });

    const forSeller = await api(seller, 'GET', '/dashboard');
    expect(forSeller.status, JSON.stringify(forSeller.body)).toBe(200);
    expect(forSeller.body.deals).toEqual({ pending: 1, ongoing: 1, completed: 1, total: 3 });
    expect(forSeller.body.rating).toEqual({ value: 4.3, review_count: 3 });
    expect(forSeller.body.inquiries.used).toBe(0);

    const forBuyer = await api(buyer, 'GET', '/dashboard');
    expect(forBuyer.body.deals).toEqual({ pending: 1, ongoing: 1, completed: 1, total: 3 });
    // the starting rating until a review or an admin sets one; three inquiries sent this month
    expect(forBuyer.body.rating).toEqual({ value: 2.5, review_count: 0 });
    const inquiries = forBuyer.body.inquiries as Json;
    expect(inquiries.month).toBe(new Date().toISOString().slice(0, 7));
    expect(inquiries.used).toBe(3);
    expect(inquiries.remaining).toBe(Math.max(0, inquiries.limit - 3));
  });

  it('a cancelled deal stays in the total and leaves the columns', async () => {
    const extra = await openDeal(seller, buyer, 'Wheat');
    await setStored({ pk: `DEAL#${extra}`, sk: 'DEAL' }, { status: 'cancelled' });
    const { body } = await api(buyer, 'GET', '/dashboard');
    expect(body.deals).toEqual({ pending: 1, ongoing: 1, completed: 1, total: 4 });
  });
});

describe('GET /activities', () => {
  it('refuses without a token (401) and names a bad cursor or query (400)', async () => {
    expect((await fetch(`${stack.apiUrl}/activities`)).status).toBe(401);
    const badCursor = await api(buyer, 'GET', '/activities?cursor=UFJPRklMRQ');
    expect(badCursor.status).toBe(400);
    expect(JSON.stringify(badCursor.body)).toContain('cursor');
    const longQuery = await api(buyer, 'GET', `/activities?q=${'x'.repeat(101)}`);
    expect(longQuery.status).toBe(400);
    expect(JSON.stringify(longQuery.body)).toContain('q');
  });

  it("lists the caller's own actions newest first, five a page, and only theirs", async () => {
    const first = await api(seller, 'GET', '/activities');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const rows = first.body.activities as Json[];
    expect(rows).toHaveLength(5);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    // four listings created and four inquiries accepted: eight in all, the newest an acceptance
    expect(rows[0]).toMatchObject({ action: 'Inquiry accepted: Wheat', status: 'Completed' });
    expect(rows[0]?.link).toMatch(/^\/deal\//);
    const times = rows.map((r) => r.at as string);
    expect([...times].sort().reverse()).toEqual(times);

    const second = await api(seller, 'GET', `/activities?cursor=${first.body.next_cursor}`);
    expect(second.body.activities).toHaveLength(3);
    expect(second.body.next_cursor).toBeNull();
    const all = [...rows, ...(second.body.activities as Json[])];
    expect(all.filter((r) => String(r.action).startsWith('Listing created: '))).toHaveLength(4);
    expect(all.find((r) => r.action === 'Listing created: EN590 Diesel')).toMatchObject({
      status: 'Completed',
      document_name: 'fco_terms.pdf',
      link: '/my-listings',
    });
    // the buyer's list holds the buyer's own actions only
    const buyers = await api(buyer, 'GET', '/activities');
    expect(
      (buyers.body.activities as Json[]).every((r) => String(r.action).startsWith('Inquiry sent: ')),
    ).toBe(true);
  });

  it('searches the action and the document name, case-insensitively', async () => {
    const gold = await api(seller, 'GET', '/activities?q=GOLD');
    expect((gold.body.activities as Json[]).map((r) => r.action).sort()).toEqual([
      'Inquiry accepted: Gold Bullion',
      'Listing created: Gold Bullion',
    ]);
    const byFile = await api(seller, 'GET', '/activities?q=fco_terms');
    expect(byFile.body.activities).toHaveLength(4);
    expect(byFile.body.next_cursor).toBeNull();
    const none = await api(seller, 'GET', '/activities?q=nothing-like-this');
    expect(none.body).toEqual({ activities: [], next_cursor: null });
  });
});
