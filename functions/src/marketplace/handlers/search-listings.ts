import { apiHandler } from '../../platform/http/api-handler';
import { marketReadModels } from '../data/item-read-models';
import { searchMarket } from '../domain/item-collection';
import { marketplaceApi } from '../routes';

export const handler = apiHandler(marketplaceApi.searchListings, async ({ principal, query }) =>
  searchMarket('listing', await marketReadModels.listing.current(), query, principal.userId),
);
