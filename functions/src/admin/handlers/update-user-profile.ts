import { updateProfileFields } from '../../platform/data/user-repository';
import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';

/** The 409 of a stale edit (the user, or another admin, saved the profile since the dialog loaded it). */
export const userProfileChangedMessage =
  "This user's profile was changed since you opened it. Reload it to see the current values, then save again.";

export const handler = apiHandler(adminApi.updateUserProfile, async ({ params, body }) =>
  updateProfileFields(params.id, body, new Date(), userProfileChangedMessage),
);
