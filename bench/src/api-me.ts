import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import { localStack } from '../../infra/local/personas';
import type { StackFile } from '../../infra/local/stack-file';
import { measureLoop, round, type LatencyFigures } from './stats';

const connections = 10;
const durationSeconds = 15;
const warmupSeconds = 3;

export interface GetMeBench {
  api: LatencyFigures;
  baseline: LatencyFigures;
  ratio: { p50: number; p99: number; throughput: number };
  durationSeconds: number;
  warmupSeconds: number;
}

function runAutocannon(url: string, token: string, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
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

  await runAutocannon(url, accessToken, warmupSeconds);
  const result = await runAutocannon(url, accessToken, durationSeconds);
  const api: LatencyFigures = {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: round(result.requests.average, 1),
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };

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
    ratio: {
      p50: round(api.p50Ms / baseline.p50Ms),
      p99: round(api.p99Ms / baseline.p99Ms),
      throughput: round(api.requestsPerSecond / baseline.requestsPerSecond),
    },
    durationSeconds,
    warmupSeconds,
  };
}
