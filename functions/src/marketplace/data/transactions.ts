import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../platform/data/client';
import type { TransactItem } from '../../platform/data/versioned-writes';
import { conflict } from '../../platform/errors';

type FullTransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const concurrentChangeMessage = 'Someone else changed this at the same moment. Please try again.';

/**
 * All-or-nothing write of several items whose failed conditions mean different things: `refusalOf`
 * turns the position of the first item whose condition failed into the caller's error (a file that
 * is not the caller's is a 400, a stale version a 409, ...). Two transactions on the same item at once
 * (DynamoDB cancels one) are a 409 too.
 */
export async function transact(
  items: TransactItem[],
  refusalOf: (failedIndex: number) => Error,
): Promise<void> {
  const withTable = items.map((item) => {
    const [kind, body] = Object.entries(item)[0] as [string, Record<string, unknown>];
    return { [kind]: { TableName: tableName(), ...body } } as FullTransactItem;
  });
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: withTable }));
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    const failed = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
    if (failed >= 0) throw refusalOf(failed);
    if (reasons.some((r) => r.Code === 'TransactionConflict')) throw conflict(concurrentChangeMessage);
    throw error;
  }
}
