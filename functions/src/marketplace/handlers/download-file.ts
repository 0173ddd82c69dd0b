import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { marketFileDownload } from '../use-cases/files';

/**
 * The uploader, the owner of the item an inquiry's file was sent to, whoever may inquire on the item
 * whose FCO terms it is, and admins; others get 404.
 */
export const handler = apiHandler(marketplaceApi.downloadFile, async ({ params, principal }) =>
  marketFileDownload(params.id, {
    userId: principal.companyId,
    isAdmin: principal.isAdmin,
    roles: principal.roles,
  }),
);
