import { logger } from '../../logger';
import { countBusinessAct } from '../../metrics/business-metrics';
import {
  claimDigestDay,
  digestSubscriberPages,
  notificationsNotEmailed,
  releaseDigestDay,
} from '../data/digest-repository';
import { readRecipient } from '../data/email-delivery-repository';
import { composeDigest, digestPendingFor, digestSlot, digestWindow } from '../domain/digest';
import {
  configuredDelivery,
  timeNeededPerEmailMs,
  type DeliveryContext,
} from './deliver-notification-emails';

export interface DigestReport {
  /** Subscribers not yet done today that this run looked at. */
  subscribers: number;
  sent: number;
  /** Claimed but nothing to list, or no address to send to: done for the day without an e-mail. */
  empty: number;
  /** Done today by another run, or unsubscribed meanwhile. */
  skipped: number;
  failed: number;
}

/**
 * One run of the daily digest (hourly in the cloud, every SWEEP_INTERVAL_MS locally). Before 07:00 UTC
 * it does nothing; after, each subscriber not done today is claimed for the day (a conditional write:
 * another run, or this one again, finds it taken), then gets one e-mail listing the notifications not
 * e-mailed since the previous digest (at most 24 hours), or none when there are none. A send that fails
 * gives the day back, so the next run tries again. `timeLeftMs` stops a run before the function's
 * timeout could cut a send short; the subscribers left are taken by the next run.
 */
export async function sendDailyDigests(
  o: { now?: Date; delivery?: DeliveryContext; timeLeftMs?: () => number } = {},
): Promise<DigestReport> {
  const now = o.now ?? new Date();
  const report: DigestReport = { subscribers: 0, sent: 0, empty: 0, skipped: 0, failed: 0 };
  const slot = digestSlot(now);
  if (!slot.due) return report;
  const delivery = o.delivery ?? configuredDelivery();
  const sentAt = now.toISOString();
  for await (const page of digestSubscriberPages(slot.day)) {
    for (const subscriber of page) {
      if (o.timeLeftMs && o.timeLeftMs() < timeNeededPerEmailMs) {
        logger.info('digest run out of time; the next run takes the rest', { report });
        return report;
      }
      if (!digestPendingFor(subscriber.lastDay, slot.day)) continue;
      report.subscribers++;
      const claim = await claimDigestDay({ userId: subscriber.userId, day: slot.day, sentAt });
      if (claim !== 'claimed') {
        report.skipped++;
        continue;
      }
      try {
        const recipient = await readRecipient(subscriber.userId);
        const window = digestWindow(now, subscriber.lastSentAt);
        const entries =
          recipient?.email && !recipient.disabled
            ? await notificationsNotEmailed(subscriber.userId, window.from, window.to)
            : [];
        const message = recipient?.email
          ? composeDigest(entries, recipient.email, {
              portalUrl: delivery.portalUrl,
              from: delivery.from,
              userId: subscriber.userId,
              day: slot.day,
            })
          : undefined;
        if (!message) {
          report.empty++;
          continue;
        }
        await delivery.mailer.send(message);
        countBusinessAct('emailSent');
        report.sent++;
      } catch (error) {
        report.failed++;
        countBusinessAct('emailFailed');
        logger.warn('daily digest failed; the next run tries again', {
          userId: subscriber.userId,
          error: (error as Error)?.message ?? String(error),
        });
        await releaseDigestDay({
          userId: subscriber.userId,
          sentAt,
          previous: { day: subscriber.lastDay, sentAt: subscriber.lastSentAt },
        }).catch((releaseError: unknown) =>
          logger.error('could not give the digest day back; the user gets no digest today', {
            userId: subscriber.userId,
            error: String(releaseError),
          }),
        );
      }
    }
  }
  return report;
}
