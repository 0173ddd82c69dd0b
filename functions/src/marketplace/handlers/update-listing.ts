import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { editItem } from '../use-cases/items';

export const handler = apiHandler(marketplaceApi.updateListing, async ({ params, body, principal }) =>
  editItem('listing', params.id, principal.companyId, body),
);
