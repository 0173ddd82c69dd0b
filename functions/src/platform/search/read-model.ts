import { tombstoneRetentionMs, type SearchCollection } from '../data/keys';
import { logger } from '../logger';
import type { ChangeItem, CollectionDefinition } from './collection';
import { readChangePage } from './data/change-repository';
import { SearchIndex } from './search-index';

export interface ChangePage {
  items: ChangeItem[];
  /** Where the next page starts; undefined on the last page. */
  next?: Record<string, unknown>;
}

/** Reads one page of a collection's change index: everything, or what changed at or after `since`. */
export type ChangeSource = (
  collection: SearchCollection,
  since: string | undefined,
  startKey: Record<string, unknown> | undefined,
) => Promise<ChangePage>;

export interface ReadModelOptions {
  /**
   * How far before the previous read's start a refresh reads again: covers the GSI's propagation
   * lag, the time a write takes between taking its `updated_at` and committing, and clock skew
   * between writers. Items read twice are applied once (older or equal change keys are ignored).
   */
  overlapMs?: number;
  source?: ChangeSource;
  now?: () => number;
}

export interface ReadModelStats {
  documents: number;
  /** The first build: items read, milliseconds (read and index). */
  build?: { items: number; ms: number };
  /** The latest refresh: items read. */
  lastRefreshItems: number;
}

export const defaultOverlapMs = 5_000;

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
  let index: SearchIndex<Doc> | undefined;
  let lastReadStart = 0;
  let stats: ReadModelStats = { documents: 0, lastRefreshItems: 0 };
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  /**
   * A read in progress, kept when a page fails (a timeout, a throttle) so the next call continues
   * after the last page it got instead of starting again: a large first build or catch-up advances
   * across calls. `since` undefined = a build (its items are indexed at the end, all at once).
   */
  let pending:
    | {
        since?: string;
        startKey?: Record<string, unknown>;
        readStart: number;
        items: ChangeItem[];
        read: number;
      }
    | undefined;

  async function refresh(): Promise<void> {
    // a replica older than the tombstones' retention could miss a deletion: it starts again
    if (!pending && (!index || now() - lastReadStart > tombstoneRetentionMs - overlapMs))
      pending = { readStart: now(), items: [], read: 0 };
    pending ??= {
      since: new Date(lastReadStart - overlapMs).toISOString(),
      readStart: now(),
      items: [],
      read: 0,
    };
    const read = pending;
    do {
      const page = await source(definition.name, read.since, read.startKey);
      if (read.since === undefined) read.items.push(...page.items);
      else index!.apply(page.items);
      read.read += page.items.length;
      read.startKey = page.next;
    } while (read.startKey);
    pending = undefined;
    lastReadStart = read.readStart;
    if (read.since === undefined) {
      const fresh = new SearchIndex(definition);
      fresh.apply(read.items, { bulk: true });
      index = fresh;
      const ms = now() - read.readStart;
      stats = { documents: fresh.size, build: { items: read.read, ms }, lastRefreshItems: read.read };
      logger.info('search replica built', {
        collection: definition.name,
        items: read.read,
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
