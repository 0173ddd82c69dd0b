import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
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

type FullTransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
/** One Put / Update / Delete / ConditionCheck of a transaction; the table is filled in. */
export type TransactItem = {
  [K in keyof FullTransactItem]?: Omit<NonNullable<FullTransactItem[K]>, 'TableName'>;
};

/**
 * All-or-nothing write of several items (TransactWriteItems). A failed condition on any item
 * (a version check, an attribute_not_exists) -> DomainError('conflict'); `clientRequestToken`
 * makes a retried call idempotent for 10 minutes.
 */
export async function writeTogether(
  items: TransactItem[],
  options: { clientRequestToken?: string; conflictMessage?: string } = {},
): Promise<void> {
  const withTable = items.map((item) => {
    const [kind, body] = Object.entries(item)[0] as [string, Record<string, unknown>];
    return { [kind]: { TableName: tableName(), ...body } } as FullTransactItem;
  });
  try {
    await documentClient().send(
      new TransactWriteCommand({ TransactItems: withTable, ClientRequestToken: options.clientRequestToken }),
    );
  } catch (error) {
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed')
    )
      throw conflict(options.conflictMessage);
    throw error;
  }
}
