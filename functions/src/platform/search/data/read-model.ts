import { tombstoneRetentionMs } from '../../data/keys';
import { logger } from '../../logger';
import type {
  ChangeItem,
  ChangePage,
  ChangeRead,
  CollectionDefinition,
  SearchCollection,
} from '../domain/collection';
import { readChangePage } from './change-repository';

export type { ChangePage, ChangeRead };
import { SearchIndex } from '../domain/search-index';

export type ChangeSource = (collection: SearchCollection, read: ChangeRead) => Promise<ChangePage>;

export interface ReadModelOptions {
  /**
   * How far before the previous read's start a refresh reads again: covers the GSI's propagation
   * lag, the time a write takes between taking its `updated_at` and committing, and clock skew
   * between writers. Items read twice are applied once (older or equal change keys are ignored).
   */
  overlapMs?: number;
  source?: ChangeSource;
  now?: () => number;
  /**
   * A first build reads the collection in this many ranges of change time at once (DynamoDB serves
   * parallel Queries of one partition's sort-key ranges side by side): at 100,000 items against
   * DynamoDB Local, 4 ranges read in about half the time of one (8 gain little more, and under load each page then waits longer).
   */
  buildSegments?: number;
}

export interface ReadModelStats {
  documents: number;
  /** The first build: items read, milliseconds (read and index). */
  build?: { items: number; ms: number };
  /** The latest refresh: items read. */
  lastRefreshItems: number;
}

export const defaultOverlapMs = 5_000;
export const defaultBuildSegments = 4;

/**
 * A collection's search read model, one replica per process (Lambda container, local gateway):
 * built at first use from a paginated Query of the change index, then brought up to date before
 * each query with the items changed since the previous read (minus the overlap). Concurrent callers
 * share a refresh; a caller that arrives while one runs waits for the next, which starts after it
 * arrived, so a change committed before a request is in that request's answer once the index has it.
 */
export function createReadModel<Doc extends { id: string }>(
  definition: CollectionDefinition<Doc>,
  options: ReadModelOptions = {},
) {
  const overlapMs = options.overlapMs ?? defaultOverlapMs;
  const source: ChangeSource = options.source ?? readChangePage;
  const now = options.now ?? Date.now;
  const buildSegments = options.buildSegments ?? defaultBuildSegments;
  let index: SearchIndex<Doc> | undefined;
  let lastReadStart = 0;
  let stats: ReadModelStats = { documents: 0, lastRefreshItems: 0 };
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  /**
   * A read in progress, kept when a page fails (a timeout, a throttle) so the next call continues
   * each range after the last page it got instead of starting again: a large first build or catch-up
   * advances across calls. A build reads several ranges at once into a new index that replaces the
   * held one when complete; a refresh reads one range (from the previous read) into the held index.
   */
  let pending:
    | {
        build: boolean;
        /** Undefined until the build has split the collection into ranges. */
        ranges?: Array<ChangeRead & { done: boolean }>;
        readStart: number;
        /** A build's new index: each page goes in as it comes (its orders are sorted at the end). */
        fresh?: SearchIndex<Doc>;
        read: number;
      }
    | undefined;

  /** Ranges of change time of about equal length between the collection's first and last change. */
  async function buildRanges(): Promise<Array<ChangeRead & { done: boolean }>> {
    const [first, last] = await Promise.all([
      source(definition.name, { limit: 1 }),
      source(definition.name, { limit: 1, newestFirst: true }),
    ]);
    const from = Date.parse(String(first.items[0]?.gsi3sk ?? '').split('#')[0]!);
    const to = Date.parse(String(last.items[0]?.gsi3sk ?? '').split('#')[0]!);
    const count = Number.isFinite(from) && Number.isFinite(to) ? Math.min(buildSegments, to - from + 1) : 1;
    const cut = (i: number) => new Date(from + Math.floor(((to - from + 1) * i) / count)).toISOString();
    return Array.from({ length: Math.max(1, count) }, (_, i) => ({
      since: i === 0 ? undefined : cut(i),
      before: i === count - 1 ? undefined : cut(i + 1),
      done: false,
    }));
  }

  async function readRange(
    range: ChangeRead & { done: boolean },
    take: (items: ChangeItem[]) => void,
  ): Promise<void> {
    while (!range.done) {
      const page = await source(definition.name, {
        since: range.since,
        before: range.before,
        startKey: range.startKey,
      });
      take(page.items);
      range.startKey = page.next;
      range.done = !page.next;
    }
  }

  async function refresh(): Promise<void> {
    // a replica older than the tombstones' retention could miss a deletion: it starts again
    if (!pending && (!index || now() - lastReadStart > tombstoneRetentionMs - overlapMs))
      pending = { build: true, readStart: now(), fresh: new SearchIndex(definition), read: 0 };
    pending ??= {
      build: false,
      ranges: [{ since: new Date(lastReadStart - overlapMs).toISOString(), done: false }],
      readStart: now(),
      read: 0,
    };
    const read = pending;
    read.ranges ??= await buildRanges();
    const target = read.fresh ?? index!;
    const take = (items: ChangeItem[]) => {
      target.apply(items, { bulk: read.build });
      read.read += items.length;
    };
    const outcomes = await Promise.allSettled(read.ranges.map((range) => readRange(range, take)));
    const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failure) throw failure.reason;
    pending = undefined;
    lastReadStart = read.readStart;
    if (read.fresh) {
      const fresh = read.fresh;
      fresh.sortOrders();
      index = fresh;
      const ms = now() - read.readStart;
      stats = { documents: fresh.size, build: { items: read.read, ms }, lastRefreshItems: read.read };
      logger.info('search replica built', {
        collection: definition.name,
        items: read.read,
        ranges: read.ranges.length,
        documents: fresh.size,
        ms,
      });
    } else stats = { ...stats, documents: index!.size, lastRefreshItems: read.read };
  }

  function refreshOnce(): Promise<void> {
    if (!running) {
      running = refresh().finally(() => {
        running = undefined;
      });
      return running;
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return refreshOnce();
      });
    return next;
  }

  return {
    /** The replica, up to date with every change the change index held when this call arrived. */
    async current(): Promise<SearchIndex<Doc>> {
      await refreshOnce();
      return index!;
    },
    stats: (): ReadModelStats => stats,
  };
}
