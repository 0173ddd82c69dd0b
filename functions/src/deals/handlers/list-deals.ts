import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { listDeals } from '../use-cases/deal-view';

export const handler = apiHandler(dealsApi.listDeals, async ({ principal, query }) =>
  listDeals(principal, query),
);
