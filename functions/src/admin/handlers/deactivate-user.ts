import { forbidden } from '../../platform/domain/errors';
import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { setUserActive } from '../set-user-active';

export const handler = apiHandler(adminApi.deactivateUser, async ({ params, principal }) => {
  if (params.id === principal.userId) throw forbidden('You cannot deactivate your own account.');
  return setUserActive(params.id, false);
});
