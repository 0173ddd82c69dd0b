import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailInbox, type SinkEmail } from '../../infra/local/mail-inbox';
import { localStack } from '../../infra/local/personas';
import { notificationItem } from '../src/platform/notifications/data/notify';
import { signedInUsers, type SignedInUser } from './support/signed-in';

/**
 * The daily digest against DynamoDB Local and maildev: the preference keeps a subscriber membership,
 * and a run of the job (in this process, on the stack's table and SMTP sink, as the schedule calls it)
 * mails each subscriber one summary of the notifications not e-mailed, once a day. The stack's own
 * timer runs the same job with the real clock; the arrangements here hold whichever run comes first
 * (notifications are stored before the subscription, so any run that sees the subscriber sees them).
 */
const local = localStack();
const { stack, db, table } = local;
const sink = mailInbox(stack);
const { user, api } = signedInUsers(local);

let digests: typeof import('../src/platform/notifications/use-cases/send-daily-digests');
let closeMailers: () => void;

beforeAll(async () => {
  Object.assign(process.env, {
    TABLE_NAME: table,
    DYNAMODB_ENDPOINT: stack.dynamodb.endpoint,
    AWS_REGION: stack.region,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    MAIL_FROM: 'Commodity Trading Portal <no-reply@portal.localhost>',
    PORTAL_URL: stack.portalUrl,
    SMTP_URL: `smtp://127.0.0.1:${stack.smtp?.port ?? stack.ports['mail-smtp']}`,
    POWERTOOLS_LOG_LEVEL: process.env.POWERTOOLS_LOG_LEVEL ?? 'ERROR',
  });
  digests = await import('../src/platform/notifications/use-cases/send-daily-digests');
  ({ closeMailers } = await import('../src/platform/notifications/adapters/mailer'));
});

afterAll(() => closeMailers?.());

const preferences = {
  registration_updates: true,
  deal_updates: true,
  inquiry_messages: true,
  marketing: false,
};

/** A run's time: now, or 07:00 UTC today when the clock is earlier (the digest's hour). */
function runTime(): Date {
  const now = new Date();
  const seven = new Date(now);
  seven.setUTCHours(7, 0, 0, 0);
  return now < seven ? seven : now;
}

async function store(who: SignedInUser, title: string, email: boolean, at = new Date()) {
  await db.send(
    new PutCommand({
      TableName: table,
      Item: notificationItem({
        userId: who.userId,
        type: 'deal-action-awaited',
        title,
        body: `${title} body`,
        link: '/deal/DIGEST0001',
        at,
        email,
      }),
    }),
  );
}

const isDigest = (email: SinkEmail) => email.subject.startsWith('Your daily summary');
const membership = (who: SignedInUser) => local.readItem('DIGEST_SUBSCRIBERS', `USER#${who.userId}`);

describe('the daily digest', () => {
  it('mails a subscriber one summary of the notifications not e-mailed, once a day', async () => {
    const who = await user('inactive');
    await store(who, 'Quiet one', false);
    await store(who, 'Quiet two', false);
    await store(who, 'Loud one', true);
    await store(who, 'Too old', false, new Date(Date.now() - 25 * 3600_000));
    const saved = await api(who, 'PUT', '/settings/notifications', { ...preferences, daily_digest: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await membership(who)).toMatchObject({ user_id: who.userId });
    expect((await api(who, 'GET', '/settings/notifications')).body).toMatchObject({ daily_digest: true });

    // two runs at once (overlapping schedules): both read the subscriber, one claim wins the day
    const now = runTime();
    await Promise.all([digests.sendDailyDigests({ now }), digests.sendDailyDigests({ now })]);
    const [digest, ...more] = await sink.waitFor(who.email, 1, 5000, isDigest);
    expect(more).toHaveLength(0);
    expect(digest?.subject).toBe('Your daily summary: 2 notifications');
    await new Promise((r) => setTimeout(r, 300));
    expect(await sink.to(who.email, isDigest)).toHaveLength(1);
    const listed = digest!.text.split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toEqual([
      `- Quiet two: ${stack.portalUrl.replace(/\/$/, '')}/deal/DIGEST0001`,
      `- Quiet one: ${stack.portalUrl.replace(/\/$/, '')}/deal/DIGEST0001`,
    ]);
    expect(digest!.text).toContain('My Account → Settings → Email Notifications');
    expect(await local.readItem(`USER#${who.userId}`, 'DIGEST')).toMatchObject({
      day: now.toISOString().slice(0, 10),
    });

    // the same day again (a rerun, the local timer): nothing more
    await digests.sendDailyDigests({ now: new Date(now.getTime() + 3600_000) });
    await new Promise((r) => setTimeout(r, 500));
    expect(await sink.to(who.email, isDigest)).toHaveLength(1);
  });

  it('mails nobody who did not subscribe, and unsubscribing removes the membership', async () => {
    const never = await user('inactive');
    const left = await user('inactive');
    await store(never, 'Never told', false);
    await store(left, 'Left before', false);
    await api(left, 'PUT', '/settings/notifications', { ...preferences, daily_digest: true });
    expect(await membership(left)).toBeDefined();
    const off = await api(left, 'PUT', '/settings/notifications', { ...preferences, daily_digest: false });
    expect(off.status).toBe(200);
    expect(await membership(left)).toBeUndefined();
    expect(await membership(never)).toBeUndefined();

    await digests.sendDailyDigests({ now: runTime() });
    await new Promise((r) => setTimeout(r, 500));
    expect(await sink.to(never.email, isDigest)).toHaveLength(0);
    expect(await sink.to(left.email, isDigest)).toHaveLength(0);
  });

  it('takes concurrent saves of one user without an error, the membership following a saved preference', async () => {
    const who = await user('inactive');
    const saves = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api(who, 'PUT', '/settings/notifications', { ...preferences, daily_digest: i % 2 === 0 }),
      ),
    );
    expect(saves.map((r) => r.status)).toEqual(Array(6).fill(200));
    const stored = await api(who, 'GET', '/settings/notifications');
    expect((await membership(who)) !== undefined).toBe(stored.body.daily_digest);
  });

  it('refuses a preference that is not a boolean, naming it', async () => {
    const who = await user('inactive');
    const res = await api(who, 'PUT', '/settings/notifications', { ...preferences, daily_digest: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('daily_digest');
    expect(await membership(who)).toBeUndefined();
  });
});
