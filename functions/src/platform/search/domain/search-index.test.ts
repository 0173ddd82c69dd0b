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
    const item = parts[0]?.[1];
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

  it('keeps a document made of one item without the item, and follows its changes and tombstones', () => {
    const single: CollectionDefinition<Listing> = { ...listings, oneItemPerDocument: true };
    const index = new SearchIndex(single);
    index.apply([item('a', 5, { title: 'First' })]);
    // a stale copy and a tombstone older than the held item change nothing
    index.apply([item('a', 4, { title: 'Stale' }), tombstone('a', 3)]);
    expect(index.get('a')?.title).toBe('First');
    index.apply([item('a', 6, { title: 'Second' })]);
    expect(index.get('a')?.title).toBe('Second');
    index.apply([tombstone('a', 7)]);
    expect(index.get('a')).toBeUndefined();
    index.apply([item('a', 8, { title: 'Again' })]);
    expect(index.query({ text: 'again', sort: 'price', order: 'asc', offset: 0, limit: 5 }).total).toBe(1);
  });
});

/** Documents with single- and multi-valued facets and two text fields, for answers checked against a scan. */
interface Lot {
  id: string;
  title: string;
  place: string;
  colour: string;
  size: string;
  tags: string[];
  price: number;
}
const lotItem = (id: string, changed: number, lot: Omit<Lot, 'id'>): ChangeItem => ({
  pk: `LOT#${id}`,
  sk: 'LOT',
  gsi3sk: `${new Date(Date.UTC(2026, 0, 1, 0, 0, changed)).toISOString()}#${id}`,
  ...lot,
});
const byPriceThenId = (a: Lot, b: Lot) => a.price - b.price || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
function lots(textMatch: 'substring' | 'word-start', oneItemPerDocument: boolean): CollectionDefinition<Lot> {
  return {
    name: 'USERS',
    oneItemPerDocument,
    toDocument: (id, parts) => {
      const held = parts[0]?.[1];
      return held ? ({ ...(held as unknown as Lot), id } as Lot) : undefined;
    },
    searchFields: ['title', 'place'],
    textMatch,
    facets: { colour: (d) => [d.colour], size: (d) => [d.size], tags: (d) => d.tags },
    singleValued: ['colour', 'size'],
    sorts: { price: byPriceThenId },
  };
}

describe('SearchIndex: several facet counts, text by distinct values, paging', () => {
  const colours = ['red', 'green', 'blue', 'black'];
  const sizes = ['S', 'M', 'L'];
  const tagNames = ['new', 'used', 'rare'];
  const titles = [
    'Gold bar',
    'Old gold coin',
    'Marigold oil',
    'Silver-gold alloy',
    'Copper wire',
    'Bronze',
    'Doha pearls',
    'Tin ingots',
    'Zinc',
    'Nickel',
  ];
  const places = [
    'Rotterdam',
    'Doha',
    'Port of Santos',
    'Oldham',
    'Shanghai',
    'Gold Coast',
    'Lagos',
    'Busan',
  ];

  function randomLots(seedValue: number, count: number) {
    // xorshift32: a linear congruential generator's low bits repeat with short periods
    let state = seedValue;
    const random = (n: number) => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) % n;
    };
    const changes: ChangeItem[] = [];
    for (let step = 1; step <= count; step++) {
      const id = `l${random(count * 2)}`;
      if (random(12) === 0) {
        changes.push({ ...tombstone(id, step), pk: `TOMBSTONE#USERS#${id}` });
        continue;
      }
      changes.push(
        lotItem(id, step, {
          // enough lot numbers for the distinct titles to be searched in their joined text
          title: `${titles[random(titles.length)]} ${random(8) === 0 ? '' : `lot ${random(10_000)}`}`.trim(),
          place: places[random(places.length)]!,
          colour: colours[random(colours.length)]!,
          size: sizes[random(sizes.length)]!,
          tags: tagNames.filter(() => random(2) === 0),
          price: random(30),
        }),
      );
    }
    return { changes, random };
  }

  /** The answer by a scan of the documents. */
  function scan(
    docs: Lot[],
    textMatch: 'substring' | 'word-start',
    q: {
      text?: string;
      filter: Record<string, string[]>;
      order: 'asc' | 'desc';
      offset: number;
      limit: number;
    },
  ) {
    const needle = q.text?.toLowerCase();
    const wordStart = textMatch === 'word-start' && needle && /^[\p{L}\p{N}]/u.test(needle);
    const holdsText = (d: Lot) =>
      !needle ||
      [d.title, d.place].some((field) => {
        const value = field.toLowerCase();
        if (!wordStart) return value.includes(needle);
        for (let at = value.indexOf(needle); at >= 0; at = value.indexOf(needle, at + 1))
          if (at === 0 || /[\s\p{P}]/u.test(value[at - 1]!)) return true;
        return false;
      });
    const valuesOf = (d: Lot, facet: string) =>
      facet === 'tags' ? d.tags : [facet === 'colour' ? d.colour : d.size];
    const passes = (d: Lot, except?: string) =>
      Object.entries(q.filter).every(
        ([facet, accepted]) => facet === except || valuesOf(d, facet).some((v) => accepted.includes(v)),
      );
    const found = docs.filter((d) => holdsText(d) && passes(d)).sort(byPriceThenId);
    if (q.order === 'desc') found.reverse();
    const facets: Record<string, Record<string, number>> = {};
    for (const facet of ['colour', 'size', 'tags']) {
      const counts: Record<string, number> = {};
      for (const d of docs)
        if (holdsText(d) && passes(d, facet))
          for (const v of valuesOf(d, facet)) counts[v] = (counts[v] ?? 0) + 1;
      facets[facet] = counts;
    }
    return { ids: found.slice(q.offset, q.offset + q.limit).map((d) => d.id), total: found.length, facets };
  }

  for (const textMatch of ['substring', 'word-start'] as const)
    for (const oneItem of [true, false])
      it(`answers text (${textMatch}), filters, every facet's counts and pages like a scan (one item per document: ${oneItem})`, () => {
        const definition = lots(textMatch, oneItem);
        const { changes, random } = randomLots(textMatch === 'substring' ? 11 : 29, 4000);
        const incremental = new SearchIndex(definition);
        const built = new SearchIndex(definition);
        // the first two thirds before the first queries, the rest between them
        const early = changes.slice(0, 2600);
        for (let i = 0; i < early.length; i += 7) incremental.apply(early.slice(i, i + 7));
        built.apply(early, { bulk: true });
        const needles = [
          undefined,
          'gold',
          'GOLD',
          'old',
          'o',
          '-gold',
          'rotterdam',
          'lot 1',
          'lot 14',
          'zzz',
          ' of s',
          'doha',
          'pearl',
          'zinc lot',
        ];
        for (const [phase, applied] of [
          [0, 2600],
          [1, 4000],
        ] as const) {
          if (phase === 1)
            for (let i = 2600; i < 4000; i += 7) {
              incremental.apply(changes.slice(i, Math.min(i + 7, 4000)));
              built.apply(changes.slice(i, Math.min(i + 7, 4000)));
            }
          const latest = new Map<string, ChangeItem>();
          for (const change of changes.slice(0, applied)) latest.set(change.gsi3sk.split('#')[1]!, change);
          const docs = [...latest.entries()]
            .filter(([, c]) => c.sk !== 'TOMBSTONE')
            .map(([id]) => built.get(id)!);
          expect(incremental.size).toBe(docs.length);
          expect(built.distinctTextValues().title).toBeGreaterThan(1024);
          for (let n = 0; n < 100; n++) {
            const filter: Record<string, string[]> = {};
            if (random(2) === 0) filter.colour = colours.filter(() => random(2) === 0);
            if (random(2) === 0) filter.size = [sizes[random(sizes.length)]!];
            if (random(3) === 0) filter.tags = [tagNames[random(tagNames.length)]!];
            const q = {
              text: needles[random(needles.length)],
              filter,
              order: random(2) === 0 ? ('asc' as const) : ('desc' as const),
              offset: random(3) === 0 ? random(200) : random(12),
              limit: 1 + random(24),
            };
            const expected = scan(docs, textMatch, q);
            for (const index of [built, incremental]) {
              const answer = index.query({ ...q, sort: 'price', facets: ['colour', 'size', 'tags'] });
              expect({
                q,
                ids: answer.items.map((d) => d.id),
                total: answer.total,
                facets: answer.facets,
              }).toEqual({ q, ...expected });
            }
          }
        }
      }, 60_000); // a randomised comparison with a scan: seconds on a busy 2-core machine

  it('counts one facet as before with countBy, beside the facets asked', () => {
    const index = new SearchIndex(lots('substring', true));
    index.apply([
      lotItem('a', 1, { title: 'Gold', place: 'Doha', colour: 'red', size: 'S', tags: ['new'], price: 1 }),
      lotItem('b', 2, { title: 'Gold', place: 'Doha', colour: 'blue', size: 'M', tags: [], price: 2 }),
      lotItem('c', 3, {
        title: 'Tin',
        place: 'Doha',
        colour: 'red',
        size: 'M',
        tags: ['new', 'rare'],
        price: 3,
      }),
    ]);
    const answer = index.query({
      text: 'gold',
      filter: { colour: ['red'], size: ['S', 'M'] },
      countBy: 'colour',
      facets: ['tags'],
      sort: 'price',
      order: 'asc',
      offset: 0,
      limit: 10,
    });
    expect(answer.items.map((d) => d.id)).toEqual(['a']);
    expect(answer.counts).toEqual({ red: 1, blue: 1 });
    expect(answer.facets).toEqual({ tags: { new: 1 }, colour: { red: 1, blue: 1 } });
    // without text or filters the counts kept over the collection answer (values held by none as 0)
    index.apply([tombstone('b', 4)]);
    expect(
      index.query({ facets: ['colour'], sort: 'price', order: 'asc', offset: 0, limit: 1 }).facets,
    ).toEqual({
      colour: { red: 2, blue: 0 },
    });
    expect(index.distinctTextValues()).toEqual({ title: 2, place: 1 });
  });
});
