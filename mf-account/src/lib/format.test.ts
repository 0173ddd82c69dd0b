import { describe, expect, it } from 'vitest';
import { capitalize, formatBytes, formatDate } from './format';

describe('format helpers', () => {
  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
  it("formats dates, 'Invalid date' otherwise", () => {
    expect(formatDate('2025-03-04T10:20:00Z', 'yyyy-MM-dd')).toBe('2025-03-04');
    expect(formatDate('nonsense')).toBe('Invalid date');
    expect(formatDate(undefined)).toBe('Invalid date');
  });
  it('capitalizes types', () => {
    expect(capitalize('seller')).toBe('Seller');
  });
});
