import {
  GetCommand,
  PutCommand,
  paginateQuery,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { PlatformSettingsUpdate } from '@portal/contracts/admin';
import type { Registration } from '@portal/contracts/account';
import type { RegistrationStatus, RegistrationType } from '@portal/contracts/me';
import { documentClient, tableName } from '../../platform/data/client';
import { keys, registrationSummaryProjection, userChange } from '../../platform/data/keys';
import { writeTogether, type TransactItem } from '../../platform/data/transactions';
import type { ContactMessage } from '../../platform/portal/domain/contact';
import { notFound } from '../../platform/errors';
import { concurrentReviewMessage } from '../domain/reviews';
import { defaultRating } from '../../platform/users/domain/rating';
import { toAdminProfile, type AdminProfile } from '../domain/users';

const db = () => documentClient();
const statuses: RegistrationStatus[] = ['draft', 'submitted', 'approved', 'rejected'];

/** Every page of a query (admin lists are read whole and filtered in memory; see TABLE.md). */
async function queryAll(
  input: Omit<QueryCommandInput, 'TableName'>,
): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  for await (const page of paginateQuery({ client: db() }, { TableName: tableName(), ...input })) {
    items.push(...(page.Items ?? []));
  }
  return items;
}

const byIndex1 = (pk: string, newestFirst = true) => ({
  IndexName: 'gsi1',
  KeyConditionExpression: 'gsi1pk = :pk',
  ExpressionAttributeValues: { ':pk': pk },
  ScanIndexForward: !newestFirst,
});

function toRegistration(item: Record<string, unknown>): Registration {
  const values =
    typeof item.form_values === 'string' ? JSON.parse(item.form_values) : (item.form_values ?? {});
  return {
    id: String(item.id),
    user_id: String(item.user_id),
    type: item.type as RegistrationType,
    status: item.status as RegistrationStatus,
    form_values: values,
    ...(typeof item.rejection_reason === 'string' ? { rejection_reason: item.rejection_reason } : {}),
    created_at: String(item.created_at),
    updated_at: String(item.updated_at),
    version: typeof item.version === 'number' ? item.version : 1,
  };
}

export async function listProfiles(): Promise<AdminProfile[]> {
  return (await queryAll(byIndex1('PROFILE'))).map(toAdminProfile);
}

export async function getProfileItem(
  userId: string,
): Promise<(AdminProfile & { version: number }) | undefined> {
  const item = (
    await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.profile(userId), ConsistentRead: true }),
    )
  ).Item;
  return item
    ? { ...toAdminProfile(item), version: typeof item.version === 'number' ? item.version : 1 }
    : undefined;
}

/** Registrations of one status, newest update first (optionally only the first `limit`). */
export async function listRegistrationsByStatus(
  status: RegistrationStatus,
  limit?: number,
): Promise<Registration[]> {
  if (limit) {
    const page = await db().send(
      new QueryCommand({ TableName: tableName(), ...byIndex1(`REG#${status}`), Limit: limit }),
    );
    return (page.Items ?? []).map(toRegistration);
  }
  return (await queryAll(byIndex1(`REG#${status}`))).map(toRegistration);
}

/** Every registration; with `summary` their form_values are left out (read as {}). */
export async function listAllRegistrations({ summary = false } = {}): Promise<Registration[]> {
  const lists = await Promise.all(
    statuses.map((s) =>
      queryAll({ ...byIndex1(`REG#${s}`), ...(summary ? registrationSummaryProjection : {}) }),
    ),
  );
  return lists.flat().map(toRegistration);
}

/** Number of documents and the bytes they take (for the storage-usage figure). */
export async function documentTotals(): Promise<{ count: number; bytes: number }> {
  const items = await queryAll({
    ...byIndex1('DOC'),
    ProjectionExpression: '#size',
    ExpressionAttributeNames: { '#size': 'size' },
  });
  return {
    count: items.length,
    bytes: items.reduce((sum, i) => sum + (typeof i.size === 'number' ? i.size : 0), 0),
  };
}

export async function getRegistrationItem(
  userId: string,
  type: RegistrationType,
): Promise<Registration | undefined> {
  const item = (
    await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.registration(userId, type), ConsistentRead: true }),
    )
  ).Item;
  return item ? toRegistration(item) : undefined;
}

/**
 * Approve: registration -> approved, the role on the profile, a starting rating, and an audit event,
 * all or nothing. Both items carry version conditions, so of two admins acting at once one gets 409.
 */
export async function applyApproval(input: {
  registration: Registration;
  profile: AdminProfile & { version: number };
  roles: string[];
  adminId: string;
  /** The admin's own note, kept in the audit event only. */
  note?: string;
  auditId: string;
  now: Date;
  /** Written with the review (the applicant's notification). */
  extra?: TransactItem[];
}): Promise<void> {
  const at = input.now.toISOString();
  const { registration: r, profile } = input;
  await writeTogether(
    {
      registration: reviewUpdate(r, 'approved', at, input.adminId),
      profile: {
        Update: {
          Key: keys.profile(profile.id),
          UpdateExpression: `SET #roles = :roles, rating = if_not_exists(rating, :rating), updated_at = :at, ${userChange(profile.id, at).asUpdate.set}, #version = #version + :one`,
          ConditionExpression: '#version = :version',
          ExpressionAttributeNames: { '#roles': 'roles', '#version': 'version' },
          ExpressionAttributeValues: {
            ':roles': input.roles,
            ':rating': defaultRating,
            ':at': at,
            ':one': 1,
            ':version': profile.version,
            ...userChange(profile.id, at).asUpdate.values,
          },
        },
      },
      audit: auditPut(input.auditId, {
        action: 'approved',
        user_id: r.user_id,
        type: r.type,
        admin_id: input.adminId,
        at,
        ...(input.note ? { note: input.note } : {}),
      }),
      extra: input.extra,
    },
    { conflictMessage: concurrentReviewMessage },
  );
}

export async function applyRejection(input: {
  registration: Registration;
  reason?: string;
  /** The admin's own note, kept in the audit event only (the reason goes to the applicant). */
  note?: string;
  adminId: string;
  auditId: string;
  now: Date;
  /** Written with the review (the applicant's notification). */
  extra?: TransactItem[];
}) {
  const at = input.now.toISOString();
  const r = input.registration;
  await writeTogether(
    {
      registration: reviewUpdate(r, 'rejected', at, input.adminId, input.reason ?? ''),
      audit: auditPut(input.auditId, {
        action: 'rejected',
        user_id: r.user_id,
        type: r.type,
        admin_id: input.adminId,
        at,
        reason: input.reason ?? '',
        ...(input.note ? { note: input.note } : {}),
      }),
      extra: input.extra,
    },
    { conflictMessage: concurrentReviewMessage },
  );
}

function reviewUpdate(
  r: Registration,
  status: 'approved' | 'rejected',
  at: string,
  adminId: string,
  reason?: string,
): TransactItem {
  return {
    Update: {
      Key: keys.registration(r.user_id, r.type),
      UpdateExpression: `SET #status = :status, updated_at = :at, gsi1pk = :gsi1pk, gsi1sk = :at, ${userChange(r.user_id, at).asUpdate.set}, reviewed_by = :admin, #version = #version + :one${reason === undefined ? '' : ', rejection_reason = :reason'}`,
      ConditionExpression: '#status = :submitted AND #version = :version',
      ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
      ExpressionAttributeValues: {
        ':status': status,
        ':at': at,
        ':gsi1pk': keys.registrationIndexes(status, at).gsi1pk,
        ':admin': adminId,
        ':one': 1,
        ':submitted': 'submitted',
        ':version': r.version,
        ...userChange(r.user_id, at).asUpdate.values,
        ...(reason === undefined ? {} : { ':reason': reason }),
      },
    },
  };
}

function auditPut(id: string, event: Record<string, string>): TransactItem {
  return {
    Put: { Item: { ...keys.auditEvent(id), ...keys.auditIndexes(event.at!), entity: 'audit', id, ...event } },
  };
}

export async function setProfileFlags(
  userId: string,
  changes: { disabled?: boolean; rating?: number },
  now: Date,
) {
  const entries = Object.entries(changes).filter(([, v]) => v !== undefined);
  const change = userChange(userId, now.toISOString()).asUpdate;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.profile(userId),
        UpdateExpression: `SET ${entries.map(([k]) => `#${k} = :${k}`).join(', ')}, updated_at = :at, ${change.set}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k]) => [`#${k}`, k])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(entries.map(([k, v]) => [`:${k}`, v])),
          ':at': now.toISOString(),
          ...change.values,
        },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw notFound('User not found');
    throw error;
  }
}

/**
 * An admin's Adjust Rating: the profile's rating and an audit event (who, from what to what, when) in
 * one transaction, so every override of the reviews' average is on record.
 */
export async function applyRatingOverride(input: {
  userId: string;
  rating: number;
  adminId: string;
  auditId: string;
  now: Date;
}): Promise<void> {
  const profile = await getProfileItem(input.userId);
  if (!profile) throw notFound('User not found');
  const at = input.now.toISOString();
  const change = userChange(input.userId, at).asUpdate;
  await writeTogether({
    profile: {
      Update: {
        Key: keys.profile(input.userId),
        UpdateExpression: `SET rating = :rating, updated_at = :at, ${change.set}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':rating': input.rating, ':at': at, ...change.values },
      },
    },
    audit: auditPut(input.auditId, {
      action: 'rating-adjusted',
      user_id: input.userId,
      admin_id: input.adminId,
      from: String(profile.rating ?? defaultRating),
      to: String(input.rating),
      at,
    }),
  });
}

export async function savePlatformSettings(settings: PlatformSettingsUpdate, now: Date): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.platformSettings(), entity: 'settings', ...settings, updated_at: now.toISOString() },
    }),
  );
}

export async function listContactMessages(): Promise<Array<ContactMessage & { read: boolean }>> {
  return (await queryAll(byIndex1('CONTACT'))).map((i) => ({
    id: String(i.id),
    email: String(i.email),
    message: String(i.message),
    ...(typeof i.user_id === 'string' ? { user_id: i.user_id } : {}),
    created_at: String(i.created_at),
    read: i.read === true,
  }));
}

export async function setContactMessageRead(id: string, read: boolean): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.contactMessage(id),
        UpdateExpression: 'SET #read = :read',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':read': read },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw notFound('Message not found');
    throw error;
  }
}

export async function insertRegistration(registration: Registration): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.registration(registration.user_id, registration.type),
        ...keys.registrationIndexes(registration.status, registration.updated_at),
        ...userChange(registration.user_id, registration.updated_at).asAttributes,
        entity: 'registration',
        ...registration,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
