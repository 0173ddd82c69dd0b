import {
  BatchGetCommand,
  GetCommand,
  paginateQuery,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { documentClient, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { transact, type TransactItem, type TransactOutcome } from '../../platform/data/transactions';
import type { StoredSavedSearch } from '../domain/saved-searches';

/**
 * Saved searches in their owner's partition (`USER#<sub>` / `SAVED_SEARCH#<id>`; GSI1
 * `SAVED_SEARCHES#<kind>` lists every search of a kind for the alert job), the owner's count beside
 * them (the cap's condition), the alert job's markers (`SAVED_SEARCH#<id>` / `ALERTED#<item id>`) and
 * its read position in the change index (`SETTINGS` / `SAVED_SEARCH_CURSOR#<kind>`).
 */

const db = () => documentClient();
/** How long a marker is kept: the change index's overlap is minutes, so a marker outlives any rerun. */
const markerDays = 90;

function toStored(raw: Record<string, unknown> | undefined): StoredSavedSearch | undefined {
  if (!raw || raw.entity !== 'saved_search') return undefined;
  return {
    id: String(raw.id),
    user_id: String(raw.user_id),
    ...(typeof raw.company_id === 'string' ? { company_id: raw.company_id } : {}),
    name: String(raw.name),
    kind: raw.kind as ItemKind,
    query: (raw.query ?? {}) as StoredSavedSearch['query'],
    last_alerted_at: typeof raw.last_alerted_at === 'string' ? raw.last_alerted_at : null,
    last_emailed_at: typeof raw.last_emailed_at === 'string' ? raw.last_emailed_at : null,
    version: Number(raw.version ?? 1),
    created_at: String(raw.created_at),
    updated_at: String(raw.updated_at),
  };
}

/** The user's saved searches (at most the cap: one Query of their part of the partition). */
export async function listOwnSavedSearches(userId: string): Promise<StoredSavedSearch[]> {
  const { pk, skPrefix } = keys.savedSearches(userId);
  const found = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
      ConsistentRead: true,
    }),
  );
  return (found.Items ?? []).map(toStored).filter((s): s is StoredSavedSearch => Boolean(s));
}

export async function getOwnSavedSearch(userId: string, id: string) {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.savedSearch(userId, id), ConsistentRead: true }),
  );
  return toStored(found.Item);
}

const countUpdate = (userId: string, add: 1 | -1, max?: number): TransactItem => ({
  Update: {
    Key: keys.savedSearchCount(userId),
    UpdateExpression: 'ADD #count :add SET entity = :entity',
    ...(max !== undefined && { ConditionExpression: 'attribute_not_exists(#count) OR #count < :max' }),
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: {
      ':add': add,
      ':entity': 'saved_search_count',
      ...(max !== undefined && { ':max': max }),
    },
  },
});

/** Saves a search and counts it, all or nothing: refused (`count`) when the user keeps `max` already. */
export async function insertSavedSearch(
  search: StoredSavedSearch,
  max: number,
): Promise<TransactOutcome<'search' | 'count'>> {
  return transact({
    search: {
      Put: {
        Item: {
          ...keys.savedSearch(search.user_id, search.id),
          ...keys.savedSearchIndex(search.kind, search.created_at, search.id),
          entity: 'saved_search',
          ...search,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    count: countUpdate(search.user_id, 1, max),
  });
}

/** A new name on the version read; false when the search changed or went meanwhile. */
export async function renameSavedSearch(next: StoredSavedSearch, expectedVersion: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.savedSearch(next.user_id, next.id),
        UpdateExpression: 'SET #name = :name, #version = :next, updated_at = :at',
        ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
        ExpressionAttributeNames: { '#name': 'name', '#version': 'version' },
        ExpressionAttributeValues: {
          ':name': next.name,
          ':next': next.version,
          ':at': next.updated_at,
          ':expected': expectedVersion,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Deletes a search and uncounts it, all or nothing (`search` fails when it is already gone). */
export async function deleteSavedSearch(
  userId: string,
  id: string,
): Promise<TransactOutcome<'search' | 'count'>> {
  return transact({
    search: { Delete: { Key: keys.savedSearch(userId, id), ConditionExpression: 'attribute_exists(pk)' } },
    count: countUpdate(userId, -1),
  });
}

/** Every saved search of a kind, a page at a time (the alert job's one read of them per run). */
export async function listSavedSearchesOfKind(kind: ItemKind): Promise<StoredSavedSearch[]> {
  const found: StoredSavedSearch[] = [];
  const pages = paginateQuery(
    { client: db() },
    {
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.savedSearchesOfKind(kind).gsi1pk },
    },
  );
  for await (const page of pages)
    for (const raw of page.Items ?? []) {
      const search = toStored(raw);
      if (search) found.push(search);
    }
  return found;
}

export async function readAlertCursor(kind: ItemKind): Promise<string | undefined> {
  const found = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.savedSearchCursor(kind), ConsistentRead: true }),
  );
  return typeof found.Item?.read_to === 'string' ? found.Item.read_to : undefined;
}

export async function writeAlertCursor(kind: ItemKind, readTo: string): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.savedSearchCursor(kind), entity: 'saved_search_cursor', read_to: readTo },
    }),
  );
}

/** Which of these items the search has alerted its owner of already. */
export async function alertedItems(searchId: string, itemIds: readonly string[]): Promise<Set<string>> {
  const alerted = new Set<string>();
  for (let i = 0; i < itemIds.length; i += 100) {
    const result = await db().send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: {
            Keys: itemIds.slice(i, i + 100).map((id) => keys.savedSearchAlerted(searchId, id)),
            ProjectionExpression: 'item_id',
          },
        },
      }),
    );
    for (const raw of result.Responses?.[tableName()] ?? []) alerted.add(String(raw.item_id));
  }
  return alerted;
}

/**
 * One alert, all or nothing: a marker per item (each only if absent, so two runs at once alert once),
 * the search's alert times, the owner's notification. The search must still exist.
 */
export async function saveAlert(input: {
  search: StoredSavedSearch;
  itemIds: readonly string[];
  at: string;
  emailed: boolean;
  notification: TransactItem;
}): Promise<TransactOutcome<'search' | 'markers' | 'notification'>> {
  const { search } = input;
  return transact({
    search: {
      Update: {
        Key: keys.savedSearch(search.user_id, search.id),
        UpdateExpression: `SET last_alerted_at = :at${input.emailed ? ', last_emailed_at = :at' : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': input.at },
      },
    },
    markers: input.itemIds.map((itemId) => ({
      Put: {
        Item: {
          ...keys.savedSearchAlerted(search.id, itemId),
          entity: 'saved_search_alerted',
          item_id: itemId,
          at: input.at,
          // an item older than this is long past 'new': its marker may go
          ttl: Math.floor(Date.parse(input.at) / 1000) + markerDays * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
    notification: input.notification,
  });
}
