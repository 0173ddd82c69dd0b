import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { searchItems } from '../use-cases/search';

export const handler = apiHandler(marketplaceApi.searchRequests, ({ principal, query }) =>
  searchItems('request', query, principal.companyId),
);
