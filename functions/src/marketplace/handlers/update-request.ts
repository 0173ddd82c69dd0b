import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { editItem } from '../use-cases/items';

export const handler = apiHandler(marketplaceApi.updateRequest, async ({ params, body, principal }) =>
  editItem('request', params.id, principal.companyId, body),
);
