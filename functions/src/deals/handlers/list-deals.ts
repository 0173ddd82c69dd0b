import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { listDeals } from '../use-cases/deals';

export const handler = apiHandler(dealsApi.listDeals, async ({ principal }) => listDeals(principal));
