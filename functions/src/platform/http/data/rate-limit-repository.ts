import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';

/**
 * Counts one request of `source` in the window starting at `windowStart` (epoch seconds) and returns
 * the window's count including it. One atomic ADD on a counter item, removed by TTL at `expiresAt`.
 */
export async function countRequest(input: {
  limit: string;
  source: string;
  windowStart: number;
  expiresAt: number;
}): Promise<number> {
  const result = await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.rateWindow(input.limit, input.source, input.windowStart),
      UpdateExpression: 'ADD #count :one SET #ttl = if_not_exists(#ttl, :ttl), entity = :entity',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': input.expiresAt, ':entity': 'rate_window' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.count ?? 1);
}
