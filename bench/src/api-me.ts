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
  /** The same for a company member who is not its founder: the principal reads two partitions. */
  member: { api: LatencyFigures; baseline: LatencyFigures; ratio: Ratio };
  durationSeconds: number;
  warmupSeconds: number;
}

/**
 * GET /me at 10 connections through the local gateway (token verification, the principal's Query,
 * JSON) beside the baseline: the same Query (profile + registrations of the user's partition) issued
 * straight at DynamoDB Local from this process with the same concurrency; then for a member of that
 * user's company who is not its founder (two Queries: their partition, then the company's).
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

  // a member of the buyer's company: their own partition, then the company's
  const joined = await local.createPersona('inactive');
  const memberToken = (await local.signIn(joined)).accessToken;
  const call = async (token: string, method: string, path: string) => {
    const res = await fetch(`${stackFile.apiUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body:
        method === 'GET'
          ? undefined
          : JSON.stringify(path.endsWith('invitations') ? { email: joined.email, role: 'viewer' } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${await res.text()}`);
    return (await res.json()) as { id: string };
  };
  const invitation = await call(accessToken, 'POST', '/account/company/invitations');
  await call(memberToken, 'POST', `/invitations/${invitation.id}/accept`);
  await loadGet(url, memberToken, connections, warmupSeconds);
  const memberApi = await loadGet(url, memberToken, connections, durationSeconds);
  const partition = (id: string) =>
    local.db.send(
      new QueryCommand({
        TableName: local.table,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': `USER#${id}`, ':from': 'PROFILE', ':to': 'REG#~' },
        ConsistentRead: true,
      }),
    );
  const twoPartitions = async () => {
    await partition(joined.userId);
    await partition(persona.userId);
  };
  await measureLoop(twoPartitions, { connections, durationMs: warmupSeconds * 1000 });
  const memberBaseline = await measureLoop(twoPartitions, {
    connections,
    durationMs: durationSeconds * 1000,
  });

  return {
    api,
    baseline,
    ratio: ratioOf(api, baseline),
    member: { api: memberApi, baseline: memberBaseline, ratio: ratioOf(memberApi, memberBaseline) },
    durationSeconds,
    warmupSeconds,
  };
}
