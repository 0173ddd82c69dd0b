import { PutCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoClient, ensureTable } from './provision';
import { readStackFile } from './stack-file';
import { startStreamPoller, type RunningStreamPoller } from './stream-poller';

/**
 * The local event source mapping against the running stack's DynamoDB Local, on a table of its own
 * (the stack's own poller never reads it): the handler here is a recorder that fails on cue.
 */
const stack = readStackFile();
const endpoint = stack.dynamodb.endpoint;
const table = `poller-${randomUUID().slice(0, 8)}`;
const db = DynamoDBDocumentClient.from(dynamoClient(endpoint));

const put = (id: string, entity = 'notification') =>
  db.send(new PutCommand({ TableName: table, Item: { pk: `P#${id}`, sk: 'S', entity, id } }));

const idOf = (r: DynamoDBRecord) => r.dynamodb?.NewImage?.id?.S ?? '?';

async function until(ok: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!ok() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return ok();
}

let poller: RunningStreamPoller | undefined;

beforeAll(async () => {
  await ensureTable(endpoint, table);
});

afterAll(async () => {
  await poller?.stop();
  await dynamoClient(endpoint).send(new DeleteTableCommand({ TableName: table }));
});

describe('the stream poller', () => {
  it('hands over the filtered records and delivers again from the first failed one, in order, until it goes through', async () => {
    const batches: string[][] = [];
    let failuresLeft = 2;
    const lines: string[] = [];
    poller = startStreamPoller({
      endpoint,
      tableName: table,
      intervalMs: 100,
      backoffMs: 100,
      filter: (r) => r.eventName === 'INSERT' && r.dynamodb?.NewImage?.entity?.S === 'notification',
      log: (line) => lines.push(line),
      handler: async (event): Promise<DynamoDBBatchResponse> => {
        batches.push(event.Records.map(idOf));
        const b = event.Records.find((r) => idOf(r) === 'b');
        if (b && failuresLeft > 0) {
          failuresLeft -= 1;
          return { batchItemFailures: [{ itemIdentifier: b.dynamodb?.SequenceNumber ?? '' }] };
        }
        return { batchItemFailures: [] };
      },
    });
    // one transaction-free burst: a, an item the filter drops, b, c
    await put('a');
    await put('x', 'deal');
    await put('b');
    await put('c');
    expect(
      await until(() => batches.flat().filter((id) => id === 'c').length >= 1 && failuresLeft === 0),
    ).toBe(true);
    expect(await until(() => batches.at(-1)?.includes('c') === true && failuresLeft === 0)).toBe(true);
    await new Promise((r) => setTimeout(r, 500));

    const seen = batches.flat();
    expect(seen).not.toContain('x');
    // 'a' went through once; 'b' was offered three times (two failures, then success), never before 'a'
    expect(seen.filter((id) => id === 'a')).toHaveLength(1);
    expect(seen.filter((id) => id === 'b')).toHaveLength(3);
    expect(seen.indexOf('a')).toBeLessThan(seen.indexOf('b'));
    // every delivery after a failure starts at 'b'
    const retries = batches.filter((batch) => batch[0] === 'b');
    expect(retries.length).toBeGreaterThanOrEqual(2);
    expect(lines.some((l) => /failed \(attempt 1\)/.test(l))).toBe(true);
    // what follows a failed record waits behind it: until 'b' went through, 'c' came only after 'b'
    const withB = batches.map((batch, i) => (batch.includes('b') ? i : -1)).filter((i) => i >= 0);
    const bThrough = withB.at(-1) ?? -1;
    for (const batch of batches.slice(0, bThrough + 1).filter((batch) => batch.includes('c'))) {
      expect(batch.indexOf('b')).toBeGreaterThanOrEqual(0);
      expect(batch.indexOf('b')).toBeLessThan(batch.indexOf('c'));
    }
    expect(batches.slice(bThrough + 1).flat()).not.toContain('b');
  });

  it('a handler that gets through part of each batch (out of time) is given the rest at once, without backoff', async () => {
    await poller?.stop();
    const delivered: string[] = [];
    const contexts: number[] = [];
    poller = startStreamPoller({
      endpoint,
      tableName: table,
      intervalMs: 100,
      // a backoff this long would show: eight records in two seconds leave no room for one
      backoffMs: 5_000,
      timeoutMs: 45_000,
      startAt: 'LATEST',
      filter: (r) => r.eventName === 'INSERT',
      handler: async (event, context): Promise<DynamoDBBatchResponse> => {
        contexts.push(context.getRemainingTimeInMillis());
        const [first, second] = event.Records;
        delivered.push(idOf(first!));
        return {
          batchItemFailures: second ? [{ itemIdentifier: second.dynamodb?.SequenceNumber ?? '' }] : [],
        };
      },
    });
    await new Promise((r) => setTimeout(r, 500));
    const ids = Array.from({ length: 8 }, (_, n) => `p${n}`);
    for (const id of ids) await put(id);
    expect(await until(() => delivered.length >= ids.length, 2_000)).toBe(true);
    expect(delivered).toEqual(ids);
    // the handler's context reports the time it was given
    expect(Math.max(...contexts)).toBeGreaterThan(40_000);
  });

  it('goes on after the handler throws, and stops cleanly', async () => {
    await poller?.stop();
    const got: string[] = [];
    let thrown = false;
    poller = startStreamPoller({
      endpoint,
      tableName: table,
      intervalMs: 100,
      backoffMs: 100,
      startAt: 'LATEST',
      filter: () => true,
      handler: async (event) => {
        if (!thrown) {
          thrown = true;
          throw new Error('boom');
        }
        got.push(...event.Records.map(idOf));
      },
    });
    await new Promise((r) => setTimeout(r, 500));
    await put('d');
    expect(await until(() => got.includes('d'))).toBe(true);
    expect(thrown).toBe(true);
    const started = Date.now();
    await poller.stop();
    poller = undefined;
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
