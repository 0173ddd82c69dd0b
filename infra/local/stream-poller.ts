import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { localCredentials } from './emulators';
import { lambdaContext } from './gateway';

/**
 * The local stand-in for a Lambda event source mapping on the table's stream: reads DynamoDB Local's
 * Streams API (every shard, new shards as they appear, parents before children), hands the records
 * that pass `filter` to the same handler the cloud invokes, as a DynamoDBStreamEvent, and on a partial
 * batch failure (or a thrown error) delivers again from the first failed record before reading further
 * in that shard, as the event source mapping does with ReportBatchItemFailures: at once when part of
 * the batch went through, with backoff when none of it did.
 * Nothing here can take the stack down: every error is logged and the loop goes on until stop().
 */
export type StreamHandler = (
  event: DynamoDBStreamEvent,
  context: ReturnType<typeof lambdaContext>,
) => Promise<DynamoDBBatchResponse | void>;

export interface StreamPollerOptions {
  endpoint: string;
  tableName: string;
  region?: string;
  handler: StreamHandler;
  /** The records the handler gets (the event source mapping's filter). */
  filter: (record: DynamoDBRecord) => boolean;
  functionName?: string;
  /** The handler's time per invocation, as its context reports it (default 30 s). */
  timeoutMs?: number;
  /** Pause between reads of the shards (default 300 ms). */
  intervalMs?: number;
  /** Records per GetRecords call and per invocation (default 100). */
  batchSize?: number;
  /** First retry after a failed batch, doubled per failure up to `maxBackoffMs` (defaults 500 ms, 10 s). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Where to start in the shards open when the poller starts (default TRIM_HORIZON: nothing missed). */
  startAt?: 'TRIM_HORIZON' | 'LATEST';
  log?: (line: string) => void;
}

export interface RunningStreamPoller {
  stop(): Promise<void>;
  /** Invocations so far (tests). */
  readonly invocations: number;
}

interface ShardState {
  id: string;
  parentId?: string;
  iterator?: string;
  /** The last record read from the shard (a lost iterator is renewed after it). */
  lastSequence?: string;
  initialType: ShardIteratorType;
  /** Records of a failed batch, delivered again before anything newer. */
  pending: DynamoDBRecord[];
  failures: number;
  retryAt: number;
}

const shardRefreshMs = 5000;

export function startStreamPoller(options: StreamPollerOptions): RunningStreamPoller {
  const region = options.region ?? 'us-east-1';
  const log = options.log ?? (() => undefined);
  const intervalMs = options.intervalMs ?? 300;
  const batchSize = options.batchSize ?? 100;
  const backoffMs = options.backoffMs ?? 500;
  const maxBackoffMs = options.maxBackoffMs ?? 10_000;
  const functionName = options.functionName ?? 'stream-consumer';
  const tables = new DynamoDBClient({
    endpoint: options.endpoint,
    region,
    credentials: localCredentials,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 1000, requestTimeout: 5000 },
  });
  const client = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region,
    credentials: localCredentials,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 1000, requestTimeout: 5000 },
  });

  let stopped = false;
  let wake: (() => void) | undefined;
  let invocations = 0;
  let streamArn: string | undefined;
  let shardsReadAt = 0;
  let firstDiscovery = true;
  const shards = new Map<string, ShardState>();
  const finished = new Set<string>();

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function discoverShards(): Promise<void> {
    if (!streamArn) {
      const { Table } = await tables.send(new DescribeTableCommand({ TableName: options.tableName }));
      streamArn = Table?.LatestStreamArn;
      if (!streamArn) throw new Error(`table ${options.tableName} has no stream`);
    }
    let start: string | undefined;
    do {
      const described = await client.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
      );
      const description = described.StreamDescription;
      for (const shard of description?.Shards ?? []) {
        const id = shard.ShardId;
        if (!id || shards.has(id) || finished.has(id)) continue;
        shards.set(id, {
          id,
          parentId: shard.ParentShardId,
          initialType: firstDiscovery ? (options.startAt ?? 'TRIM_HORIZON') : 'TRIM_HORIZON',
          pending: [],
          failures: 0,
          retryAt: 0,
        });
      }
      start = description?.LastEvaluatedShardId;
    } while (start);
    firstDiscovery = false;
    shardsReadAt = Date.now();
  }

  function toLambdaRecord(record: StreamRecord): DynamoDBRecord {
    const data = record.dynamodb;
    const created = data?.ApproximateCreationDateTime;
    return {
      eventID: record.eventID,
      eventName: record.eventName as DynamoDBRecord['eventName'],
      eventVersion: record.eventVersion ?? '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: record.awsRegion ?? region,
      eventSourceARN: streamArn,
      dynamodb: {
        ApproximateCreationDateTime: created ? Math.floor(new Date(created).getTime() / 1000) : undefined,
        Keys: data?.Keys as NonNullable<DynamoDBRecord['dynamodb']>['Keys'],
        NewImage: data?.NewImage as NonNullable<DynamoDBRecord['dynamodb']>['NewImage'],
        OldImage: data?.OldImage as NonNullable<DynamoDBRecord['dynamodb']>['OldImage'],
        SequenceNumber: data?.SequenceNumber,
        SizeBytes: data?.SizeBytes,
        StreamViewType: data?.StreamViewType as NonNullable<DynamoDBRecord['dynamodb']>['StreamViewType'],
      },
    };
  }

  /** One invocation; what is left to deliver again (empty when the batch went through). */
  async function invoke(records: DynamoDBRecord[]): Promise<DynamoDBRecord[]> {
    invocations += 1;
    try {
      const result = await options.handler(
        { Records: records },
        lambdaContext(functionName, `stream-${invocations}`, options.timeoutMs),
      );
      const failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
      if (failed.size === 0) return [];
      const first = records.findIndex((r) => failed.has(r.dynamodb?.SequenceNumber ?? ''));
      // an identifier that names no record of the batch fails the whole batch, as in Lambda
      return records.slice(first < 0 ? 0 : first);
    } catch (error) {
      log(
        `${functionName} threw: ${(error as Error)?.message ?? String(error)}; the batch is delivered again`,
      );
      return records;
    }
  }

  async function deliver(shard: ShardState, records: DynamoDBRecord[]): Promise<void> {
    const left = await invoke(records);
    if (left.length === 0) {
      shard.pending = [];
      shard.failures = 0;
      return;
    }
    shard.pending = left;
    if (left.length < records.length) {
      // records went through (the handler ran out of time, or failed later on): the rest goes again
      // at once, as a partial batch response makes Lambda do, and no backoff builds up
      shard.failures = 0;
      shard.retryAt = 0;
      return;
    }
    shard.failures += 1;
    const wait = Math.min(backoffMs * 2 ** (shard.failures - 1), maxBackoffMs);
    shard.retryAt = Date.now() + wait;
    log(
      `${functionName}: ${left.length} record(s) failed (attempt ${shard.failures}); delivering again from ${left[0]?.dynamodb?.SequenceNumber} in ${wait} ms`,
    );
  }

  async function iteratorFor(shard: ShardState): Promise<string | undefined> {
    const after = shard.lastSequence;
    const result = await client.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shard.id,
        ShardIteratorType: after ? 'AFTER_SEQUENCE_NUMBER' : shard.initialType,
        SequenceNumber: after,
      }),
    );
    return result.ShardIterator;
  }

  async function pollShard(shard: ShardState): Promise<void> {
    if (shard.pending.length > 0) {
      if (Date.now() >= shard.retryAt) await deliver(shard, shard.pending);
      return;
    }
    shard.iterator ??= await iteratorFor(shard);
    if (!shard.iterator) return closeShard(shard);
    let result;
    try {
      result = await client.send(new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: batchSize }));
    } catch (error) {
      // an expired or trimmed iterator: renew it after the last record read
      shard.iterator = undefined;
      throw error;
    }
    const records = result.Records ?? [];
    if (records.length > 0) shard.lastSequence = records.at(-1)?.dynamodb?.SequenceNumber;
    shard.iterator = result.NextShardIterator;
    const wanted = records.map(toLambdaRecord).filter(options.filter);
    if (wanted.length > 0) await deliver(shard, wanted);
    if (!shard.iterator && shard.pending.length === 0) closeShard(shard);
  }

  function closeShard(shard: ShardState) {
    shards.delete(shard.id);
    finished.add(shard.id);
    shardsReadAt = 0; // its children may be there now
  }

  async function loop(): Promise<void> {
    let errors = 0;
    while (!stopped) {
      let pause = intervalMs;
      try {
        if (Date.now() - shardsReadAt >= shardRefreshMs) await discoverShards();
        for (const shard of [...shards.values()]) {
          if (stopped) break;
          // a child waits until its parent is read to the end (order per item)
          if (shard.parentId && shards.has(shard.parentId)) continue;
          await pollShard(shard);
        }
        errors = 0;
      } catch (error) {
        // the database unreachable or restarting: try again, less often the longer it lasts
        errors += 1;
        pause = Math.min(intervalMs * 2 ** errors, maxBackoffMs);
        if (!stopped)
          log(`stream poller: ${(error as Error)?.message ?? String(error)} (next try in ${pause} ms)`);
      }
      if (!stopped) await sleep(pause);
    }
  }

  const running = loop();
  return {
    async stop() {
      stopped = true;
      wake?.();
      await running;
      client.destroy();
      tables.destroy();
    },
    get invocations() {
      return invocations;
    },
  };
}
