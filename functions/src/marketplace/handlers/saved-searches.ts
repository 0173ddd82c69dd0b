import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { mySavedSearches } from '../use-cases/saved-searches';

export const handler = apiHandler(marketplaceApi.mySavedSearches, async ({ principal }) =>
  mySavedSearches(principal.userId),
);
