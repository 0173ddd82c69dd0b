import { describe, expect, it } from 'vitest';
import type { ChangeItem, CollectionDefinition } from '../domain/collection';
import { createReadModel, type ChangeRead, type ChangeSource } from './read-model';

const collection: CollectionDefinition<{ id: string; name: string }> = {
  name: 'USERS',
  toDocument: (id, parts) => {
    const item = parts[0]?.[1];
    return item ? { id, name: String(item.name) } : undefined;
  },
  searchFields: ['name'],
  facets: {},
  sorts: { name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) },
};

/** A change index in memory, two items a page, that records the reads made of it. */
function fakeChangeIndex() {
  const items: ChangeItem[] = [];
  const reads: Array<string | undefined> = [];
  return {
    reads,
    write(id: string, name: string, at: number) {
      items.push({ pk: id, sk: 'ITEM', gsi3sk: `${new Date(at).toISOString()}#${id}`, name });
      items.sort((a, b) => (a.gsi3sk < b.gsi3sk ? -1 : 1));
    },
    async source(_collection: string, read: ChangeRead) {
      // the build's probes of the first and last item are not reads of a range
      if (!read.startKey && !read.limit) reads.push(read.since);
      // what the index holds when the page is read (a write after it is a later read's)
      const inRange = items.filter(
        (i) => (!read.since || i.gsi3sk >= read.since) && (!read.before || i.gsi3sk < read.before),
      );
      if (read.newestFirst) inRange.reverse();
      const after = String(read.startKey?.gsi3sk ?? '');
      const found = read.startKey
        ? inRange.filter((i) => (read.newestFirst ? i.gsi3sk < after : i.gsi3sk > after))
        : inRange;
      await new Promise((r) => setTimeout(r, 5));
      const size = read.limit ?? 2;
      const page = found.slice(0, size);
      return { items: page, next: found.length > size ? { gsi3sk: page[size - 1]!.gsi3sk } : undefined };
    },
  };
}

describe('read model', () => {
  it('builds once, then reads only what changed since the previous read minus the overlap', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const index = fakeChangeIndex();
    index.write('a', 'Ann', clock - 60_000);
    const model = createReadModel(collection, { source: index.source, overlapMs: 5_000, now: () => clock });
    expect((await model.current()).size).toBe(1);
    expect(index.reads).toEqual([undefined]);
    expect(model.stats().build?.items).toBe(1);
    clock += 10_000;
    index.write('b', 'Bob', clock - 1_000);
    const replica = await model.current();
    expect(replica.get('b')?.name).toBe('Bob');
    expect(index.reads[1]).toBe(new Date(Date.UTC(2026, 0, 1) - 5_000).toISOString());
    expect(model.stats().lastRefreshItems).toBe(1);
  });

  it('shares a running refresh and runs one more for callers that arrived during it', async () => {
    const index = fakeChangeIndex();
    const model = createReadModel(collection, { source: index.source });
    await model.current();
    const first = model.current();
    const during = [model.current(), model.current(), model.current()];
    index.write('late', 'Late', Date.now());
    await first;
    const answers = await Promise.all(during);
    expect(index.reads).toHaveLength(3);
    for (const replica of answers) expect(replica.get('late')?.name).toBe('Late');
  });

  it('rebuilds a replica not refreshed for longer than the tombstones are kept', async () => {
    let clock = Date.UTC(2026, 0, 1);
    const index = fakeChangeIndex();
    const model = createReadModel(collection, { source: index.source, now: () => clock });
    await model.current();
    clock += 8 * 24 * 3600 * 1000;
    await model.current();
    expect(index.reads).toEqual([undefined, undefined]);
  });

  it('continues a build that failed part-way after the last page it got', async () => {
    const index = fakeChangeIndex();
    for (let i = 0; i < 5; i++) index.write(`u${i}`, `User ${i}`, Date.UTC(2026, 0, 1, 0, i));
    const asked: string[] = [];
    let calls = 0;
    const flaky: ChangeSource = async (name, read) => {
      if (!read.limit) {
        calls += 1;
        asked.push(String(read.startKey?.gsi3sk ?? 'start'));
        if (calls === 2) throw new Error('timed out');
      }
      return index.source(name, read);
    };
    const model = createReadModel(collection, { source: flaky, buildSegments: 1 });
    await expect(model.current()).rejects.toThrow('timed out');
    expect((await model.current()).size).toBe(5);
    // the failed page is asked again from where the first one ended; the first is not read twice
    expect(asked).toEqual(['start', asked[1], asked[1], asked[3]]);
    expect(asked[1]).not.toBe('start');
    expect(model.stats().build?.items).toBe(5);
  });

  it('builds from ranges of change time read side by side, each item once, a failed range continuing alone', async () => {
    const index = fakeChangeIndex();
    const ids = Array.from({ length: 30 }, (_, i) => `u${String(i).padStart(2, '0')}`);
    ids.forEach((id, i) => index.write(id, `User ${id}`, Date.UTC(2026, 0, 1, 0, i * 7)));
    const pages: Array<{ since?: string; before?: string; startKey?: string }> = [];
    let failOnce = true;
    const source: ChangeSource = async (name, read) => {
      if (read.limit) return index.source(name, read);
      pages.push({ since: read.since, before: read.before, startKey: read.startKey?.gsi3sk as string });
      // the third range fails on its second page, once
      if (failOnce && read.since && read.before && read.startKey && pages.length > 6) {
        failOnce = false;
        throw new Error('throttled');
      }
      return index.source(name, read);
    };
    const model = createReadModel(collection, { source, buildSegments: 3 });
    await expect(model.current()).rejects.toThrow('throttled');
    const beforeRetry = pages.length;
    const replica = await model.current();
    expect(ids.every((id) => replica.get(id)?.name === `User ${id}`)).toBe(true);
    expect(model.stats().build?.items).toBe(30);
    const ranges = new Set(pages.map((p) => `${p.since}..${p.before}`));
    expect(ranges.size).toBe(3);
    // the retry reads only the failed range, from the page that failed
    const retried = pages.slice(beforeRetry);
    expect(new Set(retried.map((p) => `${p.since}..${p.before}`)).size).toBe(1);
    expect(retried[0]!.startKey).toBeDefined();
  });
});
