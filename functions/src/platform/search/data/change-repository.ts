import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';
import type { ChangeItem, ChangePage, ChangeRead, SearchCollection } from '../domain/collection';

/**
 * Items per page. Bounded so each page returns well within the client's request timeout (DynamoDB
 * Local slows down sharply on 1 MB pages) and a replica catching up makes progress page by page.
 */
const pageSize = 1000;

/**
 * One page of a collection's items in the change index (GSI3, its compact projection only): all of
 * them (a replica's first build reads several ranges of change time at once) or those whose change
 * key is at or after `since` (a refresh, which so reads only what changed, never the collection).
 */
export async function readChangePage(collection: SearchCollection, read: ChangeRead): Promise<ChangePage> {
  // `before` is a bare time: every change key at that time ('<time>#<id>') sorts after it
  const range =
    read.since && read.before
      ? ' AND gsi3sk BETWEEN :since AND :before'
      : read.since
        ? ' AND gsi3sk >= :since'
        : read.before
          ? ' AND gsi3sk < :before'
          : '';
  const page = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi3',
      KeyConditionExpression: `gsi3pk = :c${range}`,
      ExpressionAttributeValues: {
        ':c': keys.changeCollection(collection).gsi3pk,
        ...(read.since ? { ':since': read.since } : {}),
        ...(read.before ? { ':before': read.before } : {}),
      },
      ExclusiveStartKey: read.startKey,
      ScanIndexForward: !read.newestFirst,
      Limit: read.limit ?? pageSize,
    }),
  );
  return { items: (page.Items ?? []) as ChangeItem[], next: page.LastEvaluatedKey };
}
