import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal/web/api';
import { errorText } from './errors';
import { formatDate, formatKilobytes, formatNumber, todayUtc } from './format';

describe('marketplace formatting', () => {
  it("shows dates as 'MMM d, yyyy' and 'Invalid date' for garbage", () => {
    expect(formatDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatDate('nope')).toBe('Invalid date');
    expect(formatDate(null)).toBe('Invalid date');
  });

  it('shows file sizes in KB and quantities with separators', () => {
    expect(formatKilobytes(2048)).toBe('2.0 KB');
    expect(formatKilobytes(10485760)).toBe('10240.0 KB');
    expect(formatNumber(12500)).toBe('12,500');
  });

  it('counts days in UTC, as the server does', () => {
    expect(todayUtc(new Date('2026-03-04T23:30:00.000-05:00'))).toBe('2026-03-05');
  });

  it("prefers the server's sentence, then the error's, then the spec's fallback", () => {
    expect(errorText(new ApiError(409, 'You have reached your monthly limit of 10 inquiries.'))).toBe(
      'You have reached your monthly limit of 10 inquiries.',
    );
    expect(errorText(new Error('offline'))).toBe('offline');
    expect(errorText('x')).toBe('An unexpected error occurred');
  });
});
