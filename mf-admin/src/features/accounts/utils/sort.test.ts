import { describe, expect, it } from 'vitest';
import { ariaSort, nextSort, sortIndicator } from './sort';

describe('account table sorting', () => {
  it('sorts Reg. Date descending on the first click and toggles afterwards', () => {
    const first = nextSort(null, 'reg_date');
    expect(first).toEqual({ column: 'reg_date', order: 'desc' });
    const second = nextSort(first, 'reg_date');
    expect(second).toEqual({ column: 'reg_date', order: 'asc' });
    expect(nextSort(second, 'reg_date')).toEqual({ column: 'reg_date', order: 'desc' });
  });

  it('sorts Name and Rating ascending on the first click and toggles afterwards', () => {
    expect(nextSort(null, 'name')).toEqual({ column: 'name', order: 'asc' });
    expect(nextSort({ column: 'name', order: 'asc' }, 'name')).toEqual({ column: 'name', order: 'desc' });
    expect(nextSort(null, 'rating')).toEqual({ column: 'rating', order: 'asc' });
  });

  it('starts again at the first direction when another column is clicked', () => {
    expect(nextSort({ column: 'name', order: 'desc' }, 'reg_date')).toEqual({
      column: 'reg_date',
      order: 'desc',
    });
    expect(nextSort({ column: 'reg_date', order: 'asc' }, 'rating')).toEqual({
      column: 'rating',
      order: 'asc',
    });
  });

  it('reports aria-sort and the arrow per column', () => {
    const sort = { column: 'rating', order: 'desc' } as const;
    expect(ariaSort(sort, 'rating')).toBe('descending');
    expect(ariaSort(sort, 'name')).toBe('none');
    expect(ariaSort(null, 'reg_date')).toBe('none');
    expect(ariaSort({ column: 'name', order: 'asc' }, 'name')).toBe('ascending');
    expect(sortIndicator(sort, 'rating')).toBe('↓');
    expect(sortIndicator({ column: 'name', order: 'asc' }, 'name')).toBe('↑');
    expect(sortIndicator(sort, 'name')).toBe('↕');
  });
});
