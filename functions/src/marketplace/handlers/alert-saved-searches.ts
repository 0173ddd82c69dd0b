import { alertSavedSearches } from '../use-cases/alert-saved-searches';

/**
 * The saved-search alerts: an EventBridge schedule invokes it every 15 minutes in the cloud, the local
 * stack's timer every SWEEP_INTERVAL_MS. The event carries nothing the job needs; `now` is the clock's.
 */
export const handler = async () => alertSavedSearches();
