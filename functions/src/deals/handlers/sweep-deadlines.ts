import { sweepDeadlines } from '../use-cases/sweep-deadlines';

/**
 * The deadline sweep: an EventBridge schedule invokes it hourly in the cloud, the local stack's timer
 * every SWEEP_INTERVAL_MS. The event carries nothing the sweep needs; `now` is the clock's.
 */
export const handler = async () => sweepDeadlines();
