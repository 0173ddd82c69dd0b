import type { ActivityEvent } from '@portal/contracts/admin';
import { describe, expect, it } from 'vitest';
import { activityFailureLine, activityLines, activityText, activityTime, actorName } from './activity';

const event = (over: Partial<ActivityEvent>): ActivityEvent => ({
  id: 'e1',
  user_id: 'u1',
  user_name: 'Ann Smith',
  user_email: 'ann@example.com',
  type: 'buyer',
  action: 'submitted',
  at: '2025-03-04T10:20:00',
  ...over,
});

describe('Recent Activity', () => {
  it('uses the spec texts per action', () => {
    expect(activityText({ action: 'submitted', type: 'buyer' })).toBe('Submitted buyer registration');
    expect(activityText({ action: 'approved', type: 'seller' })).toBe('seller registration approved');
    expect(activityText({ action: 'rejected', type: 'mandate' })).toBe('mandate registration rejected');
    expect(activityText({ action: 'updated', type: 'buyer' })).toBe('Updated buyer registration');
  });

  it("formats times in the portal's 24-hour form, 'Invalid date' otherwise", () => {
    expect(activityTime('2025-03-04T10:20:00')).toBe('Mar 4, 2025, 10:20');
    expect(activityTime('2025-12-24T18:05:00')).toBe('Dec 24, 2025, 18:05');
    expect(activityTime('yesterday')).toBe('Invalid date');
    expect(activityTime('')).toBe('Invalid date');
    expect(activityTime(null)).toBe('Invalid date');
  });

  it("names the actor, 'Unknown User' when missing", () => {
    expect(actorName({ user_name: 'Ann' })).toBe('Ann');
    expect(actorName({ user_name: null })).toBe('Unknown User');
    expect(actorName({ user_name: '  ' })).toBe('Unknown User');
  });

  it('keeps the 5 newest, newest first', () => {
    const events = Array.from({ length: 7 }, (_, i) =>
      event({ id: `e${i}`, at: `2025-03-0${i + 1}T09:00:00` }),
    );
    const lines = activityLines(events);
    expect(lines.map((l) => l.id)).toEqual(['e6', 'e5', 'e4', 'e3', 'e2']);
    expect(lines[0]).toEqual({
      id: 'e6',
      actor: 'Ann Smith',
      text: 'Submitted buyer registration',
      time: 'Mar 7, 2025, 09:00',
    });
  });

  it("shows one 'System' entry on failure", () => {
    expect(activityFailureLine(new Date(2025, 0, 2, 15, 4))).toEqual({
      id: 'activity-error',
      actor: 'System',
      text: 'Unable to load recent activity',
      time: 'Jan 2, 2025, 15:04',
    });
  });
});
