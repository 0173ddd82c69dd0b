import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { ownerList } from '../use-cases/items';

export const handler = apiHandler(marketplaceApi.myListings, async ({ query, principal }) =>
  ownerList('listing', principal.companyId, query.tab),
);
