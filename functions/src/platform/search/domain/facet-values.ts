/**
 * The values of one facet under small integer ids, and the distinct sets of values documents hold
 * ("holdings") under ids of their own: a document's facet is one holding id, so a query filters and
 * counts with arrays indexed by holding id, whether the facet is single- or multi-valued. A
 * single-valued facet has one holding per value (plus the empty one). Ids are never freed: a value
 * no document holds any more keeps its id and a count of 0.
 */
export class FacetValues {
  private readonly valueIds = new Map<string, number>();
  private readonly values: string[] = [];
  /** Documents holding each value, over the whole collection. */
  private readonly valueCounts: number[] = [];
  private readonly holdingIds = new Map<string, number>();
  /** The value ids of each holding. */
  private readonly holdings: number[][] = [];

  /** The holding id of a document holding `values`. */
  holdingOf(values: readonly string[]): number {
    const ids = [...new Set(values.map((v) => this.valueId(v)))].sort((a, b) => a - b);
    const key = ids.join(',');
    let holding = this.holdingIds.get(key);
    if (holding === undefined) {
      holding = this.holdings.length;
      this.holdingIds.set(key, holding);
      this.holdings.push(ids);
    }
    return holding;
  }

  /** One more document holds (sign 1) or no longer holds (sign -1) the holding. */
  account(holding: number, sign: 1 | -1): void {
    for (const id of this.holdings[holding]!) this.valueCounts[id]! += sign;
  }

  /** Value -> documents holding it, over the whole collection (values held by none included, as 0). */
  counts(): Record<string, number> {
    const record: Record<string, number> = {};
    this.values.forEach((value, id) => (record[value] = this.valueCounts[id]!));
    return record;
  }

  countOf(value: string): number {
    const id = this.valueIds.get(value);
    return id === undefined ? 0 : this.valueCounts[id]!;
  }

  /** An array for counting documents per holding in a query. */
  holdingCounter(): Int32Array {
    return new Int32Array(this.holdings.length);
  }

  /** Value -> documents, from documents counted per holding (values with none left out). */
  countsFrom(perHolding: Int32Array): Record<string, number> {
    const perValue = new Int32Array(this.values.length);
    perHolding.forEach((count, holding) => {
      if (count > 0) for (const id of this.holdings[holding]!) perValue[id]! += count;
    });
    const record: Record<string, number> = {};
    perValue.forEach((count, id) => {
      if (count > 0) record[this.values[id]!] = count;
    });
    return record;
  }

  /** 1 at each holding that holds one of `values`, as an array indexed by holding id. */
  accepting(values: Iterable<string>): Uint8Array {
    const wanted = new Set<number>();
    for (const value of values) {
      const id = this.valueIds.get(value);
      if (id !== undefined) wanted.add(id);
    }
    const accepted = new Uint8Array(this.holdings.length);
    this.holdings.forEach((ids, holding) => {
      if (ids.some((id) => wanted.has(id))) accepted[holding] = 1;
    });
    return accepted;
  }

  private valueId(value: string): number {
    let id = this.valueIds.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.valueIds.set(value, id);
      this.values.push(value);
      this.valueCounts.push(0);
    }
    return id;
  }
}
