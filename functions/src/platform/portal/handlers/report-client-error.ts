import { apiHandler } from '../../http/api-handler';
import { platformApi } from '../../routes';
import { recordClientError } from '../use-cases/client-errors';

export const handler = apiHandler(platformApi.reportClientError, async ({ body, identity }) => {
  recordClientError(body, identity?.userId);
  return { logged: true as const };
});
