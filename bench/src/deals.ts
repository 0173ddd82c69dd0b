import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import { loadavg } from 'node:os';
import { listMemberDeals } from '../../functions/src/deals/data/deal-repository';
import { keys } from '../../functions/src/platform/data/keys';
import type { Json } from '../../functions/test/support/api-call';
import { dealWalk } from '../../functions/test/support/deal-walk';
import { localStack, type Persona } from '../../infra/local/personas';
import type { StackFile } from '../../infra/local/stack-file';
import { batchWrite, dealItems } from './dashboard';
import { loadGetRequests } from './http-load';
import { measureLoop, ratioOf, type LatencyFigures, type Ratio } from './stats';

const connections = 10;
const requests = 300;
const warmupRequests = 50;
/** In-process baselines: milliseconds per measurement, after a quarter of it as warm-up. */
const baselineMs = 8_000;
/** The buyer's deals when GET /deals is measured: the walked one and the seeded rest. */
export const listedDeals = 200;

export interface DealsBench {
  /** What the measured deal holds, as GET /deals/{id} answered it. */
  deal: { stage: string; documents: number; events: number; partitionItems: number; responseKB: number };
  getDeal: LatencyFigures;
  /** The deal's partition (deal, members, events, mandates): one consistent Query, every page. */
  partitionQuery: LatencyFigures;
  getDealRatio: Ratio;
  listDeals: LatencyFigures;
  /** listMemberDeals in-process: the GSI2 Query of the member items + BatchGets of 100 deals. */
  listReads: LatencyFigures;
  listDealsRatio: Ratio;
  listResponseKB: number;
  walkSeconds: number;
  /** The machine's 1-minute load average before and after the measures (a shared machine skews them). */
  load: [number, number];
  requests: number;
  warmupRequests: number;
}

/**
 * The deal-flow routes: GET /deals/{id} of a deal walked to its closing through the API (every party
 * document uploaded and reviewed, every confirmation: the largest partition a deal reaches), beside
 * the raw Query of that partition; then GET /deals for its buyer with 200 deals (199 more seeded
 * straight into the table with the repositories' item builders), beside the same reads in-process.
 */
export async function benchDeals(stackFile: StackFile): Promise<DealsBench> {
  const local = localStack(stackFile);
  const [buyer, seller, admin] = await Promise.all([
    local.createPersona('buyer'),
    local.createPersona('seller'),
    local.createPersona('admin'),
  ]);
  const tokens = new Map<Persona, string>();
  for (const who of [buyer, seller, admin]) tokens.set(who, (await local.signIn(who)).accessToken);
  const api = async (who: Persona, method: string, path: string, json?: unknown) => {
    const res = await fetch(`${stackFile.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${tokens.get(who)}`,
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...(method === 'GET' ? {} : { 'idempotency-key': crypto.randomUUID() }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  // the deal opens as an accepted inquiry opens it, then its parties and the platform walk it
  const now = Date.now();
  const walked = dealItems(0, buyer, seller, now);
  await batchWrite(local, walked.items);
  const t0 = performance.now();
  await dealWalk(api).walkTo(seller, buyer, admin, walked.id);
  const walkSeconds = Math.round((performance.now() - t0) / 100) / 10;

  const dealUrl = `${stackFile.apiUrl}/deals/${walked.id}`;
  const buyerToken = tokens.get(buyer)!;
  const shown = await api(buyer, 'GET', `/deals/${walked.id}`);
  if (shown.status !== 200) throw new Error(`GET /deals/{id} -> ${shown.status}`);
  const partition = async () => {
    const items: unknown[] = [];
    for await (const page of paginateQuery(
      { client: local.db },
      {
        TableName: local.table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.deal(walked.id).pk },
        ConsistentRead: true,
      },
    ))
      items.push(...(page.Items ?? []));
    return items;
  };
  const partitionItems = (await partition()).length;
  const loadBefore = loadavg()[0]!;

  await loadGetRequests(dealUrl, buyerToken, connections, warmupRequests);
  const getDeal = await loadGetRequests(dealUrl, buyerToken, connections, requests);
  await measureLoop(partition, { connections, durationMs: baselineMs / 4 });
  const partitionQuery = await measureLoop(partition, { connections, durationMs: baselineMs });

  // 199 more deals of the same buyer, spread over the groups (some cancelled or closed)
  await batchWrite(
    local,
    Array.from({ length: listedDeals - 1 }, (_, i) => dealItems(i + 1, buyer, seller, now).items).flat(),
  );
  const listed = await api(buyer, 'GET', '/deals');
  const listedCount = (listed.body.deals as unknown[] | undefined)?.length;
  if (listed.status !== 200 || listedCount !== listedDeals)
    throw new Error(`GET /deals -> ${listed.status} with ${listedCount} deals, expected ${listedDeals}`);
  const listUrl = `${stackFile.apiUrl}/deals`;
  await loadGetRequests(listUrl, buyerToken, connections, warmupRequests);
  const listDeals = await loadGetRequests(listUrl, buyerToken, connections, requests);
  const reads = () => listMemberDeals(buyer.userId);
  await measureLoop(reads, { connections, durationMs: baselineMs / 4 });
  const listReads = await measureLoop(reads, { connections, durationMs: baselineMs });

  const kb = (body: unknown) => Math.round(Buffer.byteLength(JSON.stringify(body)) / 102.4) / 10;
  return {
    deal: {
      stage: String(shown.body.stage),
      documents: (shown.body.documents as unknown[]).length,
      events: (shown.body.history as unknown[]).length,
      partitionItems,
      responseKB: kb(shown.body),
    },
    getDeal,
    partitionQuery,
    getDealRatio: ratioOf(getDeal, partitionQuery),
    listDeals,
    listReads,
    listDealsRatio: ratioOf(listDeals, listReads),
    listResponseKB: kb(listed.body),
    walkSeconds,
    load: [Math.round(loadBefore * 10) / 10, Math.round(loadavg()[0]! * 10) / 10],
    requests,
    warmupRequests,
  };
}
