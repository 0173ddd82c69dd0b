import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';

/** Optimistic locking and transactions of the repository layer against DynamoDB Local. */
const local = localStack();
let writes: typeof import('../src/platform/data/versioned-writes');
let tx: typeof import('../src/platform/data/transactions');

beforeAll(async () => {
  Object.assign(process.env, {
    TABLE_NAME: local.table,
    DYNAMODB_ENDPOINT: local.stack.dynamodb.endpoint,
    AWS_REGION: local.stack.region,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
  });
  writes = await import('../src/platform/data/versioned-writes');
  tx = await import('../src/platform/data/transactions');
});

const put = (pk: string, item: Record<string, unknown> = {}) =>
  local.db.send(new PutCommand({ TableName: local.table, Item: { pk, sk: 'TEST', version: 1, ...item } }));

describe('updateVersioned', () => {
  it('applies a change at the expected version and bumps it', async () => {
    await put('LOCK#1', { status: 'draft' });
    const after = await writes.updateVersioned({ pk: 'LOCK#1', sk: 'TEST' }, 1, { status: 'submitted' });
    expect(after).toMatchObject({ status: 'submitted', version: 2 });
    expect(await local.readItem('LOCK#1', 'TEST')).toMatchObject({ status: 'submitted', version: 2 });
  });
  it('refuses a stale version with a conflict and leaves the item as it was', async () => {
    await put('LOCK#2', { status: 'draft' });
    await writes.updateVersioned({ pk: 'LOCK#2', sk: 'TEST' }, 1, { status: 'submitted' });
    await expect(
      writes.updateVersioned({ pk: 'LOCK#2', sk: 'TEST' }, 1, { status: 'approved' }),
    ).rejects.toMatchObject({
      kind: 'conflict',
    });
    expect(await local.readItem('LOCK#2', 'TEST')).toMatchObject({ status: 'submitted', version: 2 });
  });
  it('lets exactly one of two concurrent writers win', async () => {
    await put('LOCK#3');
    const results = await Promise.allSettled(
      ['approved', 'rejected'].map((status) =>
        writes.updateVersioned({ pk: 'LOCK#3', sk: 'TEST' }, 1, { status }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect((await local.readItem('LOCK#3', 'TEST'))?.version).toBe(2);
  });
});

describe('writeTogether', () => {
  it('writes every item or none', async () => {
    await put('TX#existing');
    await expect(
      tx.writeTogether({
        fresh: { Put: { Item: { pk: 'TX#new', sk: 'TEST', version: 1 } } },
        existing: {
          Put: {
            Item: { pk: 'TX#existing', sk: 'TEST', version: 1 },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      }),
    ).rejects.toMatchObject({ kind: 'conflict' });
    expect(await local.readItem('TX#new', 'TEST')).toBeUndefined();
    await tx.writeTogether({
      fresh: { Put: { Item: { pk: 'TX#new', sk: 'TEST', version: 1 } } },
      existing: {
        Update: {
          Key: { pk: 'TX#existing', sk: 'TEST' },
          UpdateExpression: 'SET touched = :t',
          ExpressionAttributeValues: { ':t': true },
        },
      },
    });
    expect(await local.readItem('TX#new', 'TEST')).toBeDefined();
    expect((await local.readItem('TX#existing', 'TEST'))?.touched).toBe(true);
  });
});

describe('transact', () => {
  it('names the parts whose condition failed, and writes nothing', async () => {
    await put('TX#taken');
    const outcome = await tx.transact({
      fresh: { Put: { Item: { pk: 'TX#fresh', sk: 'TEST', version: 1 } } },
      several: [
        {
          ConditionCheck: {
            Key: { pk: 'TX#taken', sk: 'TEST' },
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ],
      taken: {
        Put: {
          Item: { pk: 'TX#taken', sk: 'TEST', version: 1 },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      absent: undefined,
    });
    expect(outcome).toEqual({ saved: false, failed: new Set(['taken']), contention: false });
    expect(await local.readItem('TX#fresh', 'TEST')).toBeUndefined();
  });
});
