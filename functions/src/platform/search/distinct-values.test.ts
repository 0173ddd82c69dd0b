import { describe, expect, it } from 'vitest';
import { DistinctValues } from './distinct-values';
import { FacetValues } from './facet-values';

describe('DistinctValues', () => {
  it('keeps each value once with its holders, reuses a freed id, and matches values, not holders', () => {
    const values = new DistinctValues<number>();
    const gold = values.add('gold bar', 1);
    expect(values.add('gold bar', 2)).toBe(gold);
    const tin = values.add('tin', 3);
    expect(values.size).toBe(2);
    expect(values.holderCount(gold)).toBe(2);
    values.remove(tin, 3);
    expect(values.idOf('tin')).toBeUndefined();
    // the freed id serves the next new value
    expect(values.add('copper', 4)).toBe(tin);
    values.remove(gold, 1);
    const tested: string[] = [];
    const found = values.matching((value) => {
      tested.push(value);
      return value.includes('o');
    });
    expect(tested.sort()).toEqual(['copper', 'gold bar']);
    expect(found.holders).toBe(2);
    const holders: number[] = [];
    found.ids.forEach((hit, id) => hit && values.forEachHolder(id, (h) => holders.push(h)));
    expect(holders.sort()).toEqual([2, 4]);
  });
});

describe('FacetValues', () => {
  it('counts documents per value from documents counted per set of values held', () => {
    const facet = new FacetValues();
    const newRare = facet.holdingOf(['new', 'rare']);
    const rareNew = facet.holdingOf(['rare', 'new', 'rare']);
    const none = facet.holdingOf([]);
    expect(rareNew).toBe(newRare);
    const used = facet.holdingOf(['used']);
    for (const holding of [newRare, newRare, used, none]) facet.account(holding, 1);
    facet.account(used, -1);
    expect(facet.counts()).toEqual({ new: 2, rare: 2, used: 0 });
    const perHolding = facet.holdingCounter();
    perHolding[newRare] = 3;
    perHolding[used] = 1;
    expect(facet.countsFrom(perHolding)).toEqual({ new: 3, rare: 3, used: 1 });
    expect([...facet.accepting(['rare', 'unknown'])]).toEqual([1, 0, 0]);
  });
});
