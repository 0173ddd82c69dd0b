import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { ownerList } from '../use-cases/items';

export const handler = apiHandler(marketplaceApi.myRequests, async ({ query, principal }) =>
  ownerList('request', principal.companyId, query.tab),
);
