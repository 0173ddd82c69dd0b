import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { setUserActive } from '../use-cases/user-state';

export const handler = apiHandler(adminApi.activateUser, async ({ params }) =>
  setUserActive(params.id, true),
);
