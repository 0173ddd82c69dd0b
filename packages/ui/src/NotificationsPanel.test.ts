import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from './NotificationsPanel';

describe('formatNotificationTime', () => {
  it("writes the portal's one date-time form, 24-hour like deal histories and activities", () => {
    expect(formatNotificationTime(new Date(2026, 10, 28, 0, 25).toISOString())).toBe('Nov 28, 2026, 00:25');
    expect(formatNotificationTime(new Date(2025, 5, 15, 14, 5).toISOString())).toBe('Jun 15, 2025, 14:05');
  });

  it('shows a value it cannot read as it is', () => {
    expect(formatNotificationTime('not a time')).toBe('not a time');
  });
});
