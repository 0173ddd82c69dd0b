import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, inquireOnListing } from '../../infra/e2e/support/market-api';
import { localStack, type Persona } from '../../infra/local/personas';
import { apiCaller } from './support/api-call';
import { isNotificationEmail, mailInbox } from '../../infra/local/mail-inbox';
import { eventually as eventuallyRead } from './support/eventually';

/**
 * The outbox's email: a real event (an inquiry on a seller's listing) writes a notification; the local
 * stack's stream poller hands it to the sender handler, which delivers to maildev. Read back from
 * maildev's REST API and from the delivery record in the table. The failure cases call the same
 * handler module in this process with a stream event of their own, so the stack's poller never sees
 * their records.
 */
const local = localStack();
const { stack, db, table } = local;
const sink = mailInbox(stack);
const call = apiCaller(stack.apiUrl);
const mailFrom = 'Commodity Trading Portal <no-reply@portal.localhost>';

type Handler = (
  event: DynamoDBStreamEvent,
  context?: { getRemainingTimeInMillis(): number },
) => Promise<DynamoDBBatchResponse>;
let handler: Handler;
let closeMailers: () => void;
const realSmtp = `smtp://127.0.0.1:${stack.smtp?.port ?? stack.ports['mail-smtp']}`;

beforeAll(async () => {
  Object.assign(process.env, {
    TABLE_NAME: table,
    DYNAMODB_ENDPOINT: stack.dynamodb.endpoint,
    AWS_REGION: stack.region,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    MAIL_FROM: mailFrom,
    PORTAL_URL: stack.portalUrl,
    SMTP_URL: realSmtp,
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'ERROR',
  });
  ({ handler } =
    (await import('../src/platform/notifications/handlers/deliver-notification-emails')) as unknown as {
      handler: Handler;
    });
  ({ closeMailers } = await import('../src/platform/notifications/adapters/mailer'));
});

afterAll(() => closeMailers?.());

async function notificationsOf(who: Persona) {
  const found = await db.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${who.userId}`, ':prefix': 'NOTIF#' },
      ConsistentRead: true,
    }),
  );
  return found.Items ?? [];
}

const delivery = (notificationId: string) => local.readItem(`EMAIL#${notificationId}`, 'EMAIL');

/** The sink's email arrives through the stream poller: allow it 15 s, looking every 200 ms. */
const eventually = <T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000) =>
  eventuallyRead(read, ok, timeoutMs, 200);

/** Long enough for a second delivery of the same record to have reached the sink, were there one. */
const settle = () => new Promise((r) => setTimeout(r, 2000));

/** A stream record of a new notification item, as DynamoDB Streams delivers it. */
function notificationRecord(recipient: Persona, over: Record<string, string> = {}): DynamoDBRecord {
  const id = over.id ?? randomUUID();
  const at = new Date().toISOString();
  const fields: Record<string, string> = {
    pk: `USER#${recipient.userId}`,
    sk: `NOTIF#${at}#${id}`,
    entity: 'notification',
    id,
    user_id: recipient.userId,
    type: 'deal-action-awaited',
    title: 'Your action is awaited',
    body: 'Deal #TEST1 awaits your signed SPA.',
    link: '/deal/TEST1',
    created_at: at,
    ...over,
  };
  return {
    eventID: randomUUID(),
    eventName: 'INSERT',
    eventSource: 'aws:dynamodb',
    eventVersion: '1.1',
    awsRegion: stack.region,
    dynamodb: {
      Keys: { pk: { S: String(fields.pk) }, sk: { S: String(fields.sk) } },
      NewImage: {
        ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { S: v }])),
        email: { BOOL: true },
      },
      SequenceNumber: `${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      StreamViewType: 'NEW_IMAGE',
    },
  };
}

async function withSmtp<T>(url: string, run: () => Promise<T>): Promise<T> {
  const before = process.env.SMTP_URL;
  process.env.SMTP_URL = url;
  try {
    return await run();
  } finally {
    process.env.SMTP_URL = before;
  }
}

/** A port where nothing listens (bound, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

let seller: Persona;
let quietSeller: Persona;
let buyer: Persona;

beforeAll(async () => {
  [seller, quietSeller, buyer] = await Promise.all([
    local.createPersona('seller'),
    local.createPersona('seller'),
    local.createPersona('buyer'),
  ]);
}, 60_000);

describe('notification emails through the outbox', () => {
  it("emails the seller once when a buyer's inquiry arrives, with the notification's subject and an absolute link", async () => {
    const listing = await createListing(seller, { name: `Mail Diesel ${randomUUID().slice(0, 6)}` });
    const sent = await inquireOnListing(buyer, listing.id, 10);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);

    const [notification] = await notificationsOf(seller);
    expect(notification).toMatchObject({ type: 'inquiry-received', link: '/my-listings' });
    // through the stack's outbox, behind whatever the earlier test files' notifications left it to send
    const emails = await sink.waitFor(seller.email, 1, 60_000, isNotificationEmail);
    await settle();
    const all = await sink.to(seller.email, isNotificationEmail);
    expect(all).toHaveLength(1);
    const [email] = emails;
    expect(email?.to.map((t) => t.address)).toEqual([seller.email]);
    expect(email?.from[0]?.address).toBe('no-reply@portal.localhost');
    expect(email?.subject).toBe(notification?.title);
    expect(email?.text).toContain(String(notification?.body));
    expect(email?.text).toContain(`${stack.portalUrl}/my-listings`);
    expect(email?.html).toContain(`href="${stack.portalUrl}/my-listings"`);
    expect(email?.headers['message-id']).toBe(`<notification-${notification?.id}@portal.localhost>`);
    expect(email?.headers['x-portal-notification-id']).toBe(notification?.id);

    const record = await eventually(
      () => delivery(String(notification?.id)),
      (d) => d?.state === 'sent',
    );
    expect(record).toMatchObject({
      state: 'sent',
      user_id: seller.userId,
      attempts: 1,
      message_id: `<notification-${notification?.id}@portal.localhost>`,
    });
    expect(record?.lease_until).toBeUndefined();
    // the buyer's own side of the inquiry wrote no notification for the buyer, so no email either
    expect(await sink.to(buyer.email, isNotificationEmail)).toHaveLength(0);
  }, 90_000);

  it('sends nothing to a user whose preference for that kind of notification is off, and records the skip', async () => {
    const token = (await local.signIn(quietSeller)).accessToken;
    const saved = await call(token, 'PUT', '/settings/notifications', {
      registration_updates: true,
      deal_updates: true,
      inquiry_messages: false,
      marketing: false,
      daily_digest: false,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const listing = await createListing(quietSeller, { name: `Quiet Diesel ${randomUUID().slice(0, 6)}` });
    expect((await inquireOnListing(buyer, listing.id, 10)).status).toBe(201);

    const [notification] = await notificationsOf(quietSeller);
    expect(notification?.type).toBe('inquiry-received');
    const record = await eventually(
      () => delivery(String(notification?.id)),
      (d) => d?.state === 'skipped',
    );
    expect(record).toMatchObject({ state: 'skipped', reason: 'inquiry_messages off' });
    await settle();
    expect(await sink.to(quietSeller.email, isNotificationEmail)).toHaveLength(0);
  });
});

describe('the sender handler', () => {
  it('delivers once after a sender failure: a failed send is reported for retry, the retry sends, a redelivery sends nothing', async () => {
    const record = notificationRecord(seller);
    const id = record.dynamodb?.NewImage?.id?.S ?? '';
    const before = (await sink.to(seller.email, isNotificationEmail)).length;

    const failed = await withSmtp(`smtp://127.0.0.1:${await closedPort()}`, () =>
      handler({ Records: [record] }),
    );
    expect(failed.batchItemFailures).toEqual([{ itemIdentifier: record.dynamodb?.SequenceNumber }]);
    expect(await delivery(id)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(String((await delivery(id))?.last_error)).toMatch(/ECONNREFUSED|connect/i);
    expect(await sink.to(seller.email, isNotificationEmail)).toHaveLength(before);

    const retried = await handler({ Records: [record] });
    expect(retried.batchItemFailures).toEqual([]);
    const emails = await sink.waitFor(seller.email, before + 1, 15_000, isNotificationEmail);
    expect(emails).toHaveLength(before + 1);
    const email = emails.find((e) => e.headers['x-portal-notification-id'] === id);
    expect(email?.subject).toBe('Your action is awaited');
    expect(email?.text).toContain(`${stack.portalUrl}/deal/TEST1`);
    expect(await delivery(id)).toMatchObject({ state: 'sent', attempts: 2 });

    const redelivered = await handler({ Records: [record] });
    expect(redelivered.batchItemFailures).toEqual([]);
    await settle();
    expect(await sink.to(seller.email, isNotificationEmail)).toHaveLength(before + 1);
    expect(await delivery(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('fails fast on an SMTP server that never answers, and stops the batch at the first failure', async () => {
    // accepts connections and says nothing (no greeting): the send must fail on its own timeout
    const sockets = new Set<import('node:net').Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as { port: number };
    try {
      const first = notificationRecord(seller);
      const second = notificationRecord(seller);
      const started = Date.now();
      const result = await withSmtp(`smtp://127.0.0.1:${port}`, () => handler({ Records: [first, second] }));
      expect(Date.now() - started).toBeLessThan(8000);
      expect(result.batchItemFailures).toEqual([{ itemIdentifier: first.dynamodb?.SequenceNumber }]);
      expect(await delivery(first.dynamodb?.NewImage?.id?.S ?? '')).toMatchObject({ state: 'failed' });
      // the record after the failed one is left to the retry, which starts at the failed record
      expect(await delivery(second.dynamodb?.NewImage?.id?.S ?? '')).toBeUndefined();
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((r) => silent.close(r));
    }
  });

  it('starts no send the function has no time left to finish: the record goes back for the next invocation', async () => {
    const record = notificationRecord(seller);
    const result = await handler({ Records: [record] }, { getRemainingTimeInMillis: () => 2000 });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: record.dynamodb?.SequenceNumber }]);
    expect(await delivery(record.dynamodb?.NewImage?.id?.S ?? '')).toBeUndefined();
  });

  it('takes only new notification items, and records a user without a profile as skipped', async () => {
    const modified = { ...notificationRecord(seller), eventName: 'MODIFY' as const };
    const other = notificationRecord(seller, { entity: 'deal' });
    const nobody = notificationRecord({ ...seller, userId: randomUUID() });
    const result = await handler({ Records: [modified, other, nobody] });
    expect(result.batchItemFailures).toEqual([]);
    expect(await delivery(modified.dynamodb?.NewImage?.id?.S ?? '')).toBeUndefined();
    expect(await delivery(other.dynamodb?.NewImage?.id?.S ?? '')).toBeUndefined();
    expect(await delivery(nobody.dynamodb?.NewImage?.id?.S ?? '')).toMatchObject({
      state: 'skipped',
      reason: 'no such user',
    });
  });
});
