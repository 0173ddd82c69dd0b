import { logger } from '../../platform/logger';
import { notify } from '../../platform/notifications/data/notify';
import { getInquiry, offersDueBefore, retireOfferDue, saveClosing } from '../data/inquiry-repository';
import { expiredInquiry, inquiryNotices } from '../domain/inquiries';
import { hasExpired, latestRound } from '../domain/negotiation';

export interface ExpiryReport {
  /** Expiry records whose time had come. */
  read: number;
  expired: number;
  /** Records of rounds already answered, superseded or closed. */
  retired: number;
}

/** The days whose records the sweep reads: today and the two before, in case a run was missed. */
export function expiryDays(now: Date): string[] {
  return [2, 1, 0].map((back) => new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10));
}

/**
 * One run of the offer expiry sweep (every 15 minutes in the cloud, the local stack's timer): reads
 * the expiry records whose time has passed, and closes each negotiation whose latest round is the one
 * that ran out as Expired, telling both sides. Moves already refuse an offer past its validity, so the
 * sweep only records what happened; the conditional write makes two runs at once expire it once.
 */
export async function expireOffers(now = new Date()): Promise<ExpiryReport> {
  const before = now.toISOString();
  const due = (await Promise.all(expiryDays(now).map((day) => offersDueBefore(day, before)))).flat();
  const report: ExpiryReport = { read: due.length, expired: 0, retired: 0 };
  for (const record of due) {
    const inquiry = await getInquiry(record.item_id, record.inquiry_id);
    const latest = inquiry && latestRound(inquiry);
    if (
      !inquiry ||
      inquiry.status !== 'Pending' ||
      latest?.number !== record.round ||
      !hasExpired(latest, now)
    ) {
      await retireOfferDue(record);
      report.retired++;
      continue;
    }
    const next = expiredInquiry(inquiry, now);
    const outcome = await saveClosing({
      next,
      expectedVersion: inquiry.version,
      notifications: inquiryNotices.expired(next).map((notice) => notify({ ...notice, at: now })),
    });
    // a move that got in first (it could only be refused, but a withdrawal may land) leaves the
    // record for the next run, which then retires it
    if (outcome.saved) report.expired++;
  }
  logger.info('offer expiry sweep', { ...report });
  return report;
}
