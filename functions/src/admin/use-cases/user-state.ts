import { leaveMarketplace, returnToMarketplace } from '../../marketplace/use-cases/departure';
import { forbidden } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { disableSignIn, enableSignIn } from '../adapters/user-directory';
import { getProfileItem, setProfileFlags } from '../data/admin-repository';
import { applyActiveState } from '../domain/active-state';

/**
 * Deactivate / activate: the Cognito sign-in (by sub) and the table flag, in step (see
 * applyActiveState); then the marketplace follows: a deactivated user's items leave it and their
 * pending inquiries are withdrawn, an activated user's items come back. Should that step fail, the
 * admin repeats the action (each step is idempotent). The user's open deals stay, and Deal
 * Management marks them as needing attention while a party is inactive.
 */
export async function setUserActive(userId: string, active: boolean) {
  const result = await applyActiveState(userId, active, {
    profileExists: async (id) => (await getProfileItem(id)) !== undefined,
    setSignIn: (id, enabled) => (enabled ? enableSignIn(id) : disableSignIn(id)),
    setDisabledFlag: (id, disabled) => setProfileFlags(id, { disabled }, new Date()),
    report: (level, message, details) => logger[level](`user active state: ${message}`, details),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  if (active) await returnToMarketplace(userId);
  else await leaveMarketplace(userId, 'deactivated');
  return result;
}

/** An admin deactivates another user, never their own account (they would lock themselves out). */
export function deactivateUser(userId: string, adminId: string) {
  if (userId === adminId) throw forbidden('You cannot deactivate your own account.');
  return setUserActive(userId, false);
}
