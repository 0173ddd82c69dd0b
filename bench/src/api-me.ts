import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { localStack } from '../../infra/local/personas';
import type { StackFile } from '../../infra/local/stack-file';
import { loadGet } from './http-load';
import { measureLoop, ratioOf, type LatencyFigures, type Ratio } from './stats';

const connections = 10;
const durationSeconds = 15;
const warmupSeconds = 3;

export interface GetMeBench {
  api: LatencyFigures;
  baseline: LatencyFigures;
  ratio: Ratio;
  durationSeconds: number;
  warmupSeconds: number;
}

/**
 * GET /me at 10 connections through the local gateway (token verification, the principal's Query,
 * JSON) beside the baseline: the same Query (profile + registrations of the user's partition) issued
 * straight at DynamoDB Local from this process with the same concurrency.
 */
export async function benchGetMe(stackFile: StackFile): Promise<GetMeBench> {
  const local = localStack(stackFile);
  const persona = await local.createPersona('buyer');
  const { accessToken } = await local.signIn(persona);
  const url = `${stackFile.apiUrl}/me`;

  await loadGet(url, accessToken, connections, warmupSeconds);
  const api = await loadGet(url, accessToken, connections, durationSeconds);

  const query = () =>
    local.db.send(
      new QueryCommand({
        TableName: local.table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': `USER#${persona.userId}`, ':from': 'PROFILE', ':to': 'REG#~' },
        ConsistentRead: true,
      }),
    );
  await measureLoop(query, { connections, durationMs: warmupSeconds * 1000 });
  const baseline = await measureLoop(query, { connections, durationMs: durationSeconds * 1000 });

  return {
    api,
    baseline,
    ratio: ratioOf(api, baseline),
    durationSeconds,
    warmupSeconds,
  };
}
