import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ProbeResult } from '../domain/health';
import { documentClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';

/**
 * Times one strongly consistent read of a key that never holds an item. A database that has not
 * answered within `timeoutMs` is down (the client's own retries would take longer than the status
 * card should wait).
 */
export async function probeDatabase(timeoutMs = 2000): Promise<ProbeResult> {
  const started = performance.now();
  try {
    await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.healthProbe(), ConsistentRead: true }),
      { abortSignal: AbortSignal.timeout(timeoutMs) },
    );
    return { ok: true, latencyMs: performance.now() - started };
  } catch (error) {
    return { ok: false, latencyMs: performance.now() - started, detail: (error as Error).name };
  }
}
