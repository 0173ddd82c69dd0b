import { apiHandler, Reply } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { deleteSearch } from '../use-cases/saved-searches';

export const handler = apiHandler(marketplaceApi.deleteSavedSearch, async ({ params, principal }) => {
  await deleteSearch(principal.userId, params.id);
  return new Reply(204, undefined);
});
