import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { saveSearch } from '../use-cases/saved-searches';

export const handler = apiHandler(marketplaceApi.saveSearch, async ({ body, principal }) =>
  saveSearch(principal.userId, principal.companyId, body),
);
