import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { ProfileUpdate } from '@portal/contracts/account';
import type { Profile, VersionedProfile } from '@portal/contracts/me';
import type { MembershipRecord, StoredRegistration } from '../../auth/access';
import { foundingParts, toMembership } from '../../companies/data/company-repository';
import { conflict, notFound } from '../../errors';
import { documentClient, tableName } from '../../data/client';
import { transact, writeTogether, type TransactItem } from '../../data/transactions';
import { keys, tombstoneRetentionMs, userChange, userPartitionRange } from '../../data/keys';
import { searchCollections } from '../../search/domain/collection';

const profileFields = [
  'id',
  'full_name',
  'email',
  'company_name',
  'phone_number',
  'roles',
  'created_at',
  'terms_version',
  'terms_accepted_at',
] as const;

function toProfile(item: Record<string, unknown>): VersionedProfile {
  const profile = Object.fromEntries(profileFields.map((f) => [f, item[f]])) as unknown as Profile;
  return {
    ...profile,
    roles: Array.isArray(profile.roles) ? profile.roles : [],
    version: typeof item.version === 'number' ? item.version : 1,
  };
}

interface UserRecords {
  profile?: VersionedProfile;
  registrations: StoredRegistration[];
  disabled: boolean;
  membership?: MembershipRecord;
}

/**
 * What a request's principal is built from: the caller's profile and membership, and their company's
 * registrations. One Query for a company's founder (the company's items are in their partition); a
 * second on the company's partition for any other current member, from which also the company's
 * name, roles and deactivation come.
 */
export async function readCallerRecords(
  userId: string,
): Promise<UserRecords & { companyProfile?: VersionedProfile }> {
  const own = await readUserRecords(userId);
  const membership = own.membership;
  if (!membership || membership.company_id === userId) return own;
  // a removed member is refused; the company's name tells them which membership ended
  if (membership.removed_at) return { ...own, companyProfile: await getProfile(membership.company_id) };
  const company = await readUserRecords(membership.company_id);
  return {
    profile: own.profile,
    membership,
    registrations: company.registrations,
    disabled: own.disabled || company.disabled,
    companyProfile: company.profile,
  };
}

/**
 * The profile, membership and registrations of one user in a single Query on the user's partition
 * (sk PROFILE .. REG#~).
 */
export async function readUserRecords(userId: string): Promise<UserRecords> {
  const { pk } = keys.profile(userId);
  const result = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': pk,
        ':from': userPartitionRange.from,
        ':to': userPartitionRange.to,
      },
      ConsistentRead: true,
    }),
  );
  let profile: VersionedProfile | undefined;
  let membership: MembershipRecord | undefined;
  let disabled = false;
  const registrations: StoredRegistration[] = [];
  for (const item of result.Items ?? []) {
    if (item.sk === 'PROFILE') {
      profile = toProfile(item);
      disabled = item.disabled === true;
    } else if (item.sk === keys.membership(userId).sk) {
      membership = toMembership(item);
    } else if (typeof item.sk === 'string' && item.sk.startsWith('REG#'))
      registrations.push({ type: item.type, status: item.status } as StoredRegistration);
  }
  return { profile, registrations, disabled, membership };
}

export async function getProfile(userId: string): Promise<VersionedProfile | undefined> {
  const result = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.profile(userId), ConsistentRead: true }),
  );
  return result.Item ? toProfile(result.Item) : undefined;
}

/** The profiles of a few people (a company's members), in batches of 100 keys. */
export async function readProfiles(userIds: readonly string[]): Promise<Map<string, VersionedProfile>> {
  const found = new Map<string, VersionedProfile>();
  const ids = [...new Set(userIds)];
  for (let start = 0; start < ids.length; start += 100) {
    let keysLeft: Array<Record<string, unknown>> | undefined = ids
      .slice(start, start + 100)
      .map(keys.profile);
    for (let attempt = 0; keysLeft?.length && attempt < 5; attempt++) {
      const result: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keysLeft, ConsistentRead: true } } }),
      );
      for (const item of result.Responses?.[tableName()] ?? []) found.set(String(item.id), toProfile(item));
      keysLeft = result.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return found;
}

/** The display names of a few people by user id (a deleted account, or a blank name, has none). */
export async function readDisplayNames(userIds: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const [id, profile] of await readProfiles(userIds)) {
    const name = profile.full_name?.trim();
    if (name) names.set(id, name);
  }
  return names;
}

/**
 * Whether a user may still trade: 'deleted' when the profile is gone (account deletion removes it
 * last), 'inactive' while an admin has deactivated it (the profile's `disabled` flag, what the API
 * checks on every request), else 'active'.
 */
export type AccountState = 'active' | 'inactive' | 'deleted';

const accountStateOf = (item: Record<string, unknown> | undefined): AccountState =>
  !item ? 'deleted' : item.disabled === true ? 'inactive' : 'active';

export async function readAccountState(userId: string): Promise<AccountState> {
  const result = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.profile(userId),
      ProjectionExpression: 'pk, disabled',
      ConsistentRead: true,
    }),
  );
  return accountStateOf(result.Item);
}

/** The account states of a few users (a page of deals' parties), in batches of 100 keys. */
export async function readAccountStates(userIds: readonly string[]): Promise<Map<string, AccountState>> {
  const ids = [...new Set(userIds)];
  const found = new Map<string, Record<string, unknown>>();
  for (let start = 0; start < ids.length; start += 100) {
    let keysLeft: Array<Record<string, unknown>> | undefined = ids
      .slice(start, start + 100)
      .map((id) => keys.profile(id));
    for (let attempt = 0; keysLeft?.length && attempt < 5; attempt++) {
      const result: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: { Keys: keysLeft, ProjectionExpression: 'pk, disabled', ConsistentRead: true },
          },
        }),
      );
      for (const item of result.Responses?.[tableName()] ?? []) found.set(String(item.pk), item);
      keysLeft = result.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return new Map(ids.map((id) => [id, accountStateOf(found.get(keys.profile(id).pk))]));
}

/**
 * A transaction part that holds only while the user's account is active (its profile exists and is
 * not deactivated): a write that binds another user (a deal opened with them) cannot slip past a
 * deletion or deactivation committed meanwhile.
 */
export function accountActiveCheck(userId: string): TransactItem {
  return {
    ConditionCheck: {
      Key: keys.profile(userId),
      ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(disabled) OR disabled = :no)',
      ExpressionAttributeValues: { ':no': false },
    },
  };
}

/**
 * Writes a new profile unless the user already has one (Cognito may deliver a trigger twice), with
 * the company the new user founds and administers (four-eyes on, as for every new company), in one
 * transaction: returns 'created' or 'existing', never overwrites.
 */
export async function createProfile(profile: Profile): Promise<'created' | 'existing'> {
  const outcome = await transact({
    profile: {
      Put: {
        Item: {
          ...keys.profile(profile.id),
          ...keys.profileIndexes(profile.email, profile.created_at),
          ...userChange(profile.id, profile.created_at).asAttributes,
          entity: 'profile',
          ...profile,
          updated_at: profile.created_at,
          version: 1,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...foundingParts(profile.id, profile.created_at, true),
  });
  return outcome.saved ? 'created' : 'existing';
}

/**
 * Deletes the user's profile and leaves a tombstone in the users collection of the change index, in
 * one transaction: deleted items leave no trace in an index, so the tombstone is what makes every
 * search replica drop the user's row. DynamoDB TTL removes it after the retention.
 */
export async function deleteProfileLeavingTombstone(userId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await writeTogether({
    profile: { Delete: { Key: keys.profile(userId) } },
    tombstone: {
      Put: {
        Item: {
          ...keys.searchTombstone(searchCollections.users, userId),
          ...userChange(userId, at).asAttributes,
          entity: 'tombstone',
          id: userId,
          updated_at: at,
          ttl: Math.floor((now.getTime() + tombstoneRetentionMs) / 1000),
        },
      },
    },
  });
}

/**
 * Saves the three editable fields of a profile (spec: other fields are never written from the forms),
 * by its owner or an admin, if the profile is still at `update.version` (the version the editor read):
 * otherwise a 409 with `conflictMessage`; a profile that does not exist is a 404.
 */
export async function updateProfileFields(
  userId: string,
  update: ProfileUpdate,
  now: Date,
  conflictMessage?: string,
): Promise<VersionedProfile> {
  const change = userChange(userId, now.toISOString()).asUpdate;
  try {
    const result = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(userId),
        UpdateExpression: `SET full_name = :full_name, phone_number = :phone_number, company_name = :company_name, updated_at = :now, ${change.set}, #version = #version + :one`,
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: {
          ':expected': update.version,
          ':full_name': update.full_name,
          ':phone_number': update.phone_number,
          ':company_name': update.company_name,
          ':now': now.toISOString(),
          ':one': 1,
          ...change.values,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toProfile(result.Attributes ?? {});
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    if (!(await getProfile(userId))) throw notFound('User not found');
    throw conflict(conflictMessage);
  }
}
