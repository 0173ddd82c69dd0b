import { forbidden } from '../../platform/errors';
import { logger } from '../../platform/logger';
import { disableSignIn, enableSignIn } from '../adapters/user-directory';
import { getProfileItem, setProfileFlags } from '../data/admin-repository';
import { applyActiveState } from '../domain/active-state';

/** Deactivate / activate: the Cognito sign-in (by sub) and the table flag, in step (see applyActiveState). */
export function setUserActive(userId: string, active: boolean) {
  return applyActiveState(userId, active, {
    profileExists: async (id) => (await getProfileItem(id)) !== undefined,
    setSignIn: (id, enabled) => (enabled ? enableSignIn(id) : disableSignIn(id)),
    setDisabledFlag: (id, disabled) => setProfileFlags(id, { disabled }, new Date()),
    report: (level, message, details) => logger[level](`user active state: ${message}`, details),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
}

/** An admin deactivates another user, never their own account (they would lock themselves out). */
export function deactivateUser(userId: string, adminId: string) {
  if (userId === adminId) throw forbidden('You cannot deactivate your own account.');
  return setUserActive(userId, false);
}
