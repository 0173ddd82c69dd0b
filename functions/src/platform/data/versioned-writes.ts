import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { conflict } from '../errors';
import { documentClient, tableName } from './client';

type Key = { pk: string; sk: string };

/**
 * Optimistic locking: sets `changes` on the item only if its `version` is still `expectedVersion`,
 * and bumps the version. A concurrent writer got there first -> DomainError('conflict') (HTTP 409).
 * Returns the item as stored after the update.
 */
export async function updateVersioned(
  key: Key,
  expectedVersion: number,
  changes: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':expected': expectedVersion, ':one': 1 };
  const sets = Object.entries(changes).map(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  try {
    const result = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${[...sets, '#version = #version + :one'].join(', ')}`,
        ConditionExpression: '#version = :expected',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return result.Attributes ?? {};
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw conflict();
    throw error;
  }
}
