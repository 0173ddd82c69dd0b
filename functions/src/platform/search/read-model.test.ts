import { describe, expect, it } from 'vitest';
import type { ChangeItem, CollectionDefinition } from './collection';
import { createReadModel } from './read-model';

const collection: CollectionDefinition<{ id: string; name: string }> = {
  name: 'USERS',
  toDocument: (id, parts) => {
    const item = [...parts.values()][0];
    return item ? { id, name: String(item.name) } : undefined;
  },
  searchFields: ['name'],
  facets: {},
  sorts: { name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) },
};

/** A change index in memory that records the reads made of it. */
function fakeChangeIndex() {
  const items: ChangeItem[] = [];
  const reads: Array<string | undefined> = [];
  return {
    reads,
    write(id: string, name: string, at: number) {
      items.push({ pk: id, sk: 'ITEM', gsi3sk: `${new Date(at).toISOString()}#${id}`, name });
    },
    async *source(_collection: string, since?: string) {
      reads.push(since);
      // what the index holds when the read starts (a write after it is the next read's)
      const found = items.filter((i) => !since || i.gsi3sk >= since);
      await new Promise((r) => setTimeout(r, 5));
      yield found;
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
});
