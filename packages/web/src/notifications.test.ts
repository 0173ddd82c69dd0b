import { describe, expect, it } from 'vitest';
import { unreadLabel } from './notifications';

describe('unreadLabel', () => {
  it('shows the count up to 99 and 99+ above (the server counts up to 100)', () => {
    expect(unreadLabel(0)).toBe('0');
    expect(unreadLabel(7)).toBe('7');
    expect(unreadLabel(99)).toBe('99');
    expect(unreadLabel(100)).toBe('99+');
  });
});
