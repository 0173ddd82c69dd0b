import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { loadavg } from 'node:os';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { keys } from '../../functions/src/platform/data/keys';
import { localStack } from '../../infra/local/personas';
import type { StackFile } from '../../infra/local/stack-file';
import { loadGet } from './http-load';
import { seedMarketItems } from './market-items';
import { measureLoop, ratioOf, round, type LatencyFigures, type Ratio } from './stats';

const connections = 10;
const durationSeconds = 10;
const warmupSeconds = 3;
/** How long the gateway's replica may take to catch up with freshly seeded items. */
const catchUpBudgetMs = 10 * 60_000;
const pageSize = 12;

/**
 * The typical marketplace search: text, two filter groups (Location, Delivery) on an industry page,
 * lowest price first, page 2, with the four groups' counts (every answer carries them).
 */
export const typicalQuery =
  '/marketplace/listings?industry=Energy&q=diesel&location=Rotterdam&location=Fujairah' +
  '&delivery=CIF&delivery=FOB&sort=price_asc&page=2';
/** An industry page as it opens: no text, no filter, newest first. */
export const industryPageQuery = '/marketplace/listings?industry=Precious%20Metals';
/** A short text most names hold, filtered by one group: the widest text match. */
export const broadTextQuery = '/marketplace/listings?q=oil&term=Spot&sort=rating';

export interface MarketplaceSearchBench {
  listings: number;
  typical: LatencyFigures;
  industryPage: LatencyFigures;
  broadText: LatencyFigures;
  /** The raw DynamoDB read of one page (12) of the same industry, newest first. */
  baseline: LatencyFigures;
  ratio: Ratio;
  typicalTotal: number;
  responseBytes: number;
  catchUpMs: number;
  catchUpRequests: number;
  /** A cold replica built in a fresh process from the change index: ranges read side by side + index. */
  replica: {
    buildMs: number;
    items: number;
    documents: number;
    heapMiB: number;
    distinctNames: number;
    distinctLocations: number;
  };
  /** One-minute load average of the machine before and after the measurements (2 cores shared). */
  load: [number, number];
}

/**
 * A replica built from scratch in a process of its own (see cold-replica.ts): a Lambda container's
 * first search starts with an empty heap, unlike this process, which also runs the gateway and holds
 * its replicas (their garbage collection would be counted in the build).
 */
async function coldReplica(): Promise<MarketplaceSearchBench['replica']> {
  const script = join(import.meta.dirname, 'cold-replica.ts');
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', script, 'listing'], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const last = output.trim().split('\n').pop() ?? '';
  if (code !== 0 || !last.startsWith('{')) throw new Error(`cold replica build failed (${code}): ${output}`);
  const figures = JSON.parse(last) as MarketplaceSearchBench['replica'];
  return { ...figures, buildMs: round(figures.buildMs, 0) };
}

let seeded = 0;
let buyerToken: string | undefined;

/**
 * The marketplace search at `totalListings` Active listings (seeded straight into the table across
 * the three industries): the typical query and two others through the API at 10 connections, beside
 * the raw Query of one page of the same industry, and a cold replica's build time and heap.
 */
export async function benchMarketplaceSearch(
  stackFile: StackFile,
  totalListings: number,
): Promise<MarketplaceSearchBench> {
  const local = localStack(stackFile);
  await seedMarketItems(local, 'listing', Math.max(0, totalListings - seeded), seeded);
  seeded = Math.max(seeded, totalListings);
  buyerToken ??= (await local.signIn(await local.createPersona('buyer'))).accessToken;
  const token = buyerToken;
  const url = (path: string) => `${stackFile.apiUrl}${path}`;
  const load0 = loadavg()[0]!;

  // The gateway's replica takes in every listing seeded since its last read (a request out of time
  // answers 503 while the replica goes on from its last page): ask until it has caught up.
  const t0 = performance.now();
  let catchUpRequests = 0;
  let sample: Response;
  let body: { total?: number } = {};
  for (;;) {
    catchUpRequests++;
    sample = await fetch(url(industryPageQuery), { headers: { authorization: `Bearer ${token}` } });
    if (sample.status === 200) {
      const page = (await sample.json()) as { active_total: number };
      if (page.active_total >= Math.floor(totalListings / 3)) break;
    } else await sample.arrayBuffer();
    if (performance.now() - t0 > catchUpBudgetMs)
      throw new Error(`GET ${industryPageQuery} -> ${sample.status} after ${catchUpRequests} requests`);
  }
  const catchUpMs = round(performance.now() - t0, 0);
  const typicalSample = await fetch(url(typicalQuery), { headers: { authorization: `Bearer ${token}` } });
  const typicalText = await typicalSample.text();
  body = JSON.parse(typicalText) as { total?: number };

  await loadGet(url(typicalQuery), token, connections, warmupSeconds);
  const typical = await loadGet(url(typicalQuery), token, connections, durationSeconds);
  const industryPage = await loadGet(url(industryPageQuery), token, connections, durationSeconds);
  const broadText = await loadGet(url(broadTextQuery), token, connections, durationSeconds);

  // Without a search model: the newest Active listings by the status index, the industry filtered by
  // DynamoDB, pages read until 12 are found (no text, no counts, no other sort).
  const onePage = async () => {
    const items: unknown[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await local.db.send(
        new QueryCommand({
          TableName: local.table,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          FilterExpression: 'industry = :industry',
          ExpressionAttributeValues: {
            ':pk': keys.marketItemsByStatus('listing', 'Active').gsi1pk,
            ':industry': 'Energy',
          },
          ScanIndexForward: false,
          Limit: pageSize * 3,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (items.length < pageSize && start);
    return items.slice(0, pageSize);
  };
  await measureLoop(onePage, { connections, durationMs: warmupSeconds * 1000 });
  const baseline = await measureLoop(onePage, { connections, durationMs: durationSeconds * 1000 });
  const load1 = loadavg()[0]!;

  return {
    listings: totalListings,
    typical,
    industryPage,
    broadText,
    baseline,
    ratio: ratioOf(typical, baseline),
    typicalTotal: body.total ?? Number.NaN,
    responseBytes: Buffer.byteLength(typicalText),
    catchUpMs,
    catchUpRequests,
    replica: await coldReplica(),
    load: [round(load0, 1), round(load1, 1)],
  };
}
