import { adminUserIds } from '../../platform/auth/adapters/admin-directory';
import { logger } from '../../platform/logger';
import { notify } from '../../platform/notifications/data/notify';
import {
  readDeals,
  recordNotice,
  retireDeadline,
  unsettledDeadlines,
  type StoredDeadline,
} from '../data/deadline-repository';
import { overdueNotices, reminderNotices, sweepDays, sweepStep } from '../domain/deadlines';

export interface SweepReport {
  /** Unsettled deadlines read. */
  read: number;
  reminders: number;
  overdue: number;
  retired: number;
}

/**
 * One run of the deadline sweep (hourly in the cloud, a timer locally): reads the unsettled deadlines
 * of the days up to tomorrow, their deals, and sends each reminder and overdue notice once. Safe to
 * run twice at the same time: each notice is written with a condition that it was not sent yet.
 */
export async function sweepDeadlines(now = new Date()): Promise<SweepReport> {
  const deadlines: StoredDeadline[] = (
    await Promise.all(sweepDays(now).map((day) => unsettledDeadlines(day)))
  ).flat();
  const report: SweepReport = { read: deadlines.length, reminders: 0, overdue: 0, retired: 0 };
  if (deadlines.length === 0) return report;
  const deals = await readDeals(deadlines.map((d) => d.deal_id));
  let admins: string[] | undefined;
  const at = now.toISOString();
  for (const deadline of deadlines) {
    const deal = deals.get(deadline.deal_id);
    const step = sweepStep(deadline, deal, now);
    if (step === 'wait') continue;
    if (step === 'retire' || !deal) {
      await retireDeadline(deadline, at);
      report.retired++;
      continue;
    }
    const notices =
      step === 'remind'
        ? reminderNotices(deal, deadline)
        : overdueNotices(deal, deadline, (admins ??= await adminUserIds()));
    const sent = await recordNotice({
      deadline,
      kind: step === 'remind' ? 'reminder' : 'overdue',
      dealVersion: deal.version,
      at,
      notifications: notices.map((notice) => notify({ ...notice, at: now })),
    });
    if (sent && step === 'remind') report.reminders++;
    if (sent && step === 'overdue') report.overdue++;
  }
  logger.info('deadline sweep', { ...report });
  return report;
}
