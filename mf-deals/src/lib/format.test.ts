import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, quantityText, shortId } from './format';

describe('deal formats', () => {
  it("writes dates as 'MMM d, yyyy' and says 'Invalid date' for anything else", () => {
    expect(formatDate('2025-06-15T09:30:00.000Z')).toBe('Jun 15, 2025');
    expect(formatDate('2025-06-05')).toBe('Jun 5, 2025');
    expect(formatDate('soon')).toBe('Invalid date');
    expect(formatDate(null)).toBe('Invalid date');
    expect(formatDateTime('2025-06-15T09:30:00')).toBe('Jun 15, 2025, 09:30');
  });

  it('states a quantity with its unit, and an unknown unit as stored', () => {
    expect(quantityText(50000, 'MT')).toBe('50,000 MT');
    expect(quantityText(1.5, 'OZ')).toBe('1.5 oz t');
    expect(quantityText(12500, 'drums')).toBe('12,500 drums');
  });

  it('cuts an uploader id to its first 8 characters', () => {
    expect(shortId('3f9c2a71-8e44-4b0e-9d61-0a1b2c3d4e5f')).toBe('3f9c2a71');
    expect(shortId('abc')).toBe('abc');
  });
});
