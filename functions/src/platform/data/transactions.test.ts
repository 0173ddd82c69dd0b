import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DomainError } from '../errors';
import { transact, writeTogether } from './transactions';

/** What the fake table answers the next TransactWriteItems with: saved, or cancelled with these reasons. */
let reasons: Array<{ Code: string }> | undefined;
const sent: TransactWriteCommand[] = [];

vi.mock('./client', () => ({
  tableName: () => 'portal-test',
  documentClient: () => ({
    send: async (command: TransactWriteCommand) => {
      sent.push(command);
      if (reasons)
        throw new TransactionCanceledException({
          message: 'Transaction cancelled',
          $metadata: {},
          CancellationReasons: reasons,
        });
      return {};
    },
  }),
}));

const put = (pk: string) => ({ Put: { Item: { pk, sk: 'TEST' } } });
const cancelledWith = (...codes: string[]) => {
  reasons = codes.map((Code) => ({ Code }));
};

beforeEach(() => {
  reasons = undefined;
  sent.length = 0;
});

describe('transact', () => {
  it('writes the parts in the order given, a list part item by item, an absent part not at all', async () => {
    const outcome = await transact(
      { first: put('A'), several: [put('B'), put('C')], absent: undefined, last: put('D') },
      { clientRequestToken: 'token' },
    );
    expect(outcome).toEqual({ saved: true });
    const input = sent[0]!.input;
    expect(input.ClientRequestToken).toBe('token');
    expect(input.TransactItems).toEqual(
      ['A', 'B', 'C', 'D'].map((pk) => ({ Put: { TableName: 'portal-test', Item: { pk, sk: 'TEST' } } })),
    );
  });

  it('maps each failed condition back to the name of its part, in the order of the parts', async () => {
    cancelledWith('None', 'None', 'ConditionalCheckFailed', 'ConditionalCheckFailed');
    const outcome = await transact({ first: put('A'), several: [put('B'), put('C')], last: put('D') });
    expect(outcome).toEqual({ saved: false, failed: new Set(['several', 'last']), contention: false });
    expect(outcome.saved || [...outcome.failed][0]).toBe('several');
  });

  it('reports a concurrent transaction without a failed part', async () => {
    cancelledWith('TransactionConflict', 'None');
    expect(await transact({ first: put('A'), second: put('B') })).toEqual({
      saved: false,
      failed: new Set(),
      contention: true,
    });
  });

  it('throws a cancellation for any other reason as it came', async () => {
    cancelledWith('ValidationError');
    await expect(transact({ first: put('A') })).rejects.toBeInstanceOf(TransactionCanceledException);
  });
});

describe('writeTogether', () => {
  it('answers any failed condition with a conflict carrying the message', async () => {
    cancelledWith('None', 'ConditionalCheckFailed');
    const refusal = await writeTogether(
      { first: put('A'), second: put('B') },
      { conflictMessage: 'Changed meanwhile' },
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: 'conflict', message: 'Changed meanwhile' });
  });

  it('throws a cancellation with no failed condition as it came (a concurrent transaction included)', async () => {
    cancelledWith('TransactionConflict');
    await expect(writeTogether({ first: put('A') })).rejects.toBeInstanceOf(TransactionCanceledException);
  });
});
