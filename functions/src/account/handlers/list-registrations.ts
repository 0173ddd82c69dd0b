import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { ownRegistrations } from '../use-cases/registrations';

export const handler = apiHandler(accountApi.listRegistrations, async ({ principal }) =>
  ownRegistrations(principal.companyId),
);
