import { apiHandler, created } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { completeDocumentUpload } from '../use-cases/documents';

/** The server's check of what the browser stored; a verified file becomes one of the caller's documents. */
export const handler = apiHandler(accountApi.completeUpload, async ({ params, principal }) =>
  created(await completeDocumentUpload(principal.companyId, params.uploadId)),
);
