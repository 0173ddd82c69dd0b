import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { type Json } from './support/api-call';
import { marketDeals } from './support/market-deals';
import { signedInUsers, type SignedInUser } from './support/signed-in';

/**
 * Saved searches against the local gateway and DynamoDB Local: the routes' authorization and rules
 * (the cap of 20, also when two saves meet at it), and the alert job run in this process the way its
 * schedule runs it: a new matching item alerts the owner once, by e-mail at most once a day per search;
 * another user's non-matching item and the owner's own item do not.
 */
const local = localStack();
const { stack, db, table } = local;
const { user, api } = signedInUsers(local);
const { marketUpload } = marketDeals(api);
type User = SignedInUser;

let buyer: User;
let seller: User;

const search = (name: string, query: Json = {}) => ({ name, kind: 'listing', query });

async function list(who: User) {
  const res = await api(who, 'GET', '/marketplace/saved-searches');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.searches as Json[];
}

async function listListing(owner: User, name: string, location = 'Antwerp') {
  const fco = await marketUpload(owner);
  const res = await api(owner, 'POST', '/marketplace/listings', {
    form: {
      name,
      location,
      quantity: 1000,
      unit: 'MT',
      delivery: 'FOB',
      term: 'Spot',
      price: 700,
      price_type: 'fixed',
      currency: 'USD',
      accepting_inquiries: 'now',
      industry: 'Energy',
    },
    fco_file_id: fco.id,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function alertsOf(who: User) {
  const found = await db.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${who.userId}`, ':sk': 'NOTIF#' },
      ConsistentRead: true,
    }),
  );
  return (found.Items ?? []).filter((n) => n.type === 'saved-search-match');
}

beforeAll(async () => {
  [buyer, seller] = await Promise.all([user('buyer'), user('seller')]);
}, 60_000);

describe('saved search routes', () => {
  it('refuses without a token (401), a mandate (403), a bad body naming the field (400), another user’s search (404)', async () => {
    expect((await fetch(`${stack.apiUrl}/marketplace/saved-searches`)).status).toBe(401);
    const mandate = await user('mandate');
    expect((await api(mandate, 'GET', '/marketplace/saved-searches')).status).toBe(403);
    for (const [body, field] of [
      [search(''), 'name'],
      [search('x'.repeat(81)), 'name'],
      [{ ...search('A'), kind: 'offer' }, 'kind'],
      [search('A', { sort: 'cheapest' }), 'query.sort'],
      [search('A', { colour: 'red' }), 'query.colour'],
    ] as const) {
      const res = await api(buyer, 'POST', '/marketplace/saved-searches', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const mine = await api(buyer, 'POST', '/marketplace/saved-searches', search('Diesel in Antwerp'));
    expect(mine.status).toBe(201);
    expect(
      (await api(seller, 'PATCH', `/marketplace/saved-searches/${mine.body.id}`, { name: 'x', version: 1 }))
        .status,
    ).toBe(404);
    expect((await api(seller, 'DELETE', `/marketplace/saved-searches/${mine.body.id}`)).status).toBe(404);
    await api(buyer, 'DELETE', `/marketplace/saved-searches/${mine.body.id}`);
  });

  it('saves, renames on the version read and deletes, keeping at most 20 even when two saves meet', async () => {
    const keeper = await user('buyer');
    const saved = await api(
      keeper,
      'POST',
      '/marketplace/saved-searches',
      search('EN590 Rotterdam', { q: 'en590', location: ['Rotterdam'], sort: 'price_asc' }),
    );
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      name: 'EN590 Rotterdam',
      kind: 'listing',
      version: 1,
      last_alerted_at: null,
    });
    const renamed = await api(keeper, 'PATCH', `/marketplace/saved-searches/${saved.body.id}`, {
      name: 'EN590 at Rotterdam',
      version: 1,
    });
    expect(renamed.body).toMatchObject({ name: 'EN590 at Rotterdam', version: 2 });
    expect(
      (
        await api(keeper, 'PATCH', `/marketplace/saved-searches/${saved.body.id}`, {
          name: 'Old',
          version: 1,
        })
      ).status,
    ).toBe(409);
    for (let i = 1; i < 19; i++)
      expect((await api(keeper, 'POST', '/marketplace/saved-searches', search(`Search ${i}`))).status).toBe(
        201,
      );
    const [a, b] = await Promise.all([
      api(keeper, 'POST', '/marketplace/saved-searches', search('Twentieth A')),
      api(keeper, 'POST', '/marketplace/saved-searches', search('Twentieth B')),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.message).toBe(
      'You can keep at most 20 saved searches. Delete one to save another.',
    );
    expect(await list(keeper)).toHaveLength(20);
    expect(await local.readItem(`USER#${keeper.userId}`, 'SAVED_SEARCH_COUNT')).toMatchObject({ count: 20 });
    expect((await api(keeper, 'DELETE', `/marketplace/saved-searches/${saved.body.id}`)).status).toBe(204);
    expect(await list(keeper)).toHaveLength(19);
    expect((await api(keeper, 'POST', '/marketplace/saved-searches', search('Room again'))).status).toBe(201);
  });
});

describe('the saved-search alerts', () => {
  it('tell the owner once of a new matching item, by e-mail at most once a day, never of their own', async () => {
    Object.assign(process.env, {
      TABLE_NAME: table,
      DYNAMODB_ENDPOINT: stack.dynamodb.endpoint,
      AWS_REGION: stack.region,
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    });
    const { alertSavedSearches } = await import('../src/marketplace/use-cases/alert-saved-searches');
    const word = `zq${randomUUID().slice(0, 8)}`;
    const [watcher, otherSeller] = await Promise.all([user('buyer'), user('seller')]);
    const saved = await api(
      watcher,
      'POST',
      '/marketplace/saved-searches',
      search(`Diesel ${word}`, { q: word, location: ['Antwerp'] }),
    );
    expect(saved.status).toBe(201);

    const first = await listListing(seller, `EN590 Diesel ${word}`);
    await listListing(otherSeller, `EN590 Diesel ${word}`, 'Houston'); // another place: no match
    // the stack's own timer may run the job too: either way the owner is told once
    await alertSavedSearches();
    await alertSavedSearches();
    let alerts = await alertsOf(watcher);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      title: `New matches for "Diesel ${word}"`,
      email: true,
      link: expect.stringMatching(new RegExp(`^/marketplace/buyer\\?q=${word}&location=Antwerp&new=`)),
    });
    expect(String(alerts[0]!.body)).toContain(`EN590 Diesel ${word} (Antwerp)`);
    expect(await local.readItem(`SAVED_SEARCH#${saved.body.id}`, `ALERTED#${first.id}`)).toBeDefined();

    // a second match the same day: in the bell, not by e-mail
    await listListing(otherSeller, `Gasoil ${word}`);
    await alertSavedSearches();
    alerts = await alertsOf(watcher);
    expect(alerts).toHaveLength(2);
    expect(alerts.map((a) => a.email).sort()).toEqual([false, true]);

    // the owner's own listing of the same kind would never alert them (a seller searching listings)
    const sellerWatch = await api(
      seller,
      'POST',
      '/marketplace/saved-searches',
      search(`Own ${word}`, { q: word }),
    );
    expect(sellerWatch.status).toBe(201);
    await listListing(seller, `Own EN590 ${word}`);
    await alertSavedSearches();
    expect(await alertsOf(seller)).toHaveLength(0);
  });
});
