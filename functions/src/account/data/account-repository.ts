import {
  BatchWriteCommand,
  GetCommand,
  paginateQuery,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { NotificationPreferences, Registration } from '@portal/contracts/account';
import type { RegistrationType } from '@portal/contracts/me';
import { documentClient, tableName } from '../../platform/data/client';
import { keys, userChange } from '../../platform/data/keys';
import { transact, writeTogether, type TransactItem } from '../../platform/data/transactions';
import { conflict } from '../../platform/errors';
import { pickFields, toRegistration } from '../../platform/accounts/data/account-reads';
import type { StoredBanking } from '../../platform/accounts/domain/banking';

const db = () => documentClient();

async function getItem(key: { pk: string; sk: string }) {
  return (await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;
}

/** Put that succeeds only if the item is new (expectedVersion 0) or still at expectedVersion. */
async function putVersioned(item: Record<string, unknown> & { version: number }, expectedVersion: number) {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(pk)' : '#version = :expected',
        ...(expectedVersion === 0
          ? {}
          : {
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':expected': expectedVersion },
            }),
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw conflict();
    throw error;
  }
}

// ---- banking, settings ------------------------------------------------------------------------

// (the banking read is shared with the admin domain: platform/accounts/data/account-reads.ts)

export async function saveBanking(userId: string, next: StoredBanking): Promise<void> {
  await putVersioned(
    { ...keys.banking(userId), entity: 'banking', user_id: userId, ...next },
    next.version - 1,
  );
}

const preferenceFields = [
  'registration_updates',
  'deal_updates',
  'inquiry_messages',
  'marketing',
  'daily_digest',
] as const;

export async function getNotificationPreferences(
  userId: string,
): Promise<Partial<NotificationPreferences> | undefined> {
  return pickFields<Partial<NotificationPreferences>>(await getItem(keys.settings(userId)), preferenceFields);
}

/**
 * Stores the preferences and, in the same transaction, the user's membership among the daily digest's
 * subscribers (kept while `daily_digest` is on, removed when off), so the digest job reads only
 * subscribers and never sees a membership its preference does not back. A membership already there
 * keeps what the job wrote on it (the day and time of the last digest).
 */
export async function saveNotificationPreferences(
  userId: string,
  preferences: NotificationPreferences,
  now: Date,
) {
  const at = now.toISOString();
  const parts = {
    settings: {
      Put: {
        Item: {
          ...keys.settings(userId),
          entity: 'settings',
          user_id: userId,
          ...preferences,
          updated_at: at,
        },
      },
    },
    digest: preferences.daily_digest
      ? {
          Update: {
            Key: keys.digestSubscriber(userId),
            UpdateExpression:
              'SET entity = :entity, user_id = :user, subscribed_at = if_not_exists(subscribed_at, :at)',
            ExpressionAttributeValues: { ':entity': 'digest_subscriber', ':user': userId, ':at': at },
          },
        }
      : { Delete: { Key: keys.digestSubscriber(userId) } },
  };
  // Two saves at once (two tabs) collide as transactions; the last one wins, as a plain write would.
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await transact(parts);
    if (outcome.saved) return;
    if (attempt === 4) throw new Error('the notification preferences met concurrent saves four times');
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
  }
}

// ---- registrations ----------------------------------------------------------------------------

// (the list of a user's registrations is shared with the admin domain: platform/accounts/data/account-reads.ts)

export async function getRegistration(
  userId: string,
  type: RegistrationType,
): Promise<Registration | undefined> {
  const item = await getItem(keys.registration(userId, type));
  return item ? toRegistration(item) : undefined;
}

/**
 * Insert or update (optimistic lock on the version read before), indexed by status for the admins.
 * `alongside`: condition checks that must hold in the same transaction (the referenced documents
 * still exist), so a document deleted meanwhile makes the save a 409.
 */
export async function saveRegistration(next: Registration, alongside: TransactItem[] = []): Promise<void> {
  const item = {
    ...keys.registration(next.user_id, next.type),
    ...keys.registrationIndexes(next.status, next.updated_at),
    ...userChange(next.user_id, next.updated_at).asAttributes,
    entity: 'registration',
    ...next,
  };
  if (!alongside.length) return putVersioned(item, next.version - 1);
  await writeTogether({
    registration: {
      Put: {
        Item: item,
        ConditionExpression: next.version === 1 ? 'attribute_not_exists(pk)' : '#version = :expected',
        ...(next.version === 1
          ? {}
          : {
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':expected': next.version - 1 },
            }),
      },
    },
    alongside,
  });
}

// ---- account ----------------------------------------------------------------------------------

/** Whether the user takes part in a deal that is still ongoing (membership items of the deals domain). */
export async function hasOngoingDeals(userId: string): Promise<boolean> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND begins_with(gsi2sk, :active)',
      ExpressionAttributeValues: { ':pk': keys.userDeals(userId).gsi2pk, ':active': 'active#' },
      Limit: 1,
    }),
  );
  return (result.Items?.length ?? 0) > 0;
}

/** Every item of the user's partition (profile, registrations, documents, uploads, banking, settings). */
export async function listUserItems(
  userId: string,
): Promise<Array<Record<string, unknown> & { pk: string; sk: string }>> {
  const items: Array<Record<string, unknown> & { pk: string; sk: string }> = [];
  const pages = paginateQuery(
    { client: db() },
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.profile(userId).pk },
    },
  );
  for await (const page of pages) {
    items.push(...((page.Items ?? []) as typeof items));
  }
  return items;
}

export async function deleteItems(itemKeys: Array<{ pk: string; sk: string }>): Promise<void> {
  for (let i = 0; i < itemKeys.length; i += 25) {
    let pending = itemKeys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; pending.length && attempt < 5; attempt++) {
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
      if (pending.length) await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
    }
    if (pending.length) throw new Error(`${pending.length} items could not be deleted`);
  }
}
