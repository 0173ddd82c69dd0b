import { updateProfileFields } from '../../platform/data/user-repository';
import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

/** The 409 of a stale edit (another tab, or an admin, saved the profile since the form was loaded). */
export const profileChangedMessage =
  'Your profile was changed elsewhere since you opened it. Reload it to see the current values, then save again.';

export const handler = apiHandler(accountApi.updateProfile, async ({ body, principal }) =>
  updateProfileFields(principal.userId, body, new Date(), profileChangedMessage),
);
