import { capitalize, formatBytes, formatDate, formatDateTime } from '@portal/web/format';
import { describe, expect, it } from 'vitest';

/**
 * My Account writes sizes, dates and moments with the kit's formats (@portal/web/format); these are the
 * cases its screens rely on. The moments (a document's upload, a registration's last update) use the
 * portal's one 24-hour form.
 */
describe('format helpers as My Account uses them', () => {
  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
  });
  it("formats dates, 'Invalid date' otherwise", () => {
    expect(formatDate('2025-03-04T10:20:00')).toBe('Mar 4, 2025');
    expect(formatDateTime('2025-03-04T18:05:00')).toBe('Mar 4, 2025, 18:05');
    expect(formatDate('nonsense')).toBe('Invalid date');
    expect(formatDate(undefined)).toBe('Invalid date');
  });
  it('capitalizes types', () => {
    expect(capitalize('seller')).toBe('Seller');
  });
});
