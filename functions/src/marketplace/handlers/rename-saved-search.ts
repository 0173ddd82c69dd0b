import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { renameSearch } from '../use-cases/saved-searches';

export const handler = apiHandler(marketplaceApi.renameSavedSearch, async ({ params, body, principal }) =>
  renameSearch(principal.userId, params.id, body.name, body.version),
);
