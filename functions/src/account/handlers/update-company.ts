import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { updateCompanySettings } from '../use-cases/company';

export const handler = apiHandler(accountApi.updateCompany, async ({ body, principal }) =>
  updateCompanySettings(principal, body),
);
