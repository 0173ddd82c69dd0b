import { tombstoneRetentionMs, type SearchCollection } from '../data/keys';
import { logger } from '../logger';
import type { ChangeItem, CollectionDefinition } from './collection';
import { readChanges } from './data/change-repository';
import { SearchIndex } from './search-index';

/** Reads the change index of a collection: everything, or what changed at or after `since`. */
export type ChangeSource = (collection: SearchCollection, since?: string) => AsyncIterable<ChangeItem[]>;

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
  const source: ChangeSource = options.source ?? readChanges;
  const now = options.now ?? Date.now;
  let index: SearchIndex<Doc> | undefined;
  let lastReadStart = 0;
  let stats: ReadModelStats = { documents: 0, lastRefreshItems: 0 };
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;

  async function build(): Promise<void> {
    const started = now();
    const fresh = new SearchIndex(definition);
    const items: ChangeItem[] = [];
    for await (const page of source(definition.name)) items.push(...page);
    fresh.apply(items, { bulk: true });
    index = fresh;
    lastReadStart = started;
    const ms = now() - started;
    stats = { documents: fresh.size, build: { items: items.length, ms }, lastRefreshItems: items.length };
    logger.info('search replica built', {
      collection: definition.name,
      items: items.length,
      documents: fresh.size,
      ms,
    });
  }

  async function refresh(): Promise<void> {
    // a replica older than the tombstones' retention could miss a deletion: it starts again
    if (!index || now() - lastReadStart > tombstoneRetentionMs - overlapMs) return build();
    const started = now();
    const since = new Date(lastReadStart - overlapMs).toISOString();
    let read = 0;
    for await (const page of source(definition.name, since)) {
      read += page.length;
      index.apply(page);
    }
    lastReadStart = started;
    stats = { ...stats, documents: index.size, lastRefreshItems: read };
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
