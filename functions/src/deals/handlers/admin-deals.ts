import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { listAdminDeals } from '../use-cases/admin-deals';

export const handler = apiHandler(dealsApi.adminDeals, async ({ query }) => listAdminDeals(query));
