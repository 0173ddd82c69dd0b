import type { ProfileUpdate } from '@portal/contracts/account';
import { updateProfileFields } from '../../platform/users/data/user-repository';

/** The 409 of a stale edit (another tab, or an admin, saved the profile since the form was loaded). */
export const profileChangedMessage =
  'Your profile was changed elsewhere since you opened it. Reload it to see the current values, then save again.';

export function updateOwnProfile(userId: string, update: ProfileUpdate) {
  return updateProfileFields(userId, update, new Date(), profileChangedMessage);
}
