import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { ownRegistration } from '../use-cases/registrations';

export const handler = apiHandler(accountApi.getRegistration, async ({ params, principal }) =>
  ownRegistration(principal.companyId, params.type),
);
