import { describe, expect, it } from 'vitest';
import { DistinctValues } from './distinct-values';
import { FacetValues } from './facet-values';

describe('DistinctValues', () => {
  it('keeps each value once with its holders, reuses a freed id, and finds the values holding a text', () => {
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
    const found = values.matching('o');
    expect(found.holders).toBe(2);
    const holders: number[] = [];
    found.ids.forEach((hit, id) => hit && values.forEachHolder(id, (h) => holders.push(h)));
    expect(holders.sort()).toEqual([2, 4]);
  });

  it('finds values in the joined text and among values added or removed since, from a word start when asked', () => {
    const values = new DistinctValues<number>();
    // enough values to join them; then some come and go
    for (let i = 0; i < 1500; i++) values.add(`lot ${i} of bronze`, i);
    values.add('Old gold', 5000);
    values.add('marigold', 5001);
    const startsWord = (text: string, at: number, start: number) => at === start || text[at - 1] === ' ';
    expect(values.matching('gold').holders).toBe(2);
    values.add('gold bar', 5002);
    values.remove(values.idOf('Old gold')!, 5000);
    const ids = (found: { ids: Uint8Array }) => [...found.ids.keys()].filter((id) => found.ids[id] === 1);
    expect(values.matching('gold').holders).toBe(2);
    expect(values.matching('gold', startsWord).holders).toBe(1);
    expect(ids(values.matching('gold', startsWord))).toEqual([values.idOf('gold bar')]);
    // lot 14, 140-149, 1400-1499
    expect(values.matching('lot 14', startsWord).holders).toBe(111);
    expect(values.matching('ot 14', startsWord).holders).toBe(0);
    expect(values.matching('bronze\u0000lot').holders).toBe(0);
    // many removals: the joined text is rebuilt and the freed ids are reused
    for (let i = 0; i < 1500; i++) values.remove(values.idOf(`lot ${i} of bronze`)!, i);
    expect(values.matching('bronze').holders).toBe(0);
    expect(values.add('bronze', 6000)).toBeLessThan(1500);
    expect(values.matching('bronze').holders).toBe(1);
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
