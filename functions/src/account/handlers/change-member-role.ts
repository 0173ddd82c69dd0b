import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { changeRole } from '../use-cases/company';

export const handler = apiHandler(accountApi.changeMemberRole, async ({ body, params, principal }) =>
  changeRole(principal, params.userId, body),
);
