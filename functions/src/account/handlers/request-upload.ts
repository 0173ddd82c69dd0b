import { apiHandler, created } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { requestDocumentUpload } from '../use-cases/documents';

export const handler = apiHandler(accountApi.requestUpload, async ({ body, principal }) =>
  created(await requestDocumentUpload(principal.companyId, body)),
);
