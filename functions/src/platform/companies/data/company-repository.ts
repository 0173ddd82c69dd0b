import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  QueryCommand,
  type QueryCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { CompanyRole } from '@portal/contracts/company-roles';
import { documentClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';
import { transact, type TransactItem } from '../../data/transactions';

/** Which company a person acts for and as what. `removed_at` marks a membership an administrator ended. */
export interface StoredMembership {
  user_id: string;
  company_id: string;
  role: CompanyRole;
  joined_at: string;
  removed_at?: string;
  version: number;
}

/** A company's settings and the counts its rules guard. */
export interface StoredCompany {
  id: string;
  four_eyes: boolean;
  members: number;
  administrators: number;
  created_at: string;
  version: number;
}

export function toMembership(item: Record<string, unknown>): StoredMembership {
  return {
    user_id: String(item.user_id),
    company_id: String(item.company_id),
    role: item.role as CompanyRole,
    joined_at: String(item.joined_at),
    ...(typeof item.removed_at === 'string' ? { removed_at: item.removed_at } : {}),
    version: typeof item.version === 'number' ? item.version : 1,
  };
}

function toCompany(item: Record<string, unknown>): StoredCompany {
  return {
    id: String(item.id),
    four_eyes: item.four_eyes === true,
    members: Number(item.members ?? 1),
    administrators: Number(item.administrators ?? 1),
    created_at: String(item.created_at),
    version: typeof item.version === 'number' ? item.version : 1,
  };
}

/** The membership item of a person who joins a company (a founder, or an invitee). */
export function membershipItem(userId: string, companyId: string, role: CompanyRole, joinedAt: string) {
  return {
    ...keys.membership(userId),
    ...keys.membershipIndexes(companyId, joinedAt),
    entity: 'membership',
    user_id: userId,
    company_id: companyId,
    role,
    joined_at: joinedAt,
    version: 1,
  };
}

/**
 * The two items that make a person the administrator of a company of their own, written only where
 * absent. `fourEyes`: new companies hold committing documents for a second member's release; a company
 * made from an account that traded before companies existed starts without it, so its deals go on as
 * they did until its administrator turns it on.
 */
export function foundingParts(userId: string, createdAt: string, fourEyes: boolean) {
  return {
    company: {
      Put: {
        Item: {
          ...keys.company(userId),
          ...keys.companyIndexes(createdAt),
          entity: 'company',
          id: userId,
          four_eyes: fourEyes,
          members: 1,
          administrators: 1,
          created_at: createdAt,
          version: 1,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    membership: {
      Put: {
        Item: membershipItem(userId, userId, 'administrator', createdAt),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  } satisfies Record<string, TransactItem>;
}

export async function readCompany(companyId: string): Promise<StoredCompany | undefined> {
  const result = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.company(companyId), ConsistentRead: true }),
  );
  return result.Item ? toCompany(result.Item) : undefined;
}

export async function readMembership(userId: string): Promise<StoredMembership | undefined> {
  const result = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.membership(userId), ConsistentRead: true }),
  );
  return result.Item ? toMembership(result.Item) : undefined;
}

/** The current members of a company (GSI1, by joining time). A company holds a few dozen at most. */
export async function listMemberships(companyId: string): Promise<StoredMembership[]> {
  const members: StoredMembership[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.companyMembers(companyId).gsi1pk },
        ExclusiveStartKey: start,
      }),
    );
    members.push(...(page.Items ?? []).map(toMembership));
    start = page.LastEvaluatedKey;
  } while (start);
  return members;
}

/** The current memberships of a few people (a page of users in the back office). */
export async function readMemberships(userIds: readonly string[]): Promise<Map<string, StoredMembership>> {
  const found = new Map<string, StoredMembership>();
  for (const membership of await batchGetMemberships(userIds))
    if (!membership.removed_at) found.set(membership.user_id, membership);
  return found;
}

/** The membership items of some people, current or ended, in batches of 100 keys. */
async function batchGetMemberships(userIds: readonly string[]): Promise<StoredMembership[]> {
  const found: StoredMembership[] = [];
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += 100) {
    let keysLeft: Array<Record<string, unknown>> | undefined = ids.slice(i, i + 100).map(keys.membership);
    for (let attempt = 0; keysLeft?.length && attempt < 5; attempt++) {
      const result: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keysLeft, ConsistentRead: true } } }),
      );
      found.push(...(result.Responses?.[tableName()] ?? []).map(toMembership));
      keysLeft = result.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return found;
}

/**
 * A transaction part that holds only while the person is still a current member of the company with
 * the role read at the request's start: a member removed or demoted while a write of theirs is under
 * way (an upload being completed) gets that write refused.
 */
export function membershipCheck(userId: string, companyId: string, role: CompanyRole): TransactItem {
  return {
    ConditionCheck: {
      Key: keys.membership(userId),
      ConditionExpression:
        '(attribute_not_exists(pk) AND :company = :user) OR (company_id = :company AND #role = :role AND attribute_not_exists(removed_at))',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':company': companyId, ':user': userId, ':role': role },
    },
  };
}

/**
 * Makes every person who has a profile but no membership the administrator of a company of their
 * own, holding what their account held. Idempotent: a person with a membership is left alone, and
 * each company is written only where absent, so two runs (or a run beside a sign-up) write it once.
 * Pages through the profiles (GSI1 `PROFILE`); returns how many companies it made.
 */
export async function migrateAccountsToCompanies(): Promise<{ companies: number; profiles: number }> {
  let companies = 0;
  let profiles = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.profileIndexes('', '').gsi1pk },
        ProjectionExpression: 'id, created_at',
        ExclusiveStartKey: start,
      }),
    );
    const ids = (page.Items ?? []).map((item) => ({
      id: String(item.id),
      createdAt: String(item.created_at),
    }));
    profiles += ids.length;
    const existing = new Set((await batchGetMemberships(ids.map((p) => p.id))).map((m) => m.user_id));
    for (const profile of ids) {
      if (existing.has(profile.id)) continue;
      const outcome = await transact(foundingParts(profile.id, profile.createdAt, false));
      if (outcome.saved) companies += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { companies, profiles };
}
