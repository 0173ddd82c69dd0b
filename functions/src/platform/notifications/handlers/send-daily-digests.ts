import type { Context } from 'aws-lambda';
import { logger } from '../../logger';
import { flushMetrics } from '../../metrics/powertools-metrics';
import { sendDailyDigests } from '../use-cases/send-daily-digests';

/**
 * The daily digest job: an EventBridge schedule invokes it hourly in the cloud, the local stack's timer
 * every SWEEP_INTERVAL_MS. The event carries nothing it needs; `now` is the clock's, and the claim per
 * user and day makes every run after the first of the day a no-op for those done.
 */
export const handler = async (_event?: unknown, context?: Pick<Context, 'getRemainingTimeInMillis'>) => {
  try {
    const report = await sendDailyDigests({
      timeLeftMs: context ? () => context.getRemainingTimeInMillis() : undefined,
    });
    if (report.subscribers > 0) logger.info('daily digests', { ...report });
    return report;
  } finally {
    flushMetrics();
  }
};
