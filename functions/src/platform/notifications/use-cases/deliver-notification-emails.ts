import { countBusinessAct } from '../../metrics/business-metrics';
import { randomUUID } from 'node:crypto';
import { config } from '../../config';
import { createMailer, mailTimeouts, type Mailer } from '../adapters/mailer';
import {
  claimDelivery,
  markFailed,
  markSent,
  markSkipped,
  readRecipient,
} from '../data/email-delivery-repository';
import { composeEmail, emailDecision, type OutboxNotification } from '../domain/notification-email';
import { logger } from '../../logger';

/**
 * One notification's email, at most once: the delivery record is claimed (a lease) before the send and
 * marked sent after it. A redelivered record finds it sent (or skipped) and does nothing; a failed
 * send releases the claim and throws, so the stream retries the record and the next attempt sends.
 * The one gap left is a send that succeeded whose "sent" mark could not be written: that is logged and
 * counted as sent (a retry would send the email twice); the Message-ID is the same either way.
 */
export interface DeliveryContext {
  mailer: Mailer;
  portalUrl: string;
  from: string;
  now?: () => Date;
  /** How long a claim keeps other senders off: longer than a send can take (the mailer's timeouts). */
  leaseMs?: number;
}

/** What the stream's sender delivers with: the configured mailer (SES or SMTP), the portal's address, the sender. */
export function configuredDelivery(): DeliveryContext {
  return { mailer: createMailer(), portalUrl: config.portalUrl, from: config.mailFrom };
}

export type DeliveryOutcome = 'sent' | 'skipped' | 'already-delivered';

export class DeliveryBusyError extends Error {
  constructor(notificationId: string, leaseUntil: string) {
    super(`notification ${notificationId} is being emailed by another sender (lease until ${leaseUntil})`);
    this.name = 'DeliveryBusyError';
  }
}

/**
 * The longest one delivery can take: the table calls (about 3 s each at worst) and a send (SMTP:
 * connect 3 s + greeting 3 s + idle 5 s; SES: two 5 s attempts). The handler starts no delivery with
 * less time left, and a claim's lease outlasts it, so a live sender never loses its claim.
 */
export const timeNeededPerEmailMs =
  3 * 3100 +
  Math.max(
    mailTimeouts.connectionMs + mailTimeouts.greetingMs + mailTimeouts.socketMs,
    2 * mailTimeouts.sesRequestMs,
  );
const defaultLeaseMs = 2 * timeNeededPerEmailMs;

export async function deliverNotificationEmail(
  notification: OutboxNotification,
  context: DeliveryContext,
): Promise<DeliveryOutcome> {
  const now = context.now ?? (() => new Date());
  const claimId = randomUUID();
  const claim = await claimDelivery({
    notificationId: notification.id,
    userId: notification.userId,
    claimId,
    now: now(),
    leaseMs: context.leaseMs ?? defaultLeaseMs,
  });
  if (claim.kind === 'done') return 'already-delivered';
  if (claim.kind === 'busy') throw new DeliveryBusyError(notification.id, claim.leaseUntil);

  let decision: ReturnType<typeof emailDecision>;
  try {
    const recipient = notification.to ? undefined : await readRecipient(notification.userId);
    decision = emailDecision(notification, recipient);
  } catch (error) {
    await markFailed({ notificationId: notification.id, claimId, error: String(error), now: now() });
    throw error;
  }
  if (!decision.send) {
    await markSkipped({
      notificationId: notification.id,
      claimId,
      reason: decision.reason,
      now: now(),
    }).catch(() => undefined);
    // the claim stays ours until its lease ends if the skip could not be written; a retry decides again
    return 'skipped';
  }

  const message = composeEmail(notification, decision.to, {
    portalUrl: context.portalUrl,
    from: context.from,
  });
  try {
    await context.mailer.send(message);
  } catch (error) {
    countBusinessAct('emailFailed');
    await markFailed({
      notificationId: notification.id,
      claimId,
      error: (error as Error)?.message ?? String(error),
      now: now(),
    }).catch((markError: unknown) =>
      logger.warn('could not release the email claim; it frees itself when its lease ends', {
        notificationId: notification.id,
        error: String(markError),
      }),
    );
    throw error;
  }
  try {
    await markSent({ notificationId: notification.id, claimId, messageId: message.messageId, now: now() });
  } catch (error) {
    logger.error('email sent but not marked sent', { notificationId: notification.id, error: String(error) });
  }
  countBusinessAct('emailSent');
  return 'sent';
}
