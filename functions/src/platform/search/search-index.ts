import MiniSearch from 'minisearch';
import type { ChangeItem, CollectionDefinition } from './collection';

interface Entry<Doc> {
  doc: Doc;
  facets: Record<string, readonly string[]>;
}

export interface SearchQuery {
  /** Text to find; documents containing it, from a word start, in one of `fields` (default: all). */
  text?: string;
  fields?: readonly string[];
  /** Facet -> accepted values: a document passes when it holds one of the values of every facet. */
  filter?: Record<string, readonly string[]>;
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** Facet whose values are counted over every match (before paging). */
  countBy?: string;
}

export interface SearchAnswer<Doc> {
  items: Doc[];
  /** Documents matching text and filter. */
  total: number;
  /** Value -> number of matching documents holding it (when `countBy` was asked). */
  counts: Record<string, number>;
}

/** Ordered position of `entry` in `list` sorted by `compare` (binary search). */
function positionOf<T>(list: T[], entry: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(list[mid]!, entry) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

const splitWords = /[\n\r\p{Z}\p{P}]+/u;

/**
 * The in-memory replica of one collection: documents derived from their items, a MiniSearch text
 * index, every declared order kept sorted, and facet counts and sums kept up to date on each change,
 * so a query costs its page and its matches, not the size of the collection. No I/O: the read model
 * feeds it what the change index returns.
 */
export class SearchIndex<Doc extends { id: string }> {
  private readonly parts = new Map<string, Map<string, { changeKey: string; item: ChangeItem }>>();
  private readonly removedAt = new Map<string, string>();
  private readonly entries = new Map<string, Entry<Doc>>();
  private sorted: Record<string, Entry<Doc>[]> = {};
  private readonly compare: Record<string, (a: Entry<Doc>, b: Entry<Doc>) => number> = {};
  private readonly facetCounts: Record<string, Map<string, number>> = {};
  private readonly sumTotals: Record<string, number> = {};
  private readonly text: MiniSearch<Doc>;

  constructor(private readonly definition: CollectionDefinition<Doc>) {
    for (const [name, order] of Object.entries(definition.sorts)) {
      this.sorted[name] = [];
      this.compare[name] = (a, b) => order(a.doc, b.doc);
    }
    for (const facet of Object.keys(definition.facets)) this.facetCounts[facet] = new Map();
    for (const sum of Object.keys(definition.sums ?? {})) this.sumTotals[sum] = 0;
    this.text = new MiniSearch<Doc>({
      fields: [...definition.searchFields],
      idField: 'id',
      searchOptions: { prefix: true, combineWith: 'AND' },
    });
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Applies items read from the change index (any order, repeats allowed: an item older than the
   * one held is ignored). A tombstone (sk TOMBSTONE) removes the document and every older item of it.
   * With `bulk` (the first build) the text index and the orders are built once at the end.
   * Returns how many documents changed.
   */
  apply(items: Iterable<ChangeItem>, { bulk = false } = {}): number {
    const touched = new Set<string>();
    for (const item of items) {
      const hash = item.gsi3sk.indexOf('#');
      const id = item.gsi3sk.slice(hash + 1);
      const changeKey = item.gsi3sk;
      if (item.sk === 'TOMBSTONE') {
        if ((this.removedAt.get(id) ?? '') >= changeKey) continue;
        this.removedAt.set(id, changeKey);
        const held = this.parts.get(id);
        if (held) for (const [key, part] of held) if (part.changeKey <= changeKey) held.delete(key);
        touched.add(id);
        continue;
      }
      if ((this.removedAt.get(id) ?? '') >= changeKey) continue;
      const key = `${item.pk}|${item.sk}`;
      let held = this.parts.get(id);
      if (!held) this.parts.set(id, (held = new Map()));
      const current = held.get(key);
      if (current && current.changeKey > changeKey) continue;
      held.set(key, { changeKey, item });
      touched.add(id);
    }
    if (bulk && this.entries.size > 0) throw new Error('a bulk build starts from an empty index');
    // a few changes are placed one by one; many (a first build, a replica catching up) sort once
    const resort = bulk || touched.size > 64;
    const removed = new Set<Entry<Doc>>();
    const added: Entry<Doc>[] = [];
    for (const id of touched) {
      const held = this.parts.get(id);
      if (held && held.size === 0) this.parts.delete(id);
      const doc =
        held && held.size > 0
          ? this.definition.toDocument(id, new Map([...held].map(([k, v]) => [k, v.item])))
          : undefined;
      const old = this.remove(id, resort);
      if (old) removed.add(old);
      if (doc) added.push(this.insert(doc, { text: !bulk, place: !resort }));
    }
    if (bulk) this.text.addAll(added.map((e) => e.doc));
    if (resort)
      for (const [name, list] of Object.entries(this.sorted)) {
        const kept = removed.size > 0 ? list.filter((e) => !removed.has(e)) : list;
        kept.push(...added);
        kept.sort(this.compare[name]);
        this.sorted[name] = kept;
      }
    return touched.size;
  }

  get(id: string): Doc | undefined {
    return this.entries.get(id)?.doc;
  }

  /** Value -> number of documents holding it, over the whole collection. */
  countsOf(facet: string): Record<string, number> {
    return Object.fromEntries(this.facetCounts[facet] ?? []);
  }

  sums(): Record<string, number> {
    return { ...this.sumTotals };
  }

  query(query: SearchQuery): SearchAnswer<Doc> {
    const order = this.sorted[query.sort];
    if (!order) throw new Error(`unknown sort ${query.sort}`);
    const filters = Object.entries(query.filter ?? {});
    const holds = (entry: Entry<Doc>, [facet, values]: [string, readonly string[]]) =>
      (entry.facets[facet] ?? []).some((v) => values.includes(v));
    const passes = (entry: Entry<Doc>) => filters.every((f) => holds(entry, f));
    // counts of a facet ignore the filter on that facet (a tab shows its count while another is open)
    const others = filters.filter(([facet]) => facet !== query.countBy);
    const passesOthers = (entry: Entry<Doc>) => others.every((f) => holds(entry, f));
    const needle = query.text?.trim().toLowerCase();
    if (!needle) {
      if (others.length === 0) {
        const counts = query.countBy ? this.countsOf(query.countBy) : {};
        const selected = query.countBy ? query.filter?.[query.countBy] : undefined;
        const exact =
          !selected || selected.length === 1 || this.definition.singleValued?.includes(query.countBy!);
        if (exact) {
          const total = selected ? selected.reduce((sum, v) => sum + (counts[v] ?? 0), 0) : this.entries.size;
          return { items: this.walk(order, query, passes), total, counts };
        }
      }
      const { total, counts } = this.count(this.entries.values(), passes, passesOthers, query.countBy);
      return { items: this.walk(order, query, passes), total, counts };
    }
    const matches = this.textMatches(needle, query.fields ?? this.definition.searchFields);
    const { total, counts } = this.count(matches, passes, passesOthers, query.countBy);
    if (matches.length * 16 < this.entries.size) {
      const found = matches.filter(passes).sort(this.compare[query.sort]);
      if (query.order === 'desc') found.reverse();
      return {
        items: found.slice(query.offset, query.offset + query.limit).map((e) => e.doc),
        total,
        counts,
      };
    }
    const ids = new Set(matches.map((e) => e.doc.id));
    return { items: this.walk(order, query, (e) => ids.has(e.doc.id) && passes(e)), total, counts };
  }

  /**
   * Documents holding the text in one of the fields (case-insensitive), from a word start when the
   * text starts with a letter or digit: the text index finds them by word prefixes, then the whole
   * text is checked, so 'gold' finds 'Goldman' and 'Gold Corp' but not 'Marigold'.
   */
  private textMatches(needle: string, fields: readonly string[]): Entry<Doc>[] {
    const startsWithWord = !splitWords.test(needle[0]!);
    const contains = (entry: Entry<Doc>) =>
      fields.some((f) => {
        const value = String((entry.doc as Record<string, unknown>)[f] ?? '').toLowerCase();
        const at = value.indexOf(needle);
        if (at < 0) return false;
        for (let i = at; i >= 0; i = value.indexOf(needle, i + 1))
          if (!startsWithWord || i === 0 || splitWords.test(value[i - 1]!)) return true;
        return false;
      });
    // a needle of punctuation only has no words for the text index: every document is a candidate
    const candidates = needle.split(splitWords).some(Boolean)
      ? this.text.search(needle, { fields: [...fields] }).map((r) => this.entries.get(String(r.id))!)
      : [...this.entries.values()];
    return candidates.filter((e) => e !== undefined && contains(e));
  }

  private walk(order: Entry<Doc>[], query: SearchQuery, passes: (e: Entry<Doc>) => boolean): Doc[] {
    const items: Doc[] = [];
    let skip = query.offset;
    const step = query.order === 'asc' ? 1 : -1;
    for (let i = step > 0 ? 0 : order.length - 1; i >= 0 && i < order.length; i += step) {
      const entry = order[i]!;
      if (!passes(entry)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      items.push(entry.doc);
      if (items.length >= query.limit) break;
    }
    return items;
  }

  private count(
    entries: Iterable<Entry<Doc>>,
    passes: (e: Entry<Doc>) => boolean,
    passesOthers: (e: Entry<Doc>) => boolean,
    countBy?: string,
  ) {
    let total = 0;
    const counts: Record<string, number> = {};
    for (const entry of entries) {
      if (passes(entry)) total++;
      if (countBy && passesOthers(entry))
        for (const value of entry.facets[countBy] ?? []) counts[value] = (counts[value] ?? 0) + 1;
    }
    return { total, counts };
  }

  private insert(doc: Doc, how: { text: boolean; place: boolean }): Entry<Doc> {
    const facets = Object.fromEntries(
      Object.entries(this.definition.facets).map(([name, of]) => [name, of(doc)]),
    );
    const entry = { doc, facets };
    this.entries.set(doc.id, entry);
    this.account(entry, 1);
    if (how.text) this.text.add(doc);
    if (how.place)
      for (const [name, list] of Object.entries(this.sorted))
        list.splice(positionOf(list, entry, this.compare[name]!), 0, entry);
    return entry;
  }

  /** Takes the document out (of its orders too unless they are re-sorted after); returns its entry. */
  private remove(id: string, resort: boolean): Entry<Doc> | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    this.account(entry, -1);
    this.text.discard(id);
    if (!resort)
      for (const [name, list] of Object.entries(this.sorted)) {
        const at: number = positionOf(list, entry, this.compare[name]!);
        if (list[at] === entry) list.splice(at, 1);
      }
    return entry;
  }

  private account(entry: Entry<Doc>, sign: 1 | -1): void {
    for (const [facet, values] of Object.entries(entry.facets)) {
      const counts = this.facetCounts[facet]!;
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + sign);
    }
    for (const [name, of] of Object.entries(this.definition.sums ?? {}))
      this.sumTotals[name] = this.sumTotals[name]! + sign * of(entry.doc);
  }
}
