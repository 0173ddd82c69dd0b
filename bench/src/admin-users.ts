import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { usersCollection } from '../../functions/src/admin/domain/user-collection';
import { keys, userChange } from '../../functions/src/platform/data/keys';
import { searchCollections } from '../../functions/src/platform/search/domain/collection';
import { createReadModel, defaultOverlapMs } from '../../functions/src/platform/search/data/read-model';
import { localStack } from '../../infra/local/personas';
import type { StackFile } from '../../infra/local/stack-file';
import { loadGet } from './http-load';
import { measureLoop, ratioOf, round, type LatencyFigures, type Ratio } from './stats';

const connections = 10;
const durationSeconds = 10;
const warmupSeconds = 2;
/** How long the replica may take to catch up with freshly seeded users before the bench gives up. */
const catchUpBudgetMs = 15 * 60_000;
const registrationStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
const types = ['buyer', 'seller', 'mandate'] as const;

export interface AdminUsersBench {
  users: number;
  registrations: number;
  /** GET /admin/users: first page (50 rows) with the tab counts and totals. */
  api: LatencyFigures;
  /** GET /admin/users?search=<a company name ~1% of the users share>. */
  search: LatencyFigures;
  /** GET /admin/accounts/buyer sorted by name. */
  accounts: LatencyFigures;
  /** The one DynamoDB read a list request makes: the refresh Query of the change index. */
  baseline: LatencyFigures;
  ratio: Ratio;
  responseBytes: number;
  /** The first list request after seeding: the gateway's replica takes in the new users. */
  catchUpMs: number;
  /** Requests it took (a request that runs out of time leaves the replica to go on). */
  catchUpRequests: number;
  /** A cold replica built in this process from the change index: Query pages + index. */
  replica: { buildMs: number; items: number; documents: number; heapMiB: number };
}

/** A synthetic applicant's items as the account domain writes them (a registration for two in three). */
function applicantItems(i: number, writtenAt: string): Array<Record<string, unknown>> {
  const id = randomUUID();
  const createdAt = new Date(Date.parse('2020-01-01T00:00:00Z') + i * 60_000).toISOString();
  const email = `bench-${i}-${id.slice(0, 6)}@example.com`;
  const items: Array<Record<string, unknown>> = [
    {
      ...keys.profile(id),
      ...keys.profileIndexes(email, createdAt),
      ...userChange(id, writtenAt).asAttributes,
      entity: 'profile',
      id,
      full_name: `Bench User ${i}`,
      email,
      company_name: `Bench Commodities ${i % 97}`,
      phone_number: '+1 555 0100',
      roles: i % 3 === 1 ? [types[i % 3]] : [],
      created_at: createdAt,
      updated_at: writtenAt,
      version: 1,
    },
  ];
  if (i % 3 !== 0) {
    const status = i % 3 === 1 ? 'approved' : registrationStatuses[i % 4]!;
    const type = types[i % 3]!;
    items.push({
      ...keys.registration(id, type),
      ...keys.registrationIndexes(status, writtenAt),
      ...userChange(id, writtenAt).asAttributes,
      entity: 'registration',
      id: randomUUID(),
      user_id: id,
      type,
      status,
      form_values: { business_legal_name: `Bench Commodities ${i % 97}`, contact_email: email },
      created_at: createdAt,
      updated_at: writtenAt,
      version: 1,
    });
  }
  return items;
}

/**
 * Seeds `count` synthetic applicants straight into the table, numbered from `from`: 400 items at a
 * time (16 batch writes of 25 in parallel), each stamped with the time it is written (its change key).
 * Returns how many registrations were written.
 */
export async function seedUsers(
  local: ReturnType<typeof localStack>,
  count: number,
  from: number,
): Promise<number> {
  let registrations = 0;
  const usersPerChunk = 240;
  for (let n = 0; n < count; n += usersPerChunk) {
    const writtenAt = new Date().toISOString();
    const items: Array<Record<string, unknown>> = [];
    for (let i = from + n; i < from + Math.min(count, n + usersPerChunk); i++)
      items.push(...applicantItems(i, writtenAt));
    registrations += items.filter((item) => item.entity === 'registration').length;
    const batches: Array<Array<Record<string, unknown>>> = [];
    for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
    await Promise.all(
      batches.map(async (batch) => {
        let pending: Record<string, unknown>[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
        while (pending && pending.length > 0) {
          const out = await local.db.send(
            new BatchWriteCommand({ RequestItems: { [local.table]: pending } }),
          );
          pending = out.UnprocessedItems?.[local.table] as Record<string, unknown>[] | undefined;
        }
      }),
    );
  }
  return registrations;
}

/** The garbage collector, for heap figures that hold only what is still referenced. */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

/**
 * A replica built from scratch in this process, as a Lambda container's first call builds it
 * (paginated Query of the change index's projection, then the index): time and heap it holds.
 * The stack's environment (table, DynamoDB endpoint) is already set in this process.
 */
async function coldReplica() {
  const gc = collector();
  gc();
  const before = process.memoryUsage().heapUsed;
  const model = createReadModel(usersCollection);
  const index = await model.current();
  gc();
  const heapMiB = round((process.memoryUsage().heapUsed - before) / 1024 ** 2, 1);
  const stats = model.stats();
  return {
    buildMs: round(stats.build?.ms ?? Number.NaN, 0),
    items: stats.build?.items ?? 0,
    documents: index.size,
    heapMiB,
  };
}

let seededRegistrations = 0;

/**
 * GET /admin/users (first page, all tabs counted), a search and an accounts page at 10 connections,
 * beside the baseline of the DynamoDB read each of them makes (the refresh Query of the change
 * index), plus a cold replica's build time and heap at this size. Users are added to reach `totalUsers`.
 */
export async function benchAdminUsers(stackFile: StackFile, totalUsers: number): Promise<AdminUsersBench> {
  const local = localStack(stackFile);
  const existing = await local.countProfiles();
  seededRegistrations += await seedUsers(local, Math.max(0, totalUsers - existing), existing);
  const users = await local.countProfiles();
  const { accessToken } = await local.signIn(stackFile.admin);
  const url = `${stackFile.apiUrl}/admin/users`;

  // The gateway's replica takes in every user seeded since its last read. A request that runs out of
  // time answers 503 while the replica goes on from its last page, so ask again until it has caught up.
  const t0 = performance.now();
  let catchUpRequests = 0;
  let sample: Response;
  for (;;) {
    catchUpRequests++;
    sample = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
    if (sample.status === 200 || performance.now() - t0 > catchUpBudgetMs) break;
    await sample.arrayBuffer();
  }
  const responseBytes = (await sample.arrayBuffer()).byteLength;
  const catchUpMs = round(performance.now() - t0, 0);
  if (sample.status !== 200)
    throw new Error(`GET /admin/users -> ${sample.status} after ${catchUpRequests} requests`);

  await loadGet(url, accessToken, connections, warmupSeconds);
  const api = await loadGet(url, accessToken, connections, durationSeconds);
  const search = await loadGet(
    `${url}?search=${encodeURIComponent('Bench Commodities 42')}`,
    accessToken,
    connections,
    durationSeconds,
  );
  const accounts = await loadGet(
    `${stackFile.apiUrl}/admin/accounts/buyer?sort=name`,
    accessToken,
    connections,
    durationSeconds,
  );

  // as the handler: the changes since the previous read, less the overlap (here: none)
  const refreshQuery = () =>
    local.db.send(
      new QueryCommand({
        TableName: local.table,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :c AND gsi3sk >= :since',
        ExpressionAttributeValues: {
          ':c': searchCollections.users,
          ':since': new Date(Date.now() - defaultOverlapMs).toISOString(),
        },
      }),
    );
  await measureLoop(refreshQuery, { connections, durationMs: warmupSeconds * 1000 });
  const baseline = await measureLoop(refreshQuery, { connections, durationMs: durationSeconds * 1000 });

  return {
    users,
    registrations: seededRegistrations,
    api,
    search,
    accounts,
    baseline,
    ratio: ratioOf(api, baseline),
    responseBytes,
    catchUpMs,
    catchUpRequests,
    replica: await coldReplica(),
  };
}
