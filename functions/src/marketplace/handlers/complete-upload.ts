import { apiHandler, created } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { completeMarketUpload } from '../use-cases/files';

/** A verified upload becomes one of the caller's marketplace files, ready to attach. */
export const handler = apiHandler(marketplaceApi.completeMarketUpload, async ({ params, principal }) =>
  created(await completeMarketUpload(principal.companyId, params.uploadId)),
);
