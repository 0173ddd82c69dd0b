import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';

/** Items one read of the activity range returns at most (a filtered search reads a few of these). */
const readPage = 100;
/** Reads a search makes at most before it answers with what it found and a cursor to go on. */
const maxReads = 5;

/**
 * A page of the user's activities, newest first, after the sort key `after` (exclusive), optionally
 * only those whose action or document name contains `text` (already lower-cased). The reads are
 * bounded: a search over a long history answers after `maxReads` reads with the matches so far and a
 * cursor, rather than reading the whole history in one request.
 */
export async function listActivities(
  userId: string,
  limit: number,
  options: { after?: string; text?: string } = {},
): Promise<{ items: Record<string, unknown>[]; next?: string }> {
  const { pk, skPrefix } = keys.userActivities(userId);
  const found: Record<string, unknown>[] = [];
  const pages = paginateQuery(
    { client: documentClient() },
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: {
        ':pk': pk,
        ':prefix': skPrefix,
        ...(options.text ? { ':text': options.text } : {}),
      },
      ...(options.text ? { FilterExpression: 'contains(search_text, :text)' } : {}),
      ScanIndexForward: false,
      // without a filter, one more than asked tells whether a next page exists
      Limit: options.text ? readPage : limit + 1,
      ExclusiveStartKey: options.after ? { pk, sk: options.after } : undefined,
    },
  );
  let start: Record<string, unknown> | undefined;
  let reads = 0;
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      if (found.length === limit) return { items: found, next: String(found.at(-1)!.sk) };
      found.push(item);
    }
    // where the next page starts: the cursor to hand out if the reading stops here
    start = page.LastEvaluatedKey;
    if (!start) return { items: found };
    if (!options.text && found.length === limit) return { items: found, next: String(found.at(-1)!.sk) };
    if (++reads === maxReads) break;
  }
  // the read budget is spent: the next page starts where the reading stopped
  return { items: found, next: start ? String(start.sk) : undefined };
}
