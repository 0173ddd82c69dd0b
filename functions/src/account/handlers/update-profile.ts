import { updateProfileFields } from '../data/account-repository';
import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

export const handler = apiHandler(accountApi.updateProfile, async ({ body, principal }) =>
  updateProfileFields(principal.userId, body, new Date()),
);
