import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { deactivateUser } from '../use-cases/user-state';

export const handler = apiHandler(adminApi.deactivateUser, async ({ params, principal }) =>
  deactivateUser(params.id, principal.userId),
);
