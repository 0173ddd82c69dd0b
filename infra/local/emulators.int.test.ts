import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDynamoDb } from './emulators';
import { dynamoClient, ensureTable } from './provision';
import { readStackFile } from './stack-file';

// a port of its own beside the running stack's emulators
const port = readStackFile().ports.dynamodb + 41;

describe('DynamoDB Local', () => {
  const lines: string[] = [];
  let dynamodb: Awaited<ReturnType<typeof startDynamoDb>>;
  const endpoint = `http://localhost:${port}`;
  beforeAll(async () => {
    dynamodb = await startDynamoDb({ port, log: (_name, line) => lines.push(line) });
  }, 90_000);
  afterAll(() => dynamodb?.stop());

  it('is AWS DynamoDB Local with telemetry off: transactions cancel as a whole and GSIs answer', async () => {
    expect(dynamodb.child.spawnargs).toContain('-disableTelemetry');
    expect(lines.join('\n')).toMatch(/Initializing DynamoDB Local/);

    const table = 'emulator-check';
    await ensureTable(endpoint, table);
    const db = DynamoDBDocumentClient.from(dynamoClient(endpoint));
    await db.send(
      new TransactWriteCommand({
        TransactItems: ['1', '2'].map((n) => ({
          Put: { TableName: table, Item: { pk: `A#${n}`, sk: 'X', gsi1pk: 'G', gsi1sk: n } },
        })),
      }),
    );
    await expect(
      db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: table, Item: { pk: 'B', sk: 'X', gsi1pk: 'G', gsi1sk: '3' } } },
            {
              Put: {
                TableName: table,
                Item: { pk: 'A#1', sk: 'X' },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      ),
    ).rejects.toMatchObject({ name: 'TransactionCanceledException' });
    const { Items } = await db.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :g',
        ExpressionAttributeValues: { ':g': 'G' },
      }),
    );
    expect(Items?.map((i) => i.pk)).toEqual(['A#1', 'A#2']);
  }, 90_000);

  it("a table kept from before the deal tallies gets each member's deals counted once", async () => {
    const table = 'tally-backfill';
    expect(await ensureTable(endpoint, table)).toBe('created');
    const db = DynamoDBDocumentClient.from(dynamoClient(endpoint));
    const put = (Item: Record<string, unknown>) => db.send(new PutCommand({ TableName: table, Item }));
    // as an older version left it: no marker, no tallies; two deals of u1, one of them shared with u2
    await db.send(new DeleteCommand({ TableName: table, Key: { pk: 'MIGRATION', sk: 'deal-tally' } }));
    await put({ pk: 'DEAL#D1', sk: 'DEAL', entity: 'deal', id: 'D1', progress: 10, status: 'active' });
    await put({ pk: 'DEAL#D2', sk: 'DEAL', entity: 'deal', id: 'D2', progress: 40, status: 'cancelled' });
    for (const [deal, user] of [
      ['D1', 'u1'],
      ['D2', 'u1'],
      ['D2', 'u2'],
    ])
      await put({
        pk: `DEAL#${deal}`,
        sk: `MEMBER#${user}`,
        entity: 'deal_member',
        deal_id: deal,
        user_id: user,
      });
    const tally = async (user: string) =>
      (await db.send(new GetCommand({ TableName: table, Key: { pk: `USER#${user}`, sk: 'DEAL_TALLY' } })))
        .Item;

    expect(await ensureTable(endpoint, table)).toBe('existing');
    expect(await tally('u1')).toMatchObject({ pending: 1, ongoing: 0, completed: 0, cancelled: 1 });
    expect(await tally('u2')).toMatchObject({ pending: 0, cancelled: 1 });
    // once: a later start leaves the tallies to the writes that keep them
    await put({ pk: 'USER#u2', sk: 'DEAL_TALLY', entity: 'deal_tally', pending: 5 });
    await ensureTable(endpoint, table);
    expect(await tally('u2')).toMatchObject({ pending: 5 });
  }, 60_000);
});
