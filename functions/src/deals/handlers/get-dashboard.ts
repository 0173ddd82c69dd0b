import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { dashboardOf } from '../use-cases/dashboard';

export const handler = apiHandler(dealsApi.getDashboard, async ({ principal }) =>
  dashboardOf(principal.companyId),
);
