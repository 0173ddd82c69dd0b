import { apiHandler, created } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { submitItem } from '../use-cases/items';

export const handler = apiHandler(marketplaceApi.createListing, async ({ body, principal }) =>
  created(await submitItem('listing', principal.companyId, body.form, body.fco_file_id)),
);
