import { apiHandler, created } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { requestMarketUpload } from '../use-cases/files';

export const handler = apiHandler(marketplaceApi.requestMarketUpload, async ({ body, principal }) =>
  created(await requestMarketUpload(principal.companyId, body)),
);
