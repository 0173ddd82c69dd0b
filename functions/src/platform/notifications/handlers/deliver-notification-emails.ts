import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { isNotificationInsert, notificationFromImage } from '../domain/notification-email';
import { logger } from '../../logger';
import { flushMetrics } from '../../metrics/powertools-metrics';
import {
  configuredDelivery,
  deliverNotificationEmail,
  timeNeededPerEmailMs,
} from '../use-cases/deliver-notification-emails';
import { fanOutNotification } from '../use-cases/fan-out-notification';

/**
 * The outbox's sender: DynamoDB Streams (the table's new notification items) -> a company's
 * notification copied to its other members it is for, and one email per notification the recipient's
 * preferences allow (the copies come back through the stream for theirs). Records are handled in order; at the first failure
 * the handler stops and reports that record (partial batch response), so the event source retries
 * from it and the records after it; those already sent are recognised and not sent again.
 */
export const handler = async (
  event: DynamoDBStreamEvent,
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<DynamoDBBatchResponse> => {
  try {
    return await deliverBatch(event, context);
  } finally {
    // the e-mails sent and failed in this batch, whichever way it ended
    flushMetrics();
  }
};

async function deliverBatch(
  event: DynamoDBStreamEvent,
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<DynamoDBBatchResponse> {
  const delivery = configuredDelivery();
  for (const record of event.Records ?? []) {
    // no send is started that the function's timeout could cut off (its claim would then wait out the lease)
    if (context && context.getRemainingTimeInMillis() < timeNeededPerEmailMs) {
      logger.info('out of time for this batch; the rest is delivered again', { eventID: record.eventID });
      return {
        batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? record.eventID ?? '' }],
      };
    }
    if (!isNotificationInsert(record as Parameters<typeof isNotificationInsert>[0])) continue;
    const notification = notificationFromImage(
      record.dynamodb?.NewImage as Parameters<typeof notificationFromImage>[0],
    );
    if (!notification) {
      logger.warn('notification record without id or recipient: not emailed', { eventID: record.eventID });
      continue;
    }
    try {
      if (notification.fanOut) {
        const copies = await fanOutNotification(notification);
        if (copies > 0)
          logger.info('notification copied to members', { notificationId: notification.id, copies });
      }
      if (notification.email === false) continue;
      const outcome = await deliverNotificationEmail(notification, delivery);
      logger.info('notification email', {
        notificationId: notification.id,
        type: notification.type,
        outcome,
      });
    } catch (error) {
      logger.warn('notification email failed; the record is retried', {
        notificationId: notification.id,
        error: (error as Error)?.message ?? String(error),
      });
      return {
        batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? record.eventID ?? '' }],
      };
    }
  }
  return { batchItemFailures: [] };
}
