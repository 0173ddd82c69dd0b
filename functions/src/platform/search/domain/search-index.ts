import type { ChangeItem, CollectionDefinition, DocumentParts } from './collection';
import { DistinctValues } from './distinct-values';
import { FacetValues } from './facet-values';

/** An item held for a document; its item is dropped once derived in a one-item collection. */
type Part = [key: string, item: ChangeItem | undefined, changeKey: string];

interface Entry<Doc> {
  doc: Doc;
  /** The document's row in the columns below (reused after the document is removed). */
  slot: number;
  /** The holding (see FacetValues) of each facet, in the order of the definition's facets. */
  holdings: number[];
  /** The id of the lower-cased value of each search field (-1: empty), in the order of the search fields. */
  text: number[];
}

export interface SearchQuery {
  /** Text to find in one of `fields` (default: all search fields), as the definition's `textMatch` says. */
  text?: string;
  fields?: readonly string[];
  /** Facet -> accepted values: a document passes when it holds one of the values of every facet. */
  filter?: Record<string, readonly string[]>;
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
  /** Facet whose values are counted over the matches, ignoring its own filter (answered in `counts`). */
  countBy?: string;
  /** Facets whose values are counted over the matches, each ignoring its own filter (in `facets`). */
  facets?: readonly string[];
}

export interface SearchAnswer<Doc> {
  items: Doc[];
  /** Documents matching text and filter. */
  total: number;
  /** Value -> number of matching documents holding it, for `countBy` (empty without it). */
  counts: Record<string, number>;
  /**
   * Facet -> value -> number of documents that match the text and every filter except the one on
   * that facet (OR within a facet, AND across), for `facets` and `countBy`. Values without a
   * matching document are left out.
   */
  facets: Record<string, Record<string, number>>;
}

/** Ordered position of `entry` in `list` (rows) sorted by `compare` (binary search). */
function positionOf<E>(
  list: number[],
  entry: E,
  entryAt: (slot: number) => E,
  compare: (a: E, b: E) => number,
): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(entryAt(list[mid]!), entry) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Above this many matches the page is always found along the kept order (sorting them would cost
 * more than walking a million rows), so the matches themselves are not collected.
 */
const maxSortedMatches = 4096;

const splitWords = /[\n\r\p{Z}\p{P}]+/u;

/** Whether a word starts at `at` of a value that starts at `valueStart` in `text`. */
const startsWord = (text: string, at: number, valueStart: number) =>
  at === valueStart || splitWords.test(text[at - 1]!);

function grown(column: Int32Array, capacity: number): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(capacity);
  bigger.set(column);
  return bigger;
}

/**
 * The in-memory replica of one collection: documents derived from their items, every declared order
 * kept sorted, facet counts and sums kept up to date on each change, and per document a row of
 * integer columns (the holding of each facet, the value id of each search field) so a query reads
 * typed arrays in memory order rather than following pointers to scattered objects.
 *
 * A query tests its text against the distinct values of the search fields (not every document),
 * then makes one pass over the rows (those holding a matching value, or all of them when the text
 * matches most) that yields the total and the counts of every asked facet, each ignoring its own
 * filter. The page comes from walking the kept order, or from sorting the matches when they are few.
 * No I/O: the read model feeds it what the change index returns.
 */
export class SearchIndex<Doc extends { id: string }> {
  /** The items held per document id: [item key, item, change key]. */
  private readonly parts = new Map<string, Part[]>();
  /**
   * The orders hold changes not sorted in yet: rows appended, and these rows to drop (not reused
   * until the orders are sorted, so a dropped row is never a new document's).
   */
  private ordersUnsorted = false;
  private readonly removedUnsorted = new Set<number>();
  private readonly removedAt = new Map<string, string>();
  private readonly entries = new Map<string, Entry<Doc>>();
  /** Each declared order as the rows of its documents (small integers read in sequence: a walk is cheap). */
  private sorted: Record<string, number[]> = {};
  private readonly compare: Record<string, (a: Entry<Doc>, b: Entry<Doc>) => number> = {};
  private readonly facetNames: string[];
  private readonly facetOf: Array<(doc: Doc) => readonly string[]>;
  private readonly facetValues: FacetValues[];
  private readonly sumTotals: Record<string, number> = {};
  private readonly textFields: string[];
  private readonly text: Array<DistinctValues<number>>;
  // the columns: one row per slot
  private slots = 0;
  private readonly freeSlots: number[] = [];
  private alive: Int32Array<ArrayBuffer> = new Int32Array(0);
  private marks: Int32Array<ArrayBuffer> = new Int32Array(0);
  private facetColumns: Int32Array[];
  private textColumns: Int32Array[];
  private slotEntries: Array<Entry<Doc> | undefined> = [];
  private stamp = 0;
  private readonly entryAt = (slot: number): Entry<Doc> => this.slotEntries[slot]!;

  constructor(private readonly definition: CollectionDefinition<Doc>) {
    for (const [name, order] of Object.entries(definition.sorts)) {
      this.sorted[name] = [];
      this.compare[name] = (a, b) => order(a.doc, b.doc);
    }
    this.facetNames = Object.keys(definition.facets);
    this.facetOf = Object.values(definition.facets);
    this.facetValues = this.facetNames.map(() => new FacetValues());
    this.facetColumns = this.facetNames.map(() => new Int32Array(0));
    for (const sum of Object.keys(definition.sums ?? {})) this.sumTotals[sum] = 0;
    this.textFields = [...definition.searchFields];
    this.text = this.textFields.map(() => new DistinctValues());
    this.textColumns = this.textFields.map(() => new Int32Array(0));
  }

  get size(): number {
    return this.entries.size;
  }

  /** Distinct values held per search field (what a text query tests). */
  distinctTextValues(): Record<string, number> {
    return Object.fromEntries(this.textFields.map((f, i) => [f, this.text[i]!.size]));
  }

  /**
   * Applies items read from the change index (any order, repeats allowed: an item older than the
   * one held is ignored). A tombstone (sk TOMBSTONE) removes the document and every older item of it.
   * With `bulk` (pages of a build) the orders are sorted later, once: by {@link sortOrders} or
   * the next query.
   * Returns how many documents changed.
   */
  apply(items: Iterable<ChangeItem>, { bulk = false } = {}): number {
    const oneItem = this.definition.oneItemPerDocument === true;
    const touched = new Set<string>();
    for (const item of items) {
      const id = item.gsi3sk.slice(item.gsi3sk.indexOf('#') + 1);
      const changeKey = item.gsi3sk;
      const removedAt = this.removedAt.get(id);
      if (item.sk === 'TOMBSTONE') {
        if (removedAt !== undefined && removedAt >= changeKey) continue;
        this.removedAt.set(id, changeKey);
        const held = this.parts.get(id);
        const kept = held?.filter((part) => part[2] > changeKey) ?? [];
        // nothing older than the tombstone held: the document (if any) stays as it is
        if (!held || kept.length === held.length) continue;
        if (kept.length > 0) this.parts.set(id, kept);
        else this.parts.delete(id);
        touched.add(id);
        continue;
      }
      if (removedAt !== undefined && removedAt >= changeKey) continue;
      const key = `${item.pk}|${item.sk}`;
      const held = this.parts.get(id);
      // a one-item document is its latest item, whatever its key
      const at = held ? (oneItem ? 0 : held.findIndex((part) => part[0] === key)) : -1;
      if (at >= 0 && held![at]![2] > changeKey) continue;
      const part: Part = [key, item, changeKey];
      if (!held || oneItem) this.parts.set(id, [part]);
      else if (at >= 0) held[at] = part;
      else held.push(part);
      touched.add(id);
    }
    // a few changes are placed one by one; many (a build, a replica catching up) sort once
    const resort = bulk || touched.size > 64 || this.ordersUnsorted;
    const removed: number[] = [];
    const added: number[] = [];
    for (const id of touched) {
      const held = this.parts.get(id);
      // every part of a touched document holds its item: in a one-item collection the only part
      // was just applied (a tombstone that removes nothing touches nothing)
      const doc = held ? this.definition.toDocument(id, held as DocumentParts) : undefined;
      if (oneItem && held) held[0]![1] = undefined;
      const old = this.remove(id, resort);
      if (old) removed.push(old.slot);
      if (doc) added.push(this.insert(doc, !resort).slot);
    }
    if (resort) {
      for (const slot of removed) this.removedUnsorted.add(slot);
      for (const list of Object.values(this.sorted)) for (const slot of added) list.push(slot);
      this.ordersUnsorted = true;
      if (!bulk) this.sortOrders();
    }
    return touched.size;
  }

  /** Sorts the kept orders after bulk changes (a query does it first if they are not). */
  sortOrders(): void {
    if (!this.ordersUnsorted) return;
    const removed = this.removedUnsorted;
    const entries = this.slotEntries;
    for (const [name, list] of Object.entries(this.sorted)) {
      const kept = removed.size > 0 ? list.filter((slot) => !removed.has(slot)) : list;
      const compare = this.compare[name]!;
      this.sorted[name] = kept.sort((a, b) => compare(entries[a]!, entries[b]!));
    }
    for (const slot of removed) {
      this.slotEntries[slot] = undefined;
      this.freeSlots.push(slot);
    }
    removed.clear();
    this.ordersUnsorted = false;
  }

  get(id: string): Doc | undefined {
    return this.entries.get(id)?.doc;
  }

  /** Value -> number of documents holding it, over the whole collection. */
  countsOf(facet: string): Record<string, number> {
    return this.facetValues[this.facetAt(facet)]!.counts();
  }

  sums(): Record<string, number> {
    return { ...this.sumTotals };
  }

  query(query: SearchQuery): SearchAnswer<Doc> {
    this.sortOrders();
    const order = this.sorted[query.sort];
    if (!order) throw new Error(`unknown sort ${query.sort}`);
    const counted = [...new Set([...(query.facets ?? []), ...(query.countBy ? [query.countBy] : [])])];
    const countedAt = counted.map((facet) => this.facetAt(facet));
    const filters = Object.entries(query.filter ?? {}).map(([facet, values]) => {
      const at = this.facetAt(facet);
      return {
        at,
        values: [...new Set(values)],
        column: this.facetColumns[at]!,
        accepted: this.facetValues[at]!.accepting(values),
        /** Where this facet's counts go (-1: not counted). */
        countedAs: counted.indexOf(facet),
      };
    });
    const answer = (items: Doc[], total: number, facets: Record<string, Record<string, number>>) => ({
      items,
      total,
      counts: query.countBy ? facets[query.countBy]! : {},
      facets,
    });
    const needle = query.text?.trim().toLowerCase();

    // Without text, the counts kept over the whole collection answer a query that filters no facet,
    // or one facet and counts only that one (e.g. a tab and the counts of every tab).
    if (!needle && filters.length <= 1) {
      const only = filters[0];
      const facet = only ? this.facetNames[only.at]! : undefined;
      const exact =
        !only || only.values.length === 1 || (this.definition.singleValued?.includes(facet!) ?? false);
      if (exact && (!only || counted.every((f) => f === facet))) {
        const total = only
          ? only.values.reduce((sum, v) => sum + this.facetValues[only.at]!.countOf(v), 0)
          : this.entries.size;
        const passes = only ? (slot: number) => only.accepted[only.column[slot]!] === 1 : () => true;
        return answer(
          this.walk(order, query, passes),
          total,
          Object.fromEntries(counted.map((f) => [f, this.countsOf(f)])),
        );
      }
    }

    const text = needle ? this.textMatches(needle, query.fields ?? this.textFields) : undefined;
    // One pass: a row failing no filter matches (counted in every facet); failing exactly one, it is
    // counted in that filter's facet only, so each facet's counts ignore their own filter.
    const stamp = ++this.stamp;
    const marks = this.marks;
    // the matches are kept only while few enough to sort (many are paged along the kept order)
    let total = 0;
    const passing: Entry<Doc>[] = [];
    const counters = countedAt.map((at) => this.facetValues[at]!.holdingCounter());
    const countedColumns = countedAt.map((at) => this.facetColumns[at]!);
    const filterCount = filters.length;
    // filters of facets not counted first: a row failing one is done with
    filters.sort((a, b) => Number(a.countedAs >= 0) - Number(b.countedAs >= 0));
    const visit = (slot: number) => {
      let failed = -1;
      for (let i = 0; i < filterCount; i++) {
        const filter = filters[i]!;
        if (filter.accepted[filter.column[slot]!] === 1) continue;
        // failing a filter whose facet is not counted, the row counts nowhere
        if (failed >= 0 || filter.countedAs < 0) return;
        failed = i;
      }
      if (failed < 0) {
        marks[slot] = stamp;
        if (++total <= maxSortedMatches) passing.push(this.slotEntries[slot]!);
        for (let c = 0; c < counters.length; c++) counters[c]![countedColumns[c]![slot]!]! += 1;
      } else {
        const c = filters[failed]!.countedAs;
        if (c >= 0) counters[c]![countedColumns[c]![slot]!]! += 1;
      }
    };
    const alive = this.alive;
    if (!text) {
      for (let slot = 0; slot < this.slots; slot++) if (alive[slot] === 1) visit(slot);
    } else if (text.few) {
      for (const slot of text.few) visit(slot);
    } else {
      for (let slot = 0; slot < this.slots; slot++) if (alive[slot] === 1 && text.holds(slot)) visit(slot);
    }
    return answer(
      this.page(order, query, total, total <= maxSortedMatches ? passing : undefined, stamp),
      total,
      Object.fromEntries(
        counted.map((f, c) => [f, this.facetValues[countedAt[c]!]!.countsFrom(counters[c]!)]),
      ),
    );
  }

  /**
   * The page of the matches (their rows marked with `stamp`): sorted out of the matches when that
   * is cheaper than walking the kept order until the page is full (few matches, or an early page of many).
   */
  private page(
    order: number[],
    query: SearchQuery,
    total: number,
    matches: Entry<Doc>[] | undefined,
    stamp: number,
  ): Doc[] {
    if (total === 0 || query.offset >= total) return [];
    const wanted = query.offset + query.limit;
    const walkSteps = Math.min(order.length, (wanted * order.length) / total);
    // a comparison reads two documents' fields far apart in memory; a step of the walk reads two
    // integers (measured at 100,000 documents: a comparison costs about 20 steps)
    const sortSteps = 20 * total * Math.log2(total + 1);
    const marks = this.marks;
    if (!matches || walkSteps <= sortSteps) return this.walk(order, query, (slot) => marks[slot] === stamp);
    const found = matches.sort(this.compare[query.sort]);
    if (query.order === 'desc') found.reverse();
    return found.slice(query.offset, wanted).map((e) => e.doc);
  }

  /**
   * The rows holding the text in one of the fields: the needle is tested against each distinct value;
   * when the values found are held by few documents, their rows (each once) are the candidates,
   * otherwise every row is tested by the ids of its values.
   */
  private textMatches(
    needle: string,
    fields: readonly string[],
  ): { few?: number[]; holds: (slot: number) => boolean } {
    const wordStart =
      (this.definition.textMatch ?? 'word-start') === 'word-start' && !splitWords.test(needle[0]!);
    const found = fields.map((field) => {
      const at = this.textFields.indexOf(field);
      if (at < 0) throw new Error(`${field} is not a search field`);
      return {
        at,
        column: this.textColumns[at]!,
        ...this.text[at]!.matching(needle, wordStart ? startsWord : undefined),
      };
    });
    const holds = (slot: number) => {
      for (const { column, ids } of found) if (ids[column[slot]!] === 1) return true;
      return false;
    };
    const holders = found.reduce((sum, f) => sum + f.holders, 0);
    if (holders * 4 > this.entries.size) return { holds };
    const stamp = ++this.stamp;
    const marks = this.marks;
    const few: number[] = [];
    for (const { at, ids } of found)
      for (let id = 0; id < ids.length; id++)
        if (ids[id] === 1)
          this.text[at]!.forEachHolder(id, (slot) => {
            if (marks[slot] === stamp) return;
            marks[slot] = stamp;
            few.push(slot);
          });
    return { few, holds };
  }

  private facetAt(facet: string): number {
    const at = this.facetNames.indexOf(facet);
    if (at < 0) throw new Error(`unknown facet ${facet}`);
    return at;
  }

  private walk(order: number[], query: SearchQuery, passes: (slot: number) => boolean): Doc[] {
    const items: Doc[] = [];
    let skip = query.offset;
    const step = query.order === 'asc' ? 1 : -1;
    for (let i = step > 0 ? 0 : order.length - 1; i >= 0 && i < order.length; i += step) {
      const slot = order[i]!;
      if (!passes(slot)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      items.push(this.slotEntries[slot]!.doc);
      if (items.length >= query.limit) break;
    }
    return items;
  }

  /** A free row, the columns grown (doubled) when every row is taken. */
  private takeSlot(): number {
    const reused = this.freeSlots.pop();
    if (reused !== undefined) return reused;
    const slot = this.slots++;
    if (slot >= this.alive.length) {
      const capacity = Math.max(1024, this.alive.length * 2);
      this.alive = grown(this.alive, capacity);
      this.marks = grown(this.marks, capacity);
      this.facetColumns = this.facetColumns.map((c) => grown(c, capacity));
      this.textColumns = this.textColumns.map((c) => grown(c, capacity));
    }
    return slot;
  }

  private insert(doc: Doc, place: boolean): Entry<Doc> {
    const record = doc as Record<string, unknown>;
    const slot = this.takeSlot();
    const holdings = this.facetOf.map((of, at) => {
      const holding = this.facetValues[at]!.holdingOf(of(doc));
      this.facetColumns[at]![slot] = holding;
      return holding;
    });
    const text = this.textFields.map((field, at) => {
      const value = String(record[field] ?? '').toLowerCase();
      const id = value ? this.text[at]!.add(value, slot) : -1;
      this.textColumns[at]![slot] = id;
      return id;
    });
    const entry: Entry<Doc> = { doc, slot, holdings, text };
    this.entries.set(doc.id, entry);
    this.slotEntries[slot] = entry;
    this.alive[slot] = 1;
    this.marks[slot] = 0;
    this.account(entry, 1);
    if (place)
      for (const [name, list] of Object.entries(this.sorted))
        list.splice(positionOf(list, entry, this.entryAt, this.compare[name]!), 0, slot);
    return entry;
  }

  /** Takes the document out (of its orders too unless they are re-sorted after); returns its entry. */
  private remove(id: string, resort: boolean): Entry<Doc> | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    this.entries.delete(id);
    this.account(entry, -1);
    entry.text.forEach((valueId, at) => {
      if (valueId >= 0) this.text[at]!.remove(valueId, entry.slot);
    });
    this.alive[entry.slot] = 0;
    // with a re-sort to come, the orders keep the row until then (see sortOrders)
    if (!resort) {
      for (const [name, list] of Object.entries(this.sorted)) {
        const at = positionOf(list, entry, this.entryAt, this.compare[name]!);
        if (list[at] === entry.slot) list.splice(at, 1);
      }
      this.slotEntries[entry.slot] = undefined;
      this.freeSlots.push(entry.slot);
    }
    return entry;
  }

  private account(entry: Entry<Doc>, sign: 1 | -1): void {
    entry.holdings.forEach((holding, at) => this.facetValues[at]!.account(holding, sign));
    for (const [name, of] of Object.entries(this.definition.sums ?? {}))
      this.sumTotals[name] = this.sumTotals[name]! + sign * of(entry.doc);
  }
}
