import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { itemMatches } from '../use-cases/matches';

export const handler = apiHandler(marketplaceApi.itemMatches, async ({ params, principal }) =>
  itemMatches(params.kind === 'listings' ? 'listing' : 'request', params.id, principal.companyId),
);
