/** Joins the values in the text searched at once; a needle holding it is tested value by value. */
const separator = '\u0000';
/** Values added since the joined text was built are tested one by one, up to this many. */
const maxRecentValues = 1024;

/**
 * The distinct values of one field, each under a small integer id, with the documents holding it.
 * Text search tests the needle against each distinct value once, not against every document: many
 * documents share a value (product names, ports), so 100,000 listings hold a few thousand of them.
 * The values are also kept joined in one string, so a needle is found with one native `indexOf` scan
 * over them rather than a call per value; values added since it was built are tested one by one,
 * and it is rebuilt once many have come or gone. An id freed by its last holder is reused only once
 * the joined text no longer holds its old value.
 */
export class DistinctValues<Holder> {
  private readonly ids = new Map<string, number>();
  private readonly values: string[] = [];
  /** A value held by one document keeps it directly; a shared value keeps a set. */
  private readonly holders: Array<Holder | Set<Holder> | undefined> = [];
  private readonly free: number[] = [];
  /** Freed while the joined text still holds their values: reusable after the next rebuild. */
  private freedSinceJoin: number[] = [];
  private joined = '';
  /** Where each joined value starts, and its id (same order). */
  private joinedStarts = new Int32Array(0);
  private joinedIds = new Int32Array(0);
  private readonly joinedHas = new Set<number>();
  /** Ids added since the joined text was built. */
  private recent: number[] = [];

  /** Distinct values held now. */
  get size(): number {
    return this.ids.size;
  }

  idOf(value: string): number | undefined {
    return this.ids.get(value);
  }

  /** Records that `holder` holds `value`; returns the value's id. */
  add(value: string, holder: Holder): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.free.pop() ?? this.values.length;
      this.ids.set(value, id);
      this.values[id] = value;
      this.holders[id] = holder;
      this.recent.push(id);
      return id;
    }
    const held = this.holders[id]!;
    if (held instanceof Set) held.add(holder);
    else if (held !== holder) this.holders[id] = new Set([held, holder]);
    return id;
  }

  remove(id: number, holder: Holder): void {
    const held = this.holders[id];
    if (held instanceof Set) {
      held.delete(holder);
      if (held.size === 1) this.holders[id] = held.values().next().value as Holder;
      return;
    }
    if (held !== holder) return;
    this.holders[id] = undefined;
    this.ids.delete(this.values[id]!);
    this.values[id] = '';
    if (this.joinedHas.has(id)) this.freedSinceJoin.push(id);
    else {
      this.recent = this.recent.filter((r) => r !== id);
      this.free.push(id);
    }
  }

  /** How many documents hold the value. */
  holderCount(id: number): number {
    const held = this.holders[id];
    return held === undefined ? 0 : held instanceof Set ? held.size : 1;
  }

  forEachHolder(id: number, found: (holder: Holder) => void): void {
    const held = this.holders[id];
    if (held instanceof Set) for (const holder of held) found(holder);
    else if (held !== undefined) found(held);
  }

  /**
   * The ids of the values holding `needle`, as 1s in an array indexed by id, and how many documents
   * hold them. With `wordStart`, an occurrence counts only where `wordStart(value, at)` says a word
   * starts.
   */
  matching(
    needle: string,
    wordStart?: (text: string, at: number, valueStart: number) => boolean,
  ): { ids: Uint8Array; holders: number } {
    const ids = new Uint8Array(this.values.length);
    let holders = 0;
    const take = (id: number) => {
      if (ids[id] === 1 || this.holders[id] === undefined) return;
      ids[id] = 1;
      holders += this.holderCount(id);
    };
    const occursIn = (value: string) => {
      for (let at = value.indexOf(needle); at >= 0; at = value.indexOf(needle, at + 1))
        if (!wordStart || wordStart(value, at, 0)) return true;
      return false;
    };
    if (needle.includes(separator)) {
      for (const [value, id] of this.ids) if (occursIn(value)) take(id);
      return { ids, holders };
    }
    if (this.recent.length > maxRecentValues || this.freedSinceJoin.length * 8 > this.joinedIds.length)
      this.join();
    const text = this.joined;
    const starts = this.joinedStarts;
    for (let at = text.indexOf(needle); at >= 0;) {
      // the value holding the occurrence: the last one starting at or before it
      let low = 0;
      let high = starts.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (starts[mid]! <= at) low = mid + 1;
        else high = mid;
      }
      const start = starts[low - 1]!;
      const end = low < starts.length ? starts[low]! - 1 : text.length;
      if (!wordStart || wordStart(text, at, start)) {
        take(this.joinedIds[low - 1]!);
        at = text.indexOf(needle, end);
      } else at = text.indexOf(needle, at + 1);
    }
    for (const id of this.recent) if (occursIn(this.values[id]!)) take(id);
    return { ids, holders };
  }

  /** Builds the joined text of every value held now. */
  private join(): void {
    const count = this.ids.size;
    const starts = new Int32Array(count);
    const ids = new Int32Array(count);
    const parts: string[] = [];
    let length = 0;
    let i = 0;
    this.joinedHas.clear();
    for (const [value, id] of this.ids) {
      starts[i] = length;
      ids[i] = id;
      this.joinedHas.add(id);
      parts.push(value);
      length += value.length + 1;
      i++;
    }
    this.joined = parts.join(separator);
    this.joinedStarts = starts;
    this.joinedIds = ids;
    this.recent = [];
    for (const id of this.freedSinceJoin) this.free.push(id);
    this.freedSinceJoin = [];
  }
}
