import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, paginateQuery, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';

/**
 * The notification centre's reads and writes on the recipient's partition. Every read is bounded:
 * a page of the partition's `NOTIF#` range, the unread index (GSI1 `UNREAD#<sub>`, present only while
 * unread) counted up to a cap, one notification by id (GSI2 `NOTIF#<id>`).
 */

export interface StoredNotification {
  id: string;
  user_id: string;
  type: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
  created_at: string;
  sk: string;
}

const toNotification = (item: Record<string, unknown>): StoredNotification => ({
  id: String(item.id),
  user_id: String(item.user_id),
  type: String(item.type),
  title: String(item.title),
  body: String(item.body),
  link: String(item.link),
  read: item.read === true,
  created_at: String(item.created_at),
  sk: String(item.sk),
});

/** A page of the user's notifications, newest first, after the sort key `after` (exclusive). */
export async function listNotifications(
  userId: string,
  limit: number,
  after?: string,
): Promise<{ notifications: StoredNotification[]; more: boolean }> {
  const { pk, skPrefix } = keys.userNotifications(userId);
  // one more than asked: whether a next page exists without an empty last page
  const page = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ScanIndexForward: false,
      Limit: limit + 1,
      ...(after ? { ExclusiveStartKey: { pk, sk: after } } : {}),
    }),
  );
  const items = (page.Items ?? []).map(toNotification);
  return { notifications: items.slice(0, limit), more: items.length > limit };
}

/** Unread notifications of the user, counted up to `cap` (the index holds only unread ones). */
export async function countUnread(userId: string, cap: number): Promise<number> {
  const page = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.unreadNotifications(userId).gsi1pk },
      Select: 'COUNT',
      Limit: cap,
    }),
  );
  return Math.min(page.Count ?? 0, cap);
}

/** The user's notification with this id, or undefined (someone else's is not found either). */
export async function findNotification(userId: string, id: string): Promise<StoredNotification | undefined> {
  const found = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk = :sk',
      ExpressionAttributeValues: {
        ':pk': keys.notificationById(id).gsi2pk,
        ':sk': keys.notificationIdIndexes(id, userId).gsi2sk,
      },
      ProjectionExpression: 'pk, sk',
      Limit: 1,
    }),
  );
  const key = found.Items?.[0];
  if (!key) return undefined;
  const item = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }),
  );
  return item.Item ? toNotification(item.Item) : undefined;
}

/**
 * Marks one notification read and takes it out of the unread index: true if this call did it, false
 * if it was read already. A retried attempt (the first one timed out on the client but was applied)
 * finds its own `read_at` and still counts as this call's.
 */
export async function markRead(userId: string, sk: string, at: string): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: keys.userNotifications(userId).pk, sk },
        UpdateExpression: 'SET #read = :true, read_at = :at REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'attribute_exists(pk) AND #read = :false',
        ExpressionAttributeNames: { '#read': 'read' },
        ExpressionAttributeValues: { ':true': true, ':false': false, ':at': at },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return error.Item?.read_at?.S === at;
    throw error;
  }
}

/**
 * The sort keys of the user's unread notifications, oldest first, `pageSize` at a time. A page is read
 * when the caller asks for the next one, so the caller may mark a page read before reading on: the next
 * page starts after the last key of the previous one.
 */
export async function* unreadKeyPages(userId: string, pageSize: number): AsyncGenerator<string[]> {
  const pages = paginateQuery(
    { client: documentClient() },
    {
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.unreadNotifications(userId).gsi1pk },
      ProjectionExpression: 'sk',
      Limit: pageSize,
    },
  );
  for await (const page of pages) yield (page.Items ?? []).map((item) => String(item.sk));
}
