import { describe, expect, it } from 'vitest';
import type { ChangeItem, CollectionDefinition } from './collection';
import { SearchIndex } from './search-index';

/** A listings-like collection: one item per document. */
interface Listing {
  id: string;
  title: string;
  commodity: string;
  price: number;
}
const listings: CollectionDefinition<Listing> = {
  name: 'USERS',
  toDocument: (id, parts) => {
    const item = [...parts.values()][0];
    return item
      ? { id, title: String(item.title), commodity: String(item.commodity), price: Number(item.price) }
      : undefined;
  },
  searchFields: ['title'],
  facets: { commodity: (d) => [d.commodity] },
  singleValued: ['commodity'],
  sorts: { price: (a, b) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) },
  sums: { value: (d) => d.price },
};
const item = (id: string, changed: number, fields: Partial<Listing> = {}): ChangeItem => ({
  pk: `LISTING#${id}`,
  sk: 'LISTING',
  gsi3sk: `${new Date(Date.UTC(2026, 0, 1, 0, 0, changed)).toISOString()}#${id}`,
  title: `Listing ${id}`,
  commodity: 'gold',
  price: 1,
  ...fields,
});
const tombstone = (id: string, changed: number): ChangeItem => ({
  pk: `TOMBSTONE#USERS#${id}`,
  sk: 'TOMBSTONE',
  gsi3sk: `${new Date(Date.UTC(2026, 0, 1, 0, 0, changed)).toISOString()}#${id}`,
});

describe('SearchIndex', () => {
  it('answers like a scan of the documents after any sequence of changes, applied one by one, in batches or at once', () => {
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const commodities = ['gold', 'silver', 'wheat'];
    const incremental = new SearchIndex(listings);
    const changes: ChangeItem[] = [];
    for (let step = 1; step <= 600; step++) {
      const id = `l${random(60)}`;
      const change =
        random(10) === 0
          ? tombstone(id, step)
          : item(id, step, {
              title: `${['Fine', 'Raw', 'Bulk'][random(3)]} ${commodities[random(3)]} lot ${random(100)}`,
              commodity: commodities[random(3)]!,
              price: random(50),
            });
      changes.push(change);
      incremental.apply([change]);
    }
    const rebuilt = new SearchIndex(listings);
    rebuilt.apply(changes, { bulk: true });
    // a replica catching up takes many changes at once (its orders are sorted again, not spliced)
    const batched = new SearchIndex(listings);
    for (let i = 0; i < changes.length; i += 150) batched.apply(changes.slice(i, i + 150));
    // the truth: the latest change of each id, unless it is a tombstone
    const latest = new Map<string, ChangeItem>();
    for (const change of changes) latest.set(change.gsi3sk.split('#')[1]!, change);
    const truth = [...latest.entries()]
      .filter(([, c]) => c.sk !== 'TOMBSTONE')
      .map(([id]) => rebuilt.get(id)!);
    for (const index of [incremental, rebuilt, batched]) {
      expect(index.size).toBe(truth.length);
      expect(index.sums().value).toBe(truth.reduce((s, d) => s + d.price, 0));
      const silver = truth
        .filter((d) => d.commodity === 'silver')
        .sort((a, b) => b.price - a.price || (a.id < b.id ? 1 : -1));
      const answer = index.query({
        filter: { commodity: ['silver'] },
        countBy: 'commodity',
        sort: 'price',
        order: 'desc',
        offset: 2,
        limit: 5,
      });
      expect(answer.total).toBe(silver.length);
      expect(answer.items.map((d) => d.id)).toEqual(silver.slice(2, 7).map((d) => d.id));
      expect(answer.counts.gold).toBe(truth.filter((d) => d.commodity === 'gold').length);
      const raw = truth
        .filter((d) => /\braw\b/i.test(d.title))
        .sort((a, b) => a.price - b.price || (a.id < b.id ? -1 : 1));
      const found = index.query({ text: 'RAW', sort: 'price', order: 'asc', offset: 0, limit: 100 });
      expect(found.items.map((d) => d.id)).toEqual(raw.map((d) => d.id));
    }
  });

  it('ignores a change older than the one held, and items of a document older than its tombstone', () => {
    const index = new SearchIndex(listings);
    index.apply([item('a', 5, { price: 5 })]);
    index.apply([item('a', 3, { price: 3 })]);
    expect(index.get('a')?.price).toBe(5);
    index.apply([tombstone('a', 6), item('a', 5, { price: 5 })]);
    expect(index.get('a')).toBeUndefined();
    index.apply([item('a', 7, { price: 7 })]);
    expect(index.get('a')?.price).toBe(7);
  });
});
