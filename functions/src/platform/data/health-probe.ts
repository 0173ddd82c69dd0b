import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ProbeResult } from '../domain/health';
import { documentClient, tableName } from './client';
import { keys } from './keys';

/** Times one strongly consistent read of a key that never holds an item. */
export async function probeDatabase(): Promise<ProbeResult> {
  const started = performance.now();
  try {
    await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.healthProbe(), ConsistentRead: true }),
    );
    return { ok: true, latencyMs: performance.now() - started };
  } catch (error) {
    return { ok: false, latencyMs: performance.now() - started, detail: (error as Error).name };
  }
}
