import { apiHandler } from '../../platform/http/api-handler';
import { marketReadModels } from '../data/item-read-models';
import { searchMarket } from '../domain/item-collection';
import { marketplaceApi } from '../routes';

export const handler = apiHandler(marketplaceApi.searchRequests, async ({ principal, query }) =>
  searchMarket('request', await marketReadModels.request.current(), query, principal.userId),
);
