import { apiHandler, created } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { submitItem } from '../use-cases/items';

export const handler = apiHandler(marketplaceApi.createRequest, async ({ body, principal }) =>
  created(await submitItem('request', principal.companyId, body.form, body.fco_file_id)),
);
