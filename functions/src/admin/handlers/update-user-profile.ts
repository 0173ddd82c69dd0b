import { updateProfileFields } from '../../account/data/account-repository';
import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.updateUserProfile, async ({ params, body }) =>
  updateProfileFields(params.id, body, new Date()),
);
