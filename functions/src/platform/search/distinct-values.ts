/**
 * The distinct values of one field, each under a small integer id, with the documents holding it.
 * Facets keep counts per id and filter with an array indexed by id; text search tests the needle
 * against each distinct value once, not against every document: many documents share a value
 * (product names, ports), so 100,000 documents hold a few thousand of them. An id freed by its
 * last holder is reused.
 */
export class DistinctValues<Holder> {
  private readonly ids = new Map<string, number>();
  private readonly values: string[] = [];
  /** A value held by one document keeps it directly; a shared value keeps a set. */
  private readonly holders: Array<Holder | Set<Holder> | undefined> = [];
  private readonly free: number[] = [];

  /** Distinct values held now. */
  get size(): number {
    return this.ids.size;
  }

  /** One more than the largest id in use: the length of an array indexed by id. */
  get idLimit(): number {
    return this.values.length;
  }

  idOf(value: string): number | undefined {
    return this.ids.get(value);
  }

  valueOf(id: number): string {
    return this.values[id]!;
  }

  /** Records that `holder` holds `value`; returns the value's id. */
  add(value: string, holder: Holder): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.free.pop() ?? this.values.length;
      this.ids.set(value, id);
      this.values[id] = value;
      this.holders[id] = holder;
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
    this.free.push(id);
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

  /** The ids of the values `matches` accepts, as 1s in an array indexed by id, and how many documents hold them. */
  matching(matches: (value: string) => boolean): { ids: Uint8Array; holders: number } {
    const ids = new Uint8Array(this.values.length);
    let holders = 0;
    for (const [value, id] of this.ids)
      if (matches(value)) {
        ids[id] = 1;
        holders += this.holderCount(id);
      }
    return { ids, holders };
  }
}
