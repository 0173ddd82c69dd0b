import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { startDynamoDb } from './emulators';
import { dynamoClient, ensureTable } from './provision';
import { readStackFile } from './stack-file';

// a port of its own beside the running stack's emulators
const port = readStackFile().ports.dynamodb + 41;

describe('DynamoDB Local', () => {
  it('is AWS DynamoDB Local with telemetry off: transactions cancel as a whole and GSIs answer', async () => {
    const lines: string[] = [];
    const dynamodb = await startDynamoDb({ port, log: (_name, line) => lines.push(line) });
    try {
      expect(dynamodb.child.spawnargs).toContain('-disableTelemetry');
      expect(lines.join('\n')).toMatch(/Initializing DynamoDB Local/);

      const endpoint = `http://localhost:${port}`;
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
    } finally {
      await dynamodb.stop();
    }
  }, 90_000);
});
