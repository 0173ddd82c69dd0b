import { InitiateAuthCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials } from '../emulators';
import { cognitoClient, dynamoClient } from '../provision';
import { basePorts, readStackFile, repoRoot, type StackFile } from '../stack-file';
import { startStack } from '../start';
import { demoAccounts } from './accounts';
import { demoMembers } from './companies';
import { demoDeals, keptUnread } from './deals';
import { demoNegotiations } from './negotiations';
import { seedDemo, type DemoSummary } from './seed';

// a stack of its own (the demo's approved users would change what the shared test stack's tests count)
const offset = readStackFile().ports.portal - basePorts.portal + 53;
const dataDir = join(repoRoot, '.local', `demo-seed-test-${offset}`);

async function counts(stack: StackFile) {
  const dynamo = dynamoClient(stack.dynamodb.endpoint);
  let items = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({ TableName: stack.dynamodb.tableName, ExclusiveStartKey: start as never }),
    );
    items += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  const s3 = new S3Client({
    endpoint: stack.s3.endpoint,
    region: stack.region,
    credentials: localCredentials,
    forcePathStyle: true,
  });
  const objects = (await s3.send(new ListObjectsV2Command({ Bucket: stack.s3.bucket }))).KeyCount ?? 0;
  const users = (
    await cognitoClient(stack.cognito.endpoint).send(
      new ListUsersCommand({ UserPoolId: stack.cognito.userPoolId, Limit: 60 }),
    )
  ).Users?.length;
  return { items, objects, users };
}

/** The counts once the outbox has delivered (email records follow the notifications by a moment). */
async function settledCounts(stack: StackFile) {
  let before = await counts(stack);
  for (let i = 0; i < 30; i++) {
    await new Promise((r) => setTimeout(r, 2_000));
    const now = await counts(stack);
    if (JSON.stringify(now) === JSON.stringify(before)) return now;
    before = now;
  }
  throw new Error('the table kept changing after the seed');
}

/** The stars a demo user receives in the demo's reviews. */
function starsReceived(key: string): number[] {
  return demoDeals.flatMap((d) =>
    !d.reviews
      ? []
      : d.buyer === key
        ? [d.reviews.bySeller[0]]
        : d.seller === key
          ? [d.reviews.byBuyer[0]]
          : [],
  );
}

/** Reviews set the rating to their average; without any, the admin's rating stands. */
function expectedRating(key: string): number {
  const stars = starsReceived(key);
  if (!stars.length) return demoAccounts.find((a) => a.key === key)!.rating;
  return Math.round((stars.reduce((a, b) => a + b, 0) * 10) / stars.length) / 10;
}

describe('demo seed', () => {
  let running: Awaited<ReturnType<typeof startStack>>;
  let stack: StackFile;
  let first: DemoSummary;
  let second: DemoSummary;
  let afterFirst: Awaited<ReturnType<typeof counts>>;
  let afterSecond: Awaited<ReturnType<typeof counts>>;
  let seedSeconds: number;
  const env = { ...process.env };

  beforeAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    running = await startStack({ offset, dataDir, inMemory: true, build: false, log: () => {} });
    stack = running.stackFile;
    const passwordFile = join(dataDir, 'demo.json');
    const started = Date.now();
    first = await seedDemo(stack, { passwordFile, say: () => {} });
    seedSeconds = (Date.now() - started) / 1000;
    console.log(`demo seed: ${seedSeconds.toFixed(1)} s on an empty stack`);
    afterFirst = await settledCounts(stack);
    second = await seedDemo(stack, { passwordFile, say: () => {} });
    afterSecond = await settledCounts(stack);
  }, 600_000);

  afterAll(async () => {
    await running?.stop();
    process.env = env;
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('makes approved, rated users with their documents in the bucket, and adds nothing on a second run', async () => {
    expect(afterSecond).toEqual(afterFirst);
    expect(second.users).toEqual(first.users);
    expect(first.users.map((u) => u.email)).toEqual([
      ...demoAccounts.map((a) => a.email),
      ...demoMembers.map((m) => m.spec.email),
    ]);
    expect(afterFirst.users).toBe(demoAccounts.length + demoMembers.length + 1); // and the admin
    expect(afterFirst.objects).toBeGreaterThanOrEqual(demoAccounts.length);

    // stored state, read the way the admin screens read it
    const admin = await cognitoClient(stack.cognito.endpoint).send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.cognito.userPoolClientId,
        AuthParameters: { USERNAME: stack.admin.email, PASSWORD: stack.admin.password },
      }),
    );
    const adminToken = admin.AuthenticationResult?.AccessToken ?? '';
    for (const account of demoAccounts) {
      const user = first.users.find((u) => u.email === account.email)!;
      // the printed credentials sign in
      const signIn = await cognitoClient(stack.cognito.endpoint).send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: stack.cognito.userPoolClientId,
          AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
        }),
      );
      const sub = JSON.parse(
        Buffer.from(signIn.AuthenticationResult!.IdToken!.split('.')[1]!, 'base64url').toString(),
      ) as { sub: string; 'cognito:groups'?: string[] };
      expect(sub['cognito:groups']).toContain(account.role);
      const detail = (await (
        await fetch(`${stack.apiUrl}/admin/users/${sub.sub}`, {
          headers: { authorization: `Bearer ${adminToken}` },
        })
      ).json()) as {
        profile: { roles: string[]; company_name: string };
        registrations: Array<{ type: string; status: string }>;
        documents: unknown[];
        rating: number;
      };
      expect(detail.profile.roles).toContain(account.role);
      expect(detail.profile.company_name).toBe(account.companyName);
      expect(detail.registrations).toEqual([
        expect.objectContaining({ type: account.role, status: 'approved' }),
      ]);
      expect(detail.documents.length).toBeGreaterThan(0);
      expect(detail.rating).toBe(expectedRating(account.key));
    }
  });

  it('leaves the demo buyer and seller deals in every column, closed deals rated both ways, an attached mandate and their notifications in the table', async () => {
    const db = DynamoDBDocumentClient.from(dynamoClient(stack.dynamodb.endpoint));
    const TableName = stack.dynamodb.tableName;
    const query = async (input: Omit<ConstructorParameters<typeof QueryCommand>[0], 'TableName'>) =>
      (await db.send(new QueryCommand({ TableName, ...input }))).Items ?? [];
    const item = async (pk: string, sk: string) =>
      (await db.send(new GetCommand({ TableName, Key: { pk, sk } }))).Item;
    const userId = async (key: string) => {
      const email = demoAccounts.find((a) => a.key === key)!.email;
      const found = await cognitoClient(stack.cognito.endpoint).send(
        new ListUsersCommand({ UserPoolId: stack.cognito.userPoolId, Filter: `email = "${email}"` }),
      );
      return found.Users![0]!.Attributes!.find((a) => a.Name === 'sub')!.Value!;
    };
    const dealsOf = async (uid: string) => {
      const members = await query({
        IndexName: 'gsi2',
        KeyConditionExpression: 'gsi2pk = :pk',
        ExpressionAttributeValues: { ':pk': `USER_DEALS#${uid}` },
      });
      return Promise.all(members.map(async (m) => (await item(`DEAL#${m.deal_id}`, 'DEAL'))!));
    };
    const columns = (deals: Array<Record<string, unknown>>) => {
      const progress = deals.map((d) => d.progress as number);
      return {
        pending: progress.filter((p) => p <= 20).length,
        ongoing: progress.filter((p) => p > 20 && p < 100).length,
        completed: progress.filter((p) => p === 100).length,
      };
    };
    const planned = (key: string, until: string) =>
      demoDeals.filter((d) => (d.buyer === key || d.seller === key) && d.until === until).length;

    const [buyerId, sellerId, mandateId] = await Promise.all(
      ['buyer-1', 'seller-1', 'mandate-1'].map(userId),
    );
    const buyerDeals = await dealsOf(buyerId!);
    for (const [key, uid] of [
      ['buyer-1', buyerId!],
      ['seller-1', sellerId!],
    ] as const) {
      const expected = {
        pending: planned(key, 'deal-initiated'),
        ongoing: planned(key, 'verification'),
        completed: planned(key, 'closed'),
      };
      expect(expected.pending).toBeGreaterThanOrEqual(2);
      expect(expected.completed).toBeGreaterThanOrEqual(2);
      expect(columns(await dealsOf(uid))).toEqual(expected);
    }
    const ongoing = buyerDeals.filter((d) => (d.progress as number) > 20 && (d.progress as number) < 100);
    expect(ongoing.map((d) => d.stage)).toEqual(['information-exchange']);

    // each closed deal: both parties' reviews with the planned stars
    const closed = buyerDeals.filter((d) => d.stage === 'deal-closed');
    expect(closed.every((d) => d.status === 'closed')).toBe(true);
    const reviewStars: number[] = [];
    for (const deal of closed) {
      const reviews = await query({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `DEAL#${deal.id}`, ':sk': 'REVIEW#' },
      });
      expect(reviews.map((r) => r.reviewer_id).sort()).toEqual([buyerId, sellerId].sort());
      expect(new Set(reviews.map((r) => r.rating)).size).toBe(2);
      reviewStars.push(...reviews.map((r) => r.rating as number));
    }
    expect(reviewStars.sort()).toEqual(
      demoDeals
        .filter((d) => d.reviews)
        .flatMap((d) => [d.reviews!.byBuyer[0], d.reviews!.bySeller[0]])
        .sort(),
    );

    // the ratings on the profiles, and on the seller's marketplace items (the cards)
    for (const [key, uid] of [
      ['buyer-1', buyerId!],
      ['seller-1', sellerId!],
    ] as const) {
      const profile = (await item(`USER#${uid}`, 'PROFILE'))!;
      expect(profile.review_count).toBe(starsReceived(key).length);
      expect(profile.rating).toBe(expectedRating(key));
    }
    const sellerListings = await query({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `USER#${sellerId}`, ':sk': 'LISTING#' },
    });
    expect(sellerListings.length).toBeGreaterThan(0);
    for (const listing of sellerListings)
      expect(listing).toMatchObject({
        owner_rating: expectedRating('seller-1'),
        owner_review_count: starsReceived('seller-1').length,
      });
    // and the card another buyer opens (the search replica catches up within moments)
    const other = first.users.find((u) => u.email === demoAccounts.find((a) => a.key === 'buyer-2')!.email)!;
    const otherToken = (
      await cognitoClient(stack.cognito.endpoint).send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: stack.cognito.userPoolClientId,
          AuthParameters: { USERNAME: other.email, PASSWORD: other.password },
        }),
      )
    ).AuthenticationResult!.AccessToken!;
    let card: Record<string, unknown> = {};
    for (let i = 0; i < 40 && card.review_count !== starsReceived('seller-1').length; i++) {
      if (i) await new Promise((r) => setTimeout(r, 250));
      const res = await fetch(
        `${stack.apiUrl}/marketplace/listings/${sellerListings.find((l) => l.status === 'Active')!.id}`,
        {
          headers: { authorization: `Bearer ${otherToken}` },
        },
      );
      card = (await res.json()) as Record<string, unknown>;
    }
    expect(card).toMatchObject({
      rating: expectedRating('seller-1'),
      review_count: starsReceived('seller-1').length,
    });

    // the mandate: a MEMBER item on each side it was confirmed for, and the request left pending
    const mandates = await Promise.all(
      buyerDeals.map(async (d) => ({
        deal: d,
        member: await item(`DEAL#${d.id}`, `MEMBER#${mandateId}`),
        slots: await query({
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': `DEAL#${d.id}`, ':sk': 'MANDATE#' },
        }),
      })),
    );
    const members = mandates.filter((m) => m.member);
    expect(members.map((m) => [m.member!.role, m.member!.side]).sort()).toEqual(
      demoDeals
        .filter((d) => d.mandate?.confirm)
        .map((d) => ['mandate', d.mandate!.party])
        .sort(),
    );
    expect(members.map((m) => m.deal.stage).sort()).toEqual(['deal-closed', 'information-exchange']);
    const pendingSlots = mandates.flatMap((m) => m.slots).filter((s) => s.status === 'pending');
    expect(pendingSlots).toEqual([expect.objectContaining({ mandate_id: mandateId, party: 'buyer' })]);

    // notifications written by those actions, the older ones read
    for (const [key, uid] of [
      ['buyer-1', buyerId!],
      ['seller-1', sellerId!],
      ['mandate-1', mandateId!],
    ] as const) {
      const notes = await query({
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `USER#${uid}`, ':sk': 'NOTIF#' },
      });
      const unread = notes.filter((n) => !n.read);
      expect(unread.length, key).toBe(keptUnread[key]);
      expect(notes.length - unread.length, key).toBeGreaterThan(0);
      const types = new Set(notes.map((n) => n.type));
      if (key === 'mandate-1') expect(types).toContain('mandate-attach-confirmed');
      else {
        expect(types).toContain('review-received');
        expect(notes.length).toBeGreaterThan(20);
      }
    }
    expect(first.deals).toEqual(second.deals);
  });

  it('leaves negotiations countered, accepted into a deal, declined and about to expire, once', async () => {
    expect(first.negotiations).toEqual({ planned: demoNegotiations.length, made: demoNegotiations.length });
    expect(second.negotiations).toEqual({ planned: demoNegotiations.length, made: 0 });
    const db = DynamoDBDocumentClient.from(dynamoClient(stack.dynamodb.endpoint));
    const negotiated: Array<Record<string, unknown>> = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new ScanCommand({
          TableName: stack.dynamodb.tableName,
          FilterExpression: 'entity = :inquiry AND size(rounds) > :one',
          ExpressionAttributeValues: { ':inquiry': { S: 'inquiry' }, ':one': { N: '1' } },
          ExclusiveStartKey: start as never,
        }),
      );
      negotiated.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    const states = negotiated.map((i) => (i.status as { S: string }).S).sort();
    expect(states).toEqual(['Accepted', 'Declined', 'Pending', 'Pending']);
  });

  it("gives three companies two members each, and leaves one ICPO awaiting its company's approval", async () => {
    expect(first.companies).toEqual({ members: demoMembers.length, heldDocuments: 1 });
    const db = DynamoDBDocumentClient.from(dynamoClient(stack.dynamodb.endpoint));
    const scan = async (filter: string, values: Record<string, unknown>) => {
      const found: Array<Record<string, unknown>> = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new ScanCommand({
            TableName: stack.dynamodb.tableName,
            FilterExpression: filter,
            ExpressionAttributeValues: values as never,
            ExclusiveStartKey: start as never,
          }),
        );
        found.push(...(page.Items ?? []));
        start = page.LastEvaluatedKey;
      } while (start);
      return found;
    };
    const memberships = await scan('entity = :m AND company_id <> user_id', { ':m': { S: 'membership' } });
    expect(memberships.map((m) => (m.role as { S: string }).S).sort()).toEqual(
      demoMembers.map((m) => m.role).sort(),
    );
    const deals = await scan('entity = :d', { ':d': { S: 'deal' } });
    const held = deals.filter((d) => JSON.stringify(d.documents ?? {}).includes('"held"'));
    expect(held).toHaveLength(1);
  });
});
