import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../data/client';
import { keys, type SearchCollection } from '../../data/keys';
import type { ChangePage } from '../read-model';
import type { ChangeItem } from '../collection';

/**
 * Items per page. Bounded so each page returns well within the client's request timeout (DynamoDB
 * Local slows down sharply on 1 MB pages) and a replica catching up makes progress page by page.
 */
const pageSize = 1000;

/**
 * One page of a collection's items in the change index (GSI3, its compact projection only): all of
 * them (a replica's first build) or those whose change key is at or after `since` (a refresh, which
 * so reads only what changed, never the collection), continuing after `startKey`.
 */
export async function readChangePage(
  collection: SearchCollection,
  since: string | undefined,
  startKey: Record<string, unknown> | undefined,
): Promise<ChangePage> {
  const page = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: since ? 'gsi3pk = :c AND gsi3sk >= :since' : 'gsi3pk = :c',
      ExpressionAttributeValues: {
        ':c': keys.changeCollection(collection).gsi3pk,
        ...(since ? { ':since': since } : {}),
      },
      ExclusiveStartKey: startKey,
      Limit: pageSize,
    }),
  );
  return { items: (page.Items ?? []) as ChangeItem[], next: page.LastEvaluatedKey };
}
