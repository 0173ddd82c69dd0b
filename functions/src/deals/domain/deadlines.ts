import { dealGroup, stageInfo, type DealGroupId } from '@portal/contracts/deal-stages';
import type { Notification } from '../../platform/notifications/domain/notification';
import { awaiting } from './deal-machine';
import { ticketHeadline, ticketLines } from './deal-notices';
import type { DealState } from './deal-state';

/**
 * Deadline reminders. Entering a group gives it a due date (deal-machine); each due date is also a
 * deadline record in the partition of its calendar day (UTC), so the sweep reads only the days that
 * can hold a deadline to act on. Per deadline: the acting party is reminded once, in the day before it
 * is due; the admins are told once when it has passed. A deadline whose group is behind the deal
 * (moved on, moved back and due again, closed, cancelled) is retired without a word.
 */

export const reminderLeadMs = 24 * 3600 * 1000;

/** How many past days the sweep looks back for deadlines not yet settled (a sweep down longer misses them). */
export const sweepLookbackDays = 7;

export interface Deadline {
  deal_id: string;
  group: DealGroupId;
  due_at: string;
  reminder_sent_at?: string | null;
  overdue_sent_at?: string | null;
}

/** The calendar day (UTC) a due date belongs to: the deadline's partition. */
export const dueDay = (dueAt: string) => dueAt.slice(0, 10);

/** The days the sweep reads at `now`: the look-back window up to tomorrow (a reminder is due a day ahead). */
export function sweepDays(now: Date, lookbackDays = sweepLookbackDays): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days: string[] = [];
  for (let offset = -lookbackDays; offset <= 1; offset++)
    days.push(new Date(today + offset * 86_400_000).toISOString().slice(0, 10));
  return days;
}

/** The due dates a change set or moved: one deadline each. */
export function newDeadlines(
  dealId: string,
  before: Partial<Record<DealGroupId, string>>,
  after: Partial<Record<DealGroupId, string>>,
): Deadline[] {
  return (Object.entries(after) as Array<[DealGroupId, string | undefined]>)
    .filter(([group, dueAt]) => Boolean(dueAt) && before[group] !== dueAt)
    .map(([group, dueAt]) => ({ deal_id: dealId, group, due_at: dueAt! }));
}

export type SweepStep = 'remind' | 'overdue' | 'retire' | 'wait';

/** What the sweep does with one deadline now. */
export function sweepStep(deadline: Deadline, deal: DealState | undefined, now: Date): SweepStep {
  if (deadline.overdue_sent_at) return 'retire';
  const current =
    deal !== undefined &&
    deal.status === 'active' &&
    stageInfo(deal.stage).group === deadline.group &&
    deal.due_dates[deadline.group] === deadline.due_at;
  if (!current) return 'retire';
  const due = Date.parse(deadline.due_at);
  if (now.getTime() >= due) return 'overdue';
  if (now.getTime() >= due - reminderLeadMs && !deadline.reminder_sent_at) return 'remind';
  return 'wait';
}

type Notice = Omit<Notification, 'at' | 'id'>;

const dueText = (dueAt: string) =>
  new Date(dueAt).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });

/** The reminder to each party the deal waits for (none when only the platform is awaited). */
export function reminderNotices(deal: DealState, deadline: Deadline): Notice[] {
  const label = dealGroup(deadline.group).label;
  const waits = awaiting(deal);
  return (['buyer', 'seller'] as const).flatMap((party) => {
    const sentence = waits[party];
    if (!sentence) return [];
    return [
      {
        userId: party === 'buyer' ? deal.buyer_id : deal.seller_id,
        type: 'deadline-near' as const,
        title: `${label} due soon — ${ticketHeadline(deal)}`,
        body: [
          `${label} is due ${dueText(deadline.due_at)}. ${sentence}.`,
          '',
          ...ticketLines(deal, party),
        ].join('\n'),
        link: `/deal/${deal.id}`,
      },
    ];
  });
}

/** The overdue notice to each admin. */
export function overdueNotices(deal: DealState, deadline: Deadline, adminIds: readonly string[]): Notice[] {
  const label = dealGroup(deadline.group).label;
  const waits = awaiting(deal);
  const pending = [waits.buyer, waits.seller, waits.platform].filter(Boolean).join('. ');
  return adminIds.map((userId) => ({
    userId,
    type: 'deadline-passed' as const,
    title: `${label} overdue — ${ticketHeadline(deal)}`,
    body: [
      `${label} was due ${dueText(deadline.due_at)}.${pending ? ` ${pending}.` : ''}`,
      '',
      ...ticketLines(deal, 'admin'),
    ].join('\n'),
    link: `/deal/${deal.id}`,
  }));
}
