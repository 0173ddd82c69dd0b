import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoClient } from '../../infra/local/provision';
import { localStack, type Persona } from '../../infra/local/personas';
import { userChange } from '../src/platform/data/keys';
import { changeIndexAttributes } from '../src/platform/data/table-definition';
import { apiCaller, type Json } from './support/api-call';

/**
 * The admin lists served by the users search read model (platform/search) through the local
 * gateway: what admins and users change shows up within 2 s, and every write of a profile or
 * registration keeps the item's change key (GSI3) in step with its updated_at.
 */
const local = localStack();
const { stack } = local;
let adminToken: string;

const call = apiCaller(stack.apiUrl);

const VISIBLE_WITHIN_MS = 2_000;

/** Polls GET `path` (as admin) until `accept` holds; returns how long it took after the change. */
async function visibleWithin(path: string, accept: (body: Json) => boolean): Promise<number> {
  const started = Date.now();
  let last: Json | undefined;
  while (Date.now() - started < VISIBLE_WITHIN_MS + 1_000) {
    const res = await call(adminToken, 'GET', path);
    expect(res.status).toBe(200);
    last = res.body;
    if (accept(res.body)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not visible: ${path} -> ${JSON.stringify(last)}`);
}

const rowOf = (body: Json, id: string) => (body.users as Json[]).find((u) => u.id === id);
const bySearch = (text: string) => `/admin/users?search=${encodeURIComponent(text)}`;

/** The user's profile and registration items as stored. */
async function userItems(userId: string): Promise<Json[]> {
  const result = await local.db.send(
    new QueryCommand({
      TableName: local.table,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':from': 'PROFILE', ':to': 'REG#~' },
      ConsistentRead: true,
    }),
  );
  // the person's membership shares the range; it is not a document of the users collection
  return (result.Items ?? []).filter((item) => item.entity !== 'membership');
}

/** Every profile / registration item of the user carries the change key of its last write. */
async function expectChangeKeysInStep(userId: string, step: string) {
  const items = await userItems(userId);
  expect(items.length, step).toBeGreaterThan(0);
  for (const item of items)
    expect({ step, sk: item.sk, gsi3pk: item.gsi3pk, gsi3sk: item.gsi3sk }).toEqual({
      step,
      sk: item.sk,
      gsi3pk: 'USERS',
      gsi3sk: `${item.updated_at}#${userId}`,
    });
}

/** A submitted registration as the account API leaves it once its documents are in. */
async function submitted(persona: Persona, type: 'buyer' | 'seller') {
  const now = new Date().toISOString();
  await local.db.send(
    new PutCommand({
      TableName: local.table,
      Item: {
        pk: `USER#${persona.userId}`,
        sk: `REG#${type}`,
        gsi1pk: 'REG#submitted',
        gsi1sk: now,
        ...userChange(persona.userId, now).asAttributes,
        entity: 'registration',
        id: randomUUID(),
        user_id: persona.userId,
        type,
        status: 'submitted',
        form_values: { business_legal_name: 'Search Ltd' },
        created_at: now,
        updated_at: now,
        version: 1,
      },
    }),
  );
}

beforeAll(async () => {
  adminToken = (await local.signIn(stack.admin)).accessToken;
}, 30_000);

describe('admin users from the search read model', () => {
  it('shows an approval, a rename, a deactivation and a deletion within 2 s', async () => {
    const user = await local.createPersona('inactive');
    const userToken = (await local.signIn(user)).accessToken;
    // first sight: a new sign-up (the post-confirmation trigger's profile)
    const seen = await visibleWithin(
      bySearch(user.email),
      (b) => rowOf(b, user.userId)?.status === 'inactive',
    );
    expect(seen).toBeLessThan(VISIBLE_WITHIN_MS);

    await submitted(user, 'seller');
    await visibleWithin(bySearch(user.email), (b) => rowOf(b, user.userId)?.status === 'pending');
    const approved = await call(adminToken, 'POST', `/admin/registrations/${user.userId}/seller/approve`, {});
    expect(approved.status).toBe(200);
    expect(
      await visibleWithin(
        `${bySearch(user.email)}&tab=sellers`,
        (b) => rowOf(b, user.userId)?.status === 'active' && b.counts.sellers === 1,
      ),
    ).toBeLessThan(VISIBLE_WITHIN_MS);

    const profile = (await call(adminToken, 'GET', `/admin/users/${user.userId}`)).body.profile as Json;
    const newName = `Renamed ${randomUUID().slice(0, 8)}`;
    const renamed = await call(adminToken, 'PATCH', `/admin/users/${user.userId}/profile`, {
      full_name: newName,
      phone_number: '+1 555 0199',
      company_name: 'Renamed Metals',
      ...(typeof profile.version === 'number' ? { version: profile.version } : {}),
    });
    expect(renamed.status).toBe(200);
    expect(
      await visibleWithin(bySearch(newName), (b) => rowOf(b, user.userId)?.company === 'Renamed Metals'),
    ).toBeLessThan(VISIBLE_WITHIN_MS);
    // the seller accounts list searches names and sees the new one
    await visibleWithin(
      `/admin/accounts/seller?search=${encodeURIComponent(newName)}`,
      (b) => b.total === 1 && b.accounts[0].id === user.userId,
    );

    expect((await call(adminToken, 'POST', `/admin/users/${user.userId}/deactivate`, {})).status).toBe(200);
    expect(
      await visibleWithin(bySearch(newName), (b) => rowOf(b, user.userId)?.status === 'inactive'),
    ).toBeLessThan(VISIBLE_WITHIN_MS);
    await visibleWithin(
      `/admin/accounts/seller?status=inactive&search=${encodeURIComponent(newName)}`,
      (b) => b.total === 1,
    );
    expect((await call(adminToken, 'POST', `/admin/users/${user.userId}/activate`, {})).status).toBe(200);
    await visibleWithin(bySearch(newName), (b) => rowOf(b, user.userId)?.status === 'active');

    const before = (await call(adminToken, 'GET', '/admin/users?page_size=1')).body as Json;
    expect((await call(userToken, 'DELETE', '/account')).status).toBe(204);
    expect(
      await visibleWithin(bySearch(newName), (b) => b.users.length === 0 && b.counts.all === 0),
    ).toBeLessThan(VISIBLE_WITHIN_MS);
    const after = (await call(adminToken, 'GET', '/admin/users?page_size=1')).body as Json;
    // other tests add users meanwhile: at least this one is gone from the totals it was counted in
    expect(after.totals.registrations).toBeLessThanOrEqual(before.totals.registrations + 5);
    expect(await local.readItem(`TOMBSTONE#USERS#${user.userId}`, 'TOMBSTONE')).toMatchObject({
      gsi3pk: 'USERS',
      entity: 'tombstone',
    });
  }, 60_000);

  it('keeps the change key of every profile and registration write in step with its updated_at', async () => {
    const user = await local.createPersona('inactive');
    const token = (await local.signIn(user)).accessToken;
    await expectChangeKeysInStep(user.userId, 'sign-up');

    const me = (await call(token, 'GET', '/me')).body as Json;
    const own = await call(token, 'PATCH', '/profile', {
      full_name: 'Owner Edit',
      phone_number: '+1 555 0111',
      company_name: 'Owner Co',
      ...(typeof me.profile?.version === 'number' ? { version: me.profile.version } : {}),
    });
    expect(own.status).toBe(200);
    await expectChangeKeysInStep(user.userId, 'owner profile edit');

    const draft = await call(token, 'PUT', '/registrations/buyer/draft', {
      form_values: { business_legal_name: 'Draft Ltd' },
    });
    expect(draft.status).toBe(200);
    await expectChangeKeysInStep(user.userId, 'registration draft');

    // the draft becomes submitted (the submission needs uploaded documents; its write is the same save)
    const now = new Date().toISOString();
    await local.db.send(
      new UpdateCommand({
        TableName: local.table,
        Key: { pk: `USER#${user.userId}`, sk: 'REG#buyer' },
        UpdateExpression: `SET #status = :s, gsi1pk = :g, updated_at = :now, ${userChange(user.userId, now).asUpdate.set}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':s': 'submitted',
          ':g': 'REG#submitted',
          ':now': now,
          ...userChange(user.userId, now).asUpdate.values,
        },
      }),
    );
    expect(
      (await call(adminToken, 'POST', `/admin/registrations/${user.userId}/buyer/reject`, { reason: 'No' }))
        .status,
    ).toBe(200);
    await expectChangeKeysInStep(user.userId, 'rejection');

    await submitted(user, 'seller');
    expect(
      (await call(adminToken, 'POST', `/admin/registrations/${user.userId}/seller/approve`, {})).status,
    ).toBe(200);
    await expectChangeKeysInStep(user.userId, 'approval');

    expect((await call(adminToken, 'PUT', `/admin/users/${user.userId}/rating`, { rating: 4 })).status).toBe(
      200,
    );
    await expectChangeKeysInStep(user.userId, 'rating');
    expect((await call(adminToken, 'POST', `/admin/users/${user.userId}/deactivate`, {})).status).toBe(200);
    await expectChangeKeysInStep(user.userId, 'deactivation');
    expect((await call(adminToken, 'POST', `/admin/users/${user.userId}/activate`, {})).status).toBe(200);
    await expectChangeKeysInStep(user.userId, 'activation');

    const detail = (await call(adminToken, 'GET', `/admin/users/${user.userId}`)).body as Json;
    const edited = await call(adminToken, 'PATCH', `/admin/users/${user.userId}/profile`, {
      full_name: 'Admin Edit',
      phone_number: '+1 555 0122',
      company_name: 'Admin Co',
      ...(typeof detail.profile?.version === 'number' ? { version: detail.profile.version } : {}),
    });
    expect(edited.status).toBe(200);
    await expectChangeKeysInStep(user.userId, 'admin profile edit');

    // the list shows the last state of all of it
    await visibleWithin(bySearch('Admin Edit'), (b) =>
      Boolean(
        rowOf(b, user.userId)?.status === 'active' &&
        rowOf(b, user.userId)?.rating === 4 &&
        rowOf(b, user.userId)?.company === 'Admin Co',
      ),
    );
  }, 60_000);

  it('serves tab counts, totals, accounts and dashboard figures that agree with the table', async () => {
    const buyer = await local.createPersona('buyer');
    const list = await visibleWithin('/admin/users?page_size=5', (b) =>
      (b.users as Json[]).some((u) => u.id === buyer.userId),
    );
    expect(list).toBeLessThan(VISIBLE_WITHIN_MS);
    const users = (await call(adminToken, 'GET', '/admin/users?page_size=5')).body as Json;
    const stats = (await call(adminToken, 'GET', '/admin/stats')).body as Json;
    const accounts = (await call(adminToken, 'GET', '/admin/accounts/buyer?page_size=1')).body as Json;
    const profiles = await local.countProfiles();
    // other test files may add users between these calls: the figures agree within that margin
    expect(Math.abs(users.totals.profiles - profiles)).toBeLessThanOrEqual(3);
    expect(Math.abs(stats.total_users - profiles)).toBeLessThanOrEqual(3);
    expect(users.counts.all).toBeGreaterThanOrEqual(users.totals.profiles);
    expect(users.users).toHaveLength(Math.min(5, users.counts.all));
    const dates = (users.users as Json[]).map((u) => u.created_at as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(accounts.total).toBeGreaterThanOrEqual(1);
    expect(stats.buyers).toBeGreaterThanOrEqual(accounts.total);
  }, 30_000);

  it('builds replicas from a compact projection of the change index', async () => {
    const described = await dynamoClient(stack.dynamodb.endpoint).send(
      new DescribeTableCommand({ TableName: local.table }),
    );
    const gsi3 = described.Table?.GlobalSecondaryIndexes?.find((g) => g.IndexName === 'gsi3');
    expect(gsi3?.Projection).toEqual({
      ProjectionType: 'INCLUDE',
      NonKeyAttributes: [...changeIndexAttributes],
    });
    const page = await local.db.send(
      new QueryCommand({
        TableName: local.table,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :c',
        ExpressionAttributeValues: { ':c': 'USERS' },
        Limit: 50,
      }),
    );
    expect(page.Items?.length).toBeGreaterThan(0);
    for (const item of page.Items ?? []) expect(item.form_values).toBeUndefined();
  });
});
