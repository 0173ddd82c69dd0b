import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { documentDownload } from '../use-cases/documents';

/** Owners get their own documents; admins any (to review registrations). Others: 404, not 403, so ids don't leak. */
export const handler = apiHandler(accountApi.downloadDocument, async ({ params, principal }) =>
  documentDownload(params.id, { userId: principal.companyId, isAdmin: principal.isAdmin }),
);
