import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { editUserProfile } from '../use-cases/users';

export const handler = apiHandler(adminApi.updateUserProfile, async ({ params, body }) =>
  editUserProfile(params.id, body),
);
