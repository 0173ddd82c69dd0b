import { describe, expect, it } from 'vitest';
import {
  capitalize,
  fileDate,
  formatBytes,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatKilobytes,
  formatNumber,
  parseIsoDate,
  quantityText,
  todayUtc,
} from './format';

describe('dates', () => {
  it("writes days as 'MMM d, yyyy' and says 'Invalid date' for anything else", () => {
    expect(formatDate('2025-06-15T09:30:00.000Z')).toBe('Jun 15, 2025');
    expect(formatDate('2025-06-05')).toBe('Jun 5, 2025');
    expect(formatDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDate('soon')).toBe('Invalid date');
    expect(formatDate('nope')).toBe('Invalid date');
    expect(formatDate(null)).toBe('Invalid date');
    expect(formatDate(undefined)).toBe('Invalid date');
    expect(formatDate('2025-13-40')).toBe('Invalid date');
  });

  it('writes moments on the 24-hour clock', () => {
    expect(formatDateTime('2025-06-15T09:30:00')).toBe('Jun 15, 2025, 09:30');
    expect(formatDateTime('2025-06-15T21:05:59')).toBe('Jun 15, 2025, 21:05');
    expect(formatDateTime('2025-06-15T00:00')).toBe('Jun 15, 2025, 00:00');
    expect(formatDateTime('later')).toBe('Invalid date');
  });

  it('reads a bare date as that local day and an offset as the moment it names', () => {
    expect(parseIsoDate('2025-06-05')).toEqual(new Date(2025, 5, 5));
    expect(parseIsoDate('2025-06-05T10:00:00Z')?.toISOString()).toBe('2025-06-05T10:00:00.000Z');
    expect(parseIsoDate('2025-06-05T12:00:00+0200')?.toISOString()).toBe('2025-06-05T10:00:00.000Z');
    expect(parseIsoDate('June 5, 2025')).toBeUndefined();
  });

  it('counts days in UTC, as the server does, and names files by the local day', () => {
    expect(todayUtc(new Date('2026-03-04T23:30:00.000-05:00'))).toBe('2026-03-05');
    expect(fileDate(new Date(2025, 2, 4, 23, 59))).toBe('2025-03-04');
  });
});

describe('numbers and sizes', () => {
  it('separates thousands', () => {
    expect(formatNumber(12500)).toBe('12,500');
    expect(formatNumber(1.23456)).toBe('1.235');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('states a quantity with its unit, and an unknown unit as stored', () => {
    expect(quantityText(50000, 'MT')).toBe('50,000 MT');
    expect(quantityText(1.5, 'OZ')).toBe('1.5 oz t');
    expect(quantityText(12500, 'drums')).toBe('12,500 drums');
  });

  it('shows upload sizes in KB, stored documents in KB or MB, other sizes in their own unit', () => {
    expect(formatKilobytes(2048)).toBe('2.0 KB');
    expect(formatKilobytes(10485760)).toBe('10240.0 KB');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(6 * 1024 * 1024)).toBe('6.0 MB');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatBytes(-1)).toBe('');
  });

  it('capitalizes types', () => {
    expect(capitalize('seller')).toBe('Seller');
    expect(capitalize('')).toBe('');
  });
});
