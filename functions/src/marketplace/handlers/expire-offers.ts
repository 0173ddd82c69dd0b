import { expireOffers } from '../use-cases/expire-offers';

/**
 * The offer expiry sweep: an EventBridge schedule invokes it every 15 minutes in the cloud, the local
 * stack's timer every SWEEP_INTERVAL_MS. The event carries nothing the sweep needs; `now` is the clock's.
 */
export const handler = async () => expireOffers();
