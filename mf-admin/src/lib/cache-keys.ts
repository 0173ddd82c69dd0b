import { apiKey, isApiKey } from '@portal/web/api';
import { admin } from './api/routes';

/**
 * The cached answers that several admin screens reload after a change made on another one (a review,
 * Approve All, an account edit). They live here rather than in one feature so that a feature can
 * reload another's data without importing it.
 */

export const STATS_KEY = apiKey(admin.stats);
/** The key names the route only: the card always asks for the same number of events. */
export const ACTIVITY_KEY = apiKey(admin.activity);
export const VERIFICATIONS_KEY = apiKey(admin.pendingRegistrations);

/** True for every cached admin-user key: the lists and the per-user details. */
export function isUsersKey(key: unknown): boolean {
  return isApiKey(admin.listUsers, key) || isApiKey(admin.getUser, key);
}
