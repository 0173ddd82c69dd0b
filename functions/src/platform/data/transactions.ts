import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { conflict } from '../errors';
import { documentClient, tableName } from './client';

type FullTransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
/** One Put / Update / Delete / ConditionCheck of a transaction; the table is filled in. */
export type TransactItem = {
  [K in keyof FullTransactItem]?: Omit<NonNullable<FullTransactItem[K]>, 'TableName'>;
};

/**
 * The items of one transaction by name (`{ inquiry: put, item: update, notification: notify(...) }`):
 * a part is one item, or several under one name (`events`, `members`, `alongside`); a part left
 * undefined writes nothing. DynamoDB reports a cancellation reason per item, and the name of each
 * item's part is how the caller learns which of its rules refused.
 */
export type TransactParts<P extends string = string> = {
  [K in P]?: TransactItem | readonly TransactItem[];
};

/**
 * How a transaction ended: saved, or cancelled with the parts whose condition failed (in the order
 * the parts were given, so the first is the first that failed) and whether a concurrent transaction
 * on the same items got in the way (then reading again and retrying is right).
 */
export type TransactOutcome<P extends string> =
  { saved: true } | { saved: false; failed: Set<P>; contention: boolean };

/** The transaction as DynamoDB runs it, each item's table filled in and its part's name kept beside it. */
async function run<P extends string>(
  parts: TransactParts<P>,
  clientRequestToken: string | undefined,
): Promise<{ outcome: TransactOutcome<P>; cancellation?: TransactionCanceledException }> {
  const names: P[] = [];
  const items: FullTransactItem[] = [];
  for (const [name, part] of Object.entries(parts) as Array<[P, TransactParts<P>[P]]>) {
    for (const item of Array.isArray(part) ? part : part ? [part as TransactItem] : []) {
      const [kind, body] = Object.entries(item)[0] as [string, Record<string, unknown>];
      names.push(name);
      items.push({ [kind]: { TableName: tableName(), ...body } } as FullTransactItem);
    }
  }
  try {
    await documentClient().send(
      new TransactWriteCommand({ TransactItems: items, ClientRequestToken: clientRequestToken }),
    );
    return { outcome: { saved: true } };
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    const failed = new Set<P>();
    reasons.forEach((reason, i) => {
      if (reason.Code === 'ConditionalCheckFailed' && names[i] !== undefined) failed.add(names[i]);
    });
    const contention = reasons.some((reason) => reason.Code === 'TransactionConflict');
    return { outcome: { saved: false, failed, contention }, cancellation: error };
  }
}

/**
 * All-or-nothing write of named parts (TransactWriteItems), for a caller whose parts' conditions mean
 * different things: the outcome names every part whose condition failed, or says that a concurrent
 * transaction got in the way. A cancellation for any other reason is thrown as it came.
 * `clientRequestToken` makes a retried call idempotent for 10 minutes.
 */
export async function transact<P extends string>(
  parts: TransactParts<P>,
  options: { clientRequestToken?: string } = {},
): Promise<TransactOutcome<P>> {
  const { outcome, cancellation } = await run(parts, options.clientRequestToken);
  if (!outcome.saved && outcome.failed.size === 0 && !outcome.contention) throw cancellation;
  return outcome;
}

/**
 * All-or-nothing write of named parts where any failed condition (a version check, an
 * attribute_not_exists) means the same: someone changed this first -> DomainError('conflict') with
 * `conflictMessage` (HTTP 409). A cancellation with no failed condition is thrown as it came.
 */
export async function writeTogether<P extends string>(
  parts: TransactParts<P>,
  options: { clientRequestToken?: string; conflictMessage?: string } = {},
): Promise<void> {
  const { outcome, cancellation } = await run(parts, options.clientRequestToken);
  if (outcome.saved) return;
  if (outcome.failed.size > 0) throw conflict(options.conflictMessage);
  throw cancellation;
}
