import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../data/client';
import { keys, type SearchCollection } from '../../data/keys';
import type { ChangeItem } from '../collection';

/**
 * The items of a collection in the change index (GSI3, its compact projection only), page by page:
 * all of them (a replica's first build) or those whose change key is at or after `since` (a refresh,
 * which therefore reads only what changed, never the collection).
 */
export async function* readChanges(
  collection: SearchCollection,
  since?: string,
): AsyncGenerator<ChangeItem[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi3',
        KeyConditionExpression: since ? 'gsi3pk = :c AND gsi3sk >= :since' : 'gsi3pk = :c',
        ExpressionAttributeValues: {
          ':c': keys.changeCollection(collection).gsi3pk,
          ...(since ? { ':since': since } : {}),
        },
        ExclusiveStartKey: start,
      }),
    );
    yield (page.Items ?? []) as ChangeItem[];
    start = page.LastEvaluatedKey;
  } while (start);
}
