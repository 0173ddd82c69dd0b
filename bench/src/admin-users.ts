import { BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { registrationSummaryProjection } from '../../functions/src/platform/data/keys';
import { localStack } from '../../infra/local/personas';
import type { StackFile } from '../../infra/local/stack-file';
import { loadGet } from './http-load';
import { measureLoop, ratioOf, type LatencyFigures, type Ratio } from './stats';

const connections = 10;
const durationSeconds = 10;
const warmupSeconds = 2;
const registrationStatuses = ['draft', 'submitted', 'approved', 'rejected'] as const;
const types = ['buyer', 'seller', 'mandate'] as const;

export interface AdminUsersBench {
  users: number;
  registrations: number;
  api: LatencyFigures;
  baseline: LatencyFigures;
  ratio: Ratio;
  responseBytes: number;
}

/**
 * Seeds synthetic applicants straight into the table (profile + one registration for two users in
 * three, written with the same keys as the account domain), `count` in total.
 */
async function seedUsers(local: ReturnType<typeof localStack>, count: number): Promise<number> {
  const items: Array<Record<string, unknown>> = [];
  const base = Date.parse('2026-01-01T00:00:00Z');
  let registrations = 0;
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const createdAt = new Date(base + i * 60_000).toISOString();
    const email = `bench-${i}-${id.slice(0, 6)}@example.com`;
    items.push({
      pk: `USER#${id}`,
      sk: 'PROFILE',
      gsi1pk: 'PROFILE',
      gsi1sk: createdAt,
      gsi2pk: `EMAIL#${email}`,
      gsi2sk: 'PROFILE',
      entity: 'profile',
      id,
      full_name: `Bench User ${i}`,
      email,
      company_name: `Bench Commodities ${i % 97}`,
      phone_number: '+1 555 0100',
      roles: i % 3 === 1 ? [types[i % 3]] : [],
      created_at: createdAt,
      version: 1,
    });
    if (i % 3 !== 0) {
      const status = i % 3 === 1 ? 'approved' : registrationStatuses[i % 4]!;
      registrations++;
      items.push({
        pk: `USER#${id}`,
        sk: `REG#${types[i % 3]}`,
        gsi1pk: `REG#${status}`,
        gsi1sk: createdAt,
        entity: 'registration',
        id: randomUUID(),
        user_id: id,
        type: types[i % 3],
        status,
        form_values: { business_legal_name: `Bench Commodities ${i % 97}`, contact_email: email },
        created_at: createdAt,
        updated_at: createdAt,
        version: 1,
      });
    }
  }
  const batches: Array<Array<Record<string, unknown>>> = [];
  for (let i = 0; i < items.length; i += 25) batches.push(items.slice(i, i + 25));
  for (let i = 0; i < batches.length; i += 8) {
    await Promise.all(
      batches.slice(i, i + 8).map(async (batch) => {
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

/**
 * GET /admin/users (first page, all tabs counted) at 10 connections, beside its baseline: the
 * DynamoDB queries the handler issues (every page of GSI1 PROFILE and of the four REG#<status>
 * partitions) from this process, without token check, row derivation, JSON or HTTP.
 */
export async function benchAdminUsers(stackFile: StackFile, totalUsers: number): Promise<AdminUsersBench> {
  const local = localStack(stackFile);
  const existing = await local.countProfiles();
  const registrations = await seedUsers(local, Math.max(0, totalUsers - existing));
  const users = await local.countProfiles();
  const { accessToken } = await local.signIn(stackFile.admin);
  const url = `${stackFile.apiUrl}/admin/users`;

  const sample = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` } });
  const responseBytes = (await sample.arrayBuffer()).byteLength;
  if (sample.status !== 200) throw new Error(`GET /admin/users -> ${sample.status}`);

  await loadGet(url, accessToken, connections, warmupSeconds);
  const api = await loadGet(url, accessToken, connections, durationSeconds);

  const queryAll = async (input: Omit<QueryCommandInput, 'TableName'>) => {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await local.db.send(
        new QueryCommand({ TableName: local.table, ...input, ExclusiveStartKey: start }),
      );
      start = page.LastEvaluatedKey;
    } while (start);
  };
  const byGsi1 = (pk: string) => ({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ScanIndexForward: false,
  });
  // as the handler: every profile, and the registrations without their form values
  const queries = () =>
    Promise.all([
      queryAll(byGsi1('PROFILE')),
      ...registrationStatuses.map((s) =>
        queryAll({ ...byGsi1(`REG#${s}`), ...registrationSummaryProjection }),
      ),
    ]);
  await measureLoop(queries, { connections, durationMs: warmupSeconds * 1000 });
  const baseline = await measureLoop(queries, { connections, durationMs: durationSeconds * 1000 });

  return {
    users,
    registrations,
    api,
    baseline,
    ratio: ratioOf(api, baseline),
    responseBytes,
  };
}
