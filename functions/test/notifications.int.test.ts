import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { notificationItem } from '../src/platform/notifications/data/notify';
import { type Json } from './support/api-call';
import { signedInUsers, type SignedInUser } from './support/signed-in';
import { marketDeals, pdfBytes, postToBucket } from './support/market-deals';
import { eventually } from './support/eventually';

/**
 * The notification centre (GET /notifications, mark one / all read) against the local gateway and
 * DynamoDB Local, the notifications the server writes with the changes that cause them (inquiry
 * accepted, registration reviewed, deal group reached, deal document reviewed), and the deadline
 * sweep, called the way its schedule calls it, at arranged times.
 */
const local = localStack();
const { stack, db, table } = local;
const { user, api } = signedInUsers(local);
type User = SignedInUser;
const { openDeal } = marketDeals(api);

const anonymous = (method: string, path: string) =>
  fetch(stack.apiUrl + path, { method }).then(async (res) => ({
    status: res.status,
    body: await res.json(),
  }));

/** Stored notification items of a user, oldest first (the table, not the API). */
async function storedNotifications(userId: string): Promise<Json[]> {
  const items: Json[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': 'NOTIF#' },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Puts `count` unread notifications for the user, one minute apart from `from`. */
async function seed(userId: string, count: number, from = Date.parse('2025-01-01T00:00:00.000Z')) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const item = notificationItem({
      userId,
      type: 'deal-action-awaited',
      title: `Notice ${i}`,
      body: `Body ${i}`,
      link: `/deal/N${i}`,
      at: new Date(from + i * 60_000),
    });
    ids.push(String(item.id));
    await db.send(new PutCommand({ TableName: table, Item: item }));
  }
  return ids;
}

async function list(who: User, query = ''): Promise<Json> {
  const res = await api(who, 'GET', `/notifications${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

let buyer: User;
let seller: User;
let admin: User;
let inactive: User;
let reader: User;

beforeAll(async () => {
  [buyer, seller, admin, inactive, reader] = await Promise.all([
    user('buyer'),
    user('seller'),
    user('admin'),
    user('inactive'),
    user('inactive'),
  ]);
}, 60_000);

describe('who may call the notification routes', () => {
  it('refuses a request without a token with 401', async () => {
    for (const [method, path] of [
      ['GET', '/notifications'],
      ['POST', `/notifications/${randomUUID()}/read`],
      ['POST', '/notifications/read-all'],
    ] as const)
      expect((await anonymous(method, path)).status, `${method} ${path}`).toBe(401);
  });

  it('serves any signed-in user, an inactive one too (the review of a registration reaches them)', async () => {
    const page = await list(inactive);
    expect(page).toEqual({ notifications: [], unread_count: 0, next_cursor: null });
    expect((await api(inactive, 'POST', '/notifications/read-all')).body).toEqual({ updated: 0 });
  });

  it("answers someone else's notification, or an unknown id, with 404 and leaves it unread", async () => {
    const [theirs] = await seed(buyer.userId, 1, Date.parse('2024-01-01T00:00:00.000Z'));
    const res = await api(seller, 'POST', `/notifications/${theirs}/read`);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Notification not found');
    expect((await api(seller, 'POST', `/notifications/${randomUUID()}/read`)).status).toBe(404);
    const stored = (await storedNotifications(buyer.userId)).find((n) => n.id === theirs);
    expect(stored).toMatchObject({ read: false, gsi1pk: `UNREAD#${buyer.userId}` });
  });

  it('refuses a bad limit or cursor with 400 naming the field, never 500', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
      ['?limit=ten', 'limit'],
      ['?cursor=', 'cursor'],
      ['?cursor=not*a*cursor', 'cursor'],
      [`?cursor=${Buffer.from('PROFILE').toString('base64url')}`, 'cursor'],
      [`?cursor=${'A'.repeat(300)}`, 'cursor'],
      ['?page=2', 'page'],
    ] as const) {
      const res = await api(reader, 'GET', `/notifications${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.field, query).toBe(field);
    }
  });
});

describe('the notification centre', () => {
  let ids: string[];

  it('lists newest first, a page at a time, with the unread count', async () => {
    ids = await seed(reader.userId, 25);
    const first = await list(reader, '?limit=10');
    expect(first.notifications).toHaveLength(10);
    expect(first.notifications[0]).toEqual({
      id: ids[24],
      type: 'deal-action-awaited',
      title: 'Notice 24',
      body: 'Body 24',
      link: '/deal/N24',
      read: false,
      created_at: '2025-01-01T00:24:00.000Z',
    });
    expect(first.unread_count).toBe(25);
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await list(reader, `?limit=10&cursor=${first.next_cursor}`);
    const third = await list(reader, `?limit=10&cursor=${second.next_cursor}`);
    expect(third.notifications).toHaveLength(5);
    expect(third.next_cursor).toBeNull();
    const titles = [...first.notifications, ...second.notifications, ...third.notifications].map(
      (n: Json) => n.title,
    );
    expect(titles).toEqual(Array.from({ length: 25 }, (_, i) => `Notice ${24 - i}`));
    // the default page is 20
    expect((await list(reader)).notifications).toHaveLength(20);
  });

  it('marks one read (the table too), idempotently, and counts one fewer unread', async () => {
    const res = await api(reader, 'POST', `/notifications/${ids[3]}/read`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.notification).toMatchObject({ id: ids[3], title: 'Notice 3', read: true });
    const stored = (await storedNotifications(reader.userId)).find((n) => n.id === ids[3])!;
    expect(stored.read).toBe(true);
    expect(stored.read_at).toEqual(expect.any(String));
    expect(stored).not.toHaveProperty('gsi1pk');
    const again = await api(reader, 'POST', `/notifications/${ids[3]}/read`);
    expect(again.status).toBe(200);
    expect(again.body.notification).toMatchObject({ id: ids[3], read: true });
    expect((await storedNotifications(reader.userId)).find((n) => n.id === ids[3])!.read_at).toBe(
      stored.read_at,
    );
    const page = await eventually(
      () => list(reader, '?limit=50'),
      (p) => p.unread_count === 24,
    );
    expect(page.unread_count).toBe(24);
    expect(page.notifications.find((n: Json) => n.id === ids[3]).read).toBe(true);
  });

  it('marks all read: only the unread ones, stored, then nothing left to mark', async () => {
    const res = await api(reader, 'POST', '/notifications/read-all');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ updated: 24 });
    const stored = await storedNotifications(reader.userId);
    expect(stored).toHaveLength(25);
    expect(stored.every((n) => n.read === true && n.gsi1pk === undefined)).toBe(true);
    expect((await list(reader)).unread_count).toBe(0);
    expect((await api(reader, 'POST', '/notifications/read-all')).body).toEqual({ updated: 0 });
  });

  it('caps the unread count at 100', async () => {
    const many = await user('inactive');
    await seed(many.userId, 120);
    expect((await list(many, '?limit=1')).unread_count).toBe(100);
  });
});

// ---------------------------------------------------------------------------------------------------
// Notifications the server writes with its changes

const ofType = async (who: User, type: string, link?: string) =>
  (await list(who, '?limit=50')).notifications.filter(
    (n: Json) => n.type === type && (link === undefined || n.link === link),
  );

async function uploadDealDocument(who: User, dealId: string, documentType: string) {
  const bytes = pdfBytes(`${documentType} ${randomUUID()}`);
  const ticket = await api(who, 'POST', `/deals/${dealId}/uploads`, {
    document_type: documentType,
    file_name: `${documentType}.pdf`,
    file_type: 'application/pdf',
    size: bytes.length,
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
  await postToBucket(ticket.body, bytes, 'application/pdf');
  const done = await api(who, 'POST', `/deals/${dealId}/uploads/${ticket.body.upload_id}/complete`);
  expect(done.status, JSON.stringify(done.body)).toBe(201);
  return (done.body.documents as Json[]).find((d) => d.document_type === documentType && !d.superseded)!;
}

async function command(who: User, dealId: string, body: Json) {
  const res = await api(who, 'POST', `/deals/${dealId}/commands`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('notifications of events', () => {
  let dealId: string;

  it('an accepted inquiry: the buyer is told, with a link to the deal', async () => {
    dealId = await openDeal(seller, buyer, `Notified Diesel ${randomUUID().slice(0, 6)}`);
    const accepted = await ofType(buyer, 'inquiry-accepted', `/deal/${dealId}`);
    expect(accepted).toHaveLength(1);
    expect(accepted[0].read).toBe(false);
    expect(await ofType(seller, 'inquiry-received')).not.toHaveLength(0);
    expect(await ofType(seller, 'inquiry-accepted', `/deal/${dealId}`)).toHaveLength(0);
  });

  it('a new group: both parties are told once, and only the one who must act by e-mail', async () => {
    await command(buyer, dealId, { type: 'proceed' });
    const reached = await ofType(buyer, 'deal-group-reached', `/deal/${dealId}`);
    expect(reached.map((n: Json) => n.title)).toEqual([
      expect.stringMatching(/^Deal at Initial SPA — [\d,]+ MT Notified Diesel/),
    ]);
    const awaited = await ofType(seller, 'deal-action-awaited', `/deal/${dealId}`);
    expect(awaited.map((n: Json) => n.title)).toEqual([
      expect.stringMatching(/^Action required: upload the sanitized initial SPA — /),
    ]);
    expect(await ofType(seller, 'deal-group-reached', `/deal/${dealId}`)).toHaveLength(0);
    const flags = async (who: User) =>
      (await storedNotifications(who.userId))
        .filter((n) => n.link === `/deal/${dealId}` && n.type.startsWith('deal-'))
        .map((n) => n.email);
    expect(await flags(buyer)).toEqual([false]);
    expect(await flags(seller)).toEqual([true]);
  });

  it("a reviewed deal document: its uploader is told, with the reviewer's feedback, and no one else", async () => {
    const spa = await uploadDealDocument(seller, dealId, 'initial-spa');
    await command(admin, dealId, {
      type: 'review-document',
      documentId: spa.document_id,
      decision: 'deny',
      comment: 'The price clause is missing',
    });
    const denied = await ofType(seller, 'document-denied', `/deal/${dealId}`);
    expect(denied).toHaveLength(1);
    expect(denied[0].title).toMatch(/^Sanitized Initial SPA denied — /);
    expect(denied[0].body.split('\n')[0]).toBe(
      'The platform denied your Sanitized Initial SPA (version 1). Feedback: The price clause is missing',
    );
    expect(await ofType(buyer, 'document-denied', `/deal/${dealId}`)).toHaveLength(0);
    expect(await ofType(admin, 'document-denied', `/deal/${dealId}`)).toHaveLength(0);
    const again = await uploadDealDocument(seller, dealId, 'initial-spa');
    await command(admin, dealId, {
      type: 'review-document',
      documentId: again.document_id,
      decision: 'approve',
    });
    const approved = await ofType(seller, 'document-approved', `/deal/${dealId}`);
    expect(approved.map((n: Json) => n.body.split('\n')[0])).toEqual([
      'The platform approved your Sanitized Initial SPA (version 2).',
    ]);
    // stored in the seller's partition, unread, indexed as unread
    const stored = (await storedNotifications(seller.userId)).filter(
      (n) => n.type === 'document-approved' && n.link === `/deal/${dealId}`,
    );
    expect(stored).toEqual([expect.objectContaining({ read: false, gsi1pk: `UNREAD#${seller.userId}` })]);
  });

  it('a reviewed registration: the applicant is told, active or not', async () => {
    const applicant = await user('inactive');
    const now = new Date().toISOString();
    await db.send(
      new PutCommand({
        TableName: table,
        Item: {
          pk: `USER#${applicant.userId}`,
          sk: 'REG#seller',
          gsi1pk: 'REG#submitted',
          gsi1sk: now,
          entity: 'registration',
          id: randomUUID(),
          user_id: applicant.userId,
          type: 'seller',
          status: 'submitted',
          form_values: {},
          created_at: now,
          updated_at: now,
          version: 1,
        },
      }),
    );
    const res = await api(admin, 'POST', `/admin/registrations/${applicant.userId}/seller/reject`, {
      reason: 'The licence is missing',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [notice] = await ofType(applicant, 'registration-rejected');
    expect(notice).toMatchObject({
      title: 'Seller registration rejected',
      body: 'Your seller registration was rejected. Reason: The licence is missing',
      link: '/my-account?tab=registration',
      read: false,
    });
  });
});

// ---------------------------------------------------------------------------------------------------
// The deadline sweep

describe('the deadline sweep', () => {
  let sweep: typeof import('../src/deals/use-cases/sweep-deadlines');
  let handlerModule: typeof import('../src/deals/handlers/sweep-deadlines');
  const hour = 3_600_000;

  beforeAll(async () => {
    // the sweep runs in this process, on the stack's table and user pool
    Object.assign(process.env, {
      TABLE_NAME: table,
      DYNAMODB_ENDPOINT: stack.dynamodb.endpoint,
      COGNITO_ENDPOINT: stack.cognito.endpoint,
      USER_POOL_ID: stack.cognito.userPoolId,
      AWS_REGION: stack.region,
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    });
    sweep = await import('../src/deals/use-cases/sweep-deadlines');
    handlerModule = await import('../src/deals/handlers/sweep-deadlines');
  });

  /** A deal whose buyer proceeded: it rests in Initial SPA, due in the platform's days, the seller to act. */
  async function dealInInitialSpa(product: string) {
    const dealId = await openDeal(seller, buyer, `${product} ${randomUUID().slice(0, 6)}`);
    await command(buyer, dealId, { type: 'proceed' });
    return dealId;
  }

  async function deadlineOf(dealId: string) {
    const deal = (await local.readItem(`DEAL#${dealId}`, 'DEAL'))!;
    const dueAt = (deal.due_dates as Record<string, string>)['initial-spa']!;
    const item = await local.readItem(`DUE#${dueAt.slice(0, 10)}`, `${dueAt}#${dealId}#initial-spa`);
    return { dueAt, due: Date.parse(dueAt), item };
  }

  it('records a deadline when a group gets its due date, in the partition of its day', async () => {
    const dealId = await dealInInitialSpa('Due Diesel');
    const { dueAt, item } = await deadlineOf(dealId);
    expect(Date.parse(dueAt)).toBeGreaterThan(Date.now());
    expect(item).toMatchObject({
      entity: 'deal_deadline',
      deal_id: dealId,
      group: 'initial-spa',
      due_at: dueAt,
    });
  });

  it('reminds the acting party once a day ahead, and tells the admins once when it has passed', async () => {
    const dealId = await dealInInitialSpa('Late Diesel');
    const { due } = await deadlineOf(dealId);
    const link = `/deal/${dealId}`;

    await sweep.sweepDeadlines(new Date(due - 30 * hour));
    expect(await ofType(seller, 'deadline-near', link)).toHaveLength(0);

    const first = await sweep.sweepDeadlines(new Date(due - 12 * hour));
    expect(first.reminders).toBeGreaterThanOrEqual(1);
    await sweep.sweepDeadlines(new Date(due - 11 * hour));
    const reminders = await ofType(seller, 'deadline-near', link);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      title: expect.stringMatching(/^Initial SPA due soon — /),
      read: false,
    });
    expect(reminders[0].body).toMatch(/Waiting for the seller to upload/);
    // the buyer has nothing to do until the seller's SPA is approved
    expect(await ofType(buyer, 'deadline-near', link)).toHaveLength(0);
    const { item: reminded } = await deadlineOf(dealId);
    expect(reminded).toMatchObject({ reminder_sent_at: new Date(due - 12 * hour).toISOString() });
    expect(reminded).not.toHaveProperty('settled_at');

    await sweep.sweepDeadlines(new Date(due + hour));
    await sweep.sweepDeadlines(new Date(due + 2 * hour));
    const overdue = await ofType(admin, 'deadline-passed', link);
    expect(overdue).toHaveLength(1);
    expect(overdue[0].title).toMatch(/^Initial SPA overdue — /);
    expect(await ofType(seller, 'deadline-passed', link)).toHaveLength(0);
    expect(await ofType(seller, 'deadline-near', link)).toHaveLength(1);
    const { item: settled } = await deadlineOf(dealId);
    expect(settled).toMatchObject({ overdue_sent_at: new Date(due + hour).toISOString() });
    expect(settled!.settled_at).toEqual(expect.any(String));
  });

  it('never for a deal that ended: its deadline is retired without a word', async () => {
    const dealId = await dealInInitialSpa('Cancelled Diesel');
    const { due } = await deadlineOf(dealId);
    await command(admin, dealId, { type: 'cancel', reason: 'The buyer withdrew' });
    await sweep.sweepDeadlines(new Date(due - 12 * hour));
    await sweep.sweepDeadlines(new Date(due + hour));
    const link = `/deal/${dealId}`;
    for (const who of [buyer, seller])
      expect(await ofType(who, 'deadline-near', link), who.userId).toHaveLength(0);
    expect(await ofType(admin, 'deadline-passed', link)).toHaveLength(0);
    const { item } = await deadlineOf(dealId);
    expect(item!.settled_at).toEqual(expect.any(String));
    expect(item).not.toHaveProperty('reminder_sent_at');
    expect(item).not.toHaveProperty('overdue_sent_at');
  });

  it('the handler runs a sweep at the current time', async () => {
    const report = await handlerModule.handler();
    expect(report).toEqual({
      read: expect.any(Number),
      reminders: expect.any(Number),
      overdue: expect.any(Number),
      retired: expect.any(Number),
    });
  });
});
