import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { updateOwnProfile } from '../use-cases/profile';

export const handler = apiHandler(accountApi.updateProfile, async ({ body, principal }) =>
  updateOwnProfile(principal.userId, body),
);
