import type { ActivityEvent } from '@portal/contracts/admin';
import { formatDateTime } from '@portal/web/format';

/** One line of Recent Activity as shown. */
export interface ActivityLine {
  id: string;
  actor: string;
  text: string;
  time: string;
}

export const ACTIVITY_LIMIT = 5;

/** Spec texts: 'Submitted {type} registration', '{type} registration approved' / 'rejected', else 'Updated {type} registration'. */
export function activityText(event: Pick<ActivityEvent, 'action' | 'type'>): string {
  switch (event.action) {
    case 'submitted':
      return `Submitted ${event.type} registration`;
    case 'approved':
      return `${event.type} registration approved`;
    case 'rejected':
      return `${event.type} registration rejected`;
    default:
      return `Updated ${event.type} registration`;
  }
}

/** The portal's 24-hour form (e.g. 'Mar 4, 2025, 10:20'); 'Invalid date' when unparsable. */
export function activityTime(at: string | null | undefined): string {
  return formatDateTime(at);
}

/** The actor's name, else 'Unknown User'. */
export function actorName(event: Pick<ActivityEvent, 'user_name'>): string {
  return event.user_name?.trim() || 'Unknown User';
}

/** The 5 newest events as lines (newest first, whatever order the server sent). */
export function activityLines(events: readonly ActivityEvent[]): ActivityLine[] {
  return [...events]
    .sort((a, b) => (Date.parse(b.at) || 0) - (Date.parse(a.at) || 0))
    .slice(0, ACTIVITY_LIMIT)
    .map((event) => ({
      id: event.id,
      actor: actorName(event),
      text: activityText(event),
      time: activityTime(event.at),
    }));
}

/** The single entry shown when the activity cannot be loaded. */
export function activityFailureLine(now: Date = new Date()): ActivityLine {
  return {
    id: 'activity-error',
    actor: 'System',
    text: 'Unable to load recent activity',
    time: formatDateTime(now.toISOString()),
  };
}
