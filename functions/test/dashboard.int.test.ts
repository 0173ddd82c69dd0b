import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { signedInUsers, type SignedInUser } from './support/signed-in';
import { type Json } from './support/api-call';
import { dealWalk } from './support/deal-walk';
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
const { openDeal, marketUpload } = marketDeals(api);
const { command } = dealWalk(api);

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
let admin: User;
let dealIds: string[];

/** The stored tally (a place no deal ever entered has no attribute yet: it reads as 0). */
const tallyOf = async (who: User) => {
  const stored = await local.readItem(`USER#${who.userId}`, 'DEAL_TALLY');
  return { pending: 0, ongoing: 0, completed: 0, cancelled: 0, ...stored };
};

beforeAll(async () => {
  [seller, buyer, admin] = await Promise.all([user('seller'), user('buyer'), user('admin')]);
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

  it("keeps each party's tally with the deals: opened deals count as pending", async () => {
    for (const who of [seller, buyer])
      expect(await tallyOf(who)).toMatchObject({ pending: 3, ongoing: 0, completed: 0, cancelled: 0 });
    const { body } = await api(seller, 'GET', '/dashboard');
    expect(body.deals).toEqual({ pending: 3, ongoing: 0, completed: 0, total: 3 });
  });

  it("counts the caller's deals by column, with the stored rating and this month's inquiries", async () => {
    // one deal moves to the middle of the flow, one to its end, one stays at its start; a move inside
    // a column (the buyer proceeding, 10 -> 20 %) changes nothing
    await command(buyer, dealIds[0]!, { type: 'proceed' });
    await command(admin, dealIds[1]!, {
      type: 'override-stage',
      stage: 'final-spa-uploaded',
      reason: 'Arranged for the dashboard',
    });
    await command(admin, dealIds[2]!, {
      type: 'override-stage',
      stage: 'deal-closed',
      reason: 'Arranged for the dashboard',
    });
    expect(await tallyOf(seller)).toMatchObject({ pending: 1, ongoing: 1, completed: 1, cancelled: 0 });
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
    expect((await api(buyer, 'GET', '/dashboard')).body.deals).toMatchObject({ pending: 2, total: 4 });
    await command(admin, extra, { type: 'cancel', reason: 'Sanctions screening failed.' });
    const { body } = await api(buyer, 'GET', '/dashboard');
    expect(body.deals).toEqual({ pending: 1, ongoing: 1, completed: 1, total: 4 });
    expect(await tallyOf(seller)).toMatchObject({ pending: 1, ongoing: 1, completed: 1, cancelled: 1 });
  });
});

describe("the Inquiries card's offers awaiting an answer", () => {
  it('counts the open negotiations whose latest offer awaits the caller, and drops them once answered', async () => {
    const [owner, inquirer] = await Promise.all([user('seller'), user('buyer')]);
    const awaiting = async (who: User) =>
      ((await api(who, 'GET', '/dashboard')).body.inquiries as Json).awaiting;
    const fco = await marketUpload(owner);
    const listing = await api(owner, 'POST', '/marketplace/listings', {
      form: {
        name: 'Gasoline 95',
        location: 'Antwerp',
        quantity: 1000,
        unit: 'MT',
        delivery: 'FOB',
        term: 'Spot',
        price: 800,
        price_type: 'fixed',
        currency: 'USD',
        accepting_inquiries: 'now',
        industry: 'Energy',
      },
      fco_file_id: fco.id,
    });
    const sent = await api(inquirer, 'POST', `/marketplace/listings/${listing.body.id}/inquiries`, {
      quantity: 100,
    });
    expect([await awaiting(owner), await awaiting(inquirer)]).toEqual([1, 0]);
    const { body } = await api(owner, 'GET', '/dashboard');
    expect((body.inquiries as Json).awaiting_soonest).toBe(
      ((sent.body.negotiation as Json).rounds as Json[])[0]!.valid_until,
    );

    const countered = await api(owner, 'POST', `/marketplace/inquiries/${sent.body.id}/counter`, {
      round: 1,
      terms: {
        quantity: 100,
        price: { kind: 'fixed', amount: 790, currency: 'USD' },
        incoterm: 'FOB',
        location: 'Antwerp',
        delivery_from: '2027-02-01',
        delivery_to: '2027-02-10',
        payment_term: 'TT in advance',
      },
    });
    expect(countered.status, JSON.stringify(countered.body)).toBe(200);
    expect([await awaiting(owner), await awaiting(inquirer)]).toEqual([0, 1]);

    await api(inquirer, 'POST', `/marketplace/inquiries/${sent.body.id}/decline`, { round: 2 });
    expect([await awaiting(owner), await awaiting(inquirer)]).toEqual([0, 0]);
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
    // the buyer's list holds the buyer's own actions only: the inquiries sent and the step taken on a deal
    const buyers = await api(buyer, 'GET', '/activities');
    const buyersActions = (buyers.body.activities as Json[]).map((r) => String(r.action));
    expect(buyersActions.filter((action) => !action.startsWith('Inquiry sent: '))).toEqual([
      expect.stringMatching(/Buyer proceeded/),
    ]);
    expect(buyersActions).toHaveLength(5);
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
