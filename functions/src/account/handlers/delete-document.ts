import { apiHandler, Reply } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { deleteOwnDocument } from '../use-cases/documents';

export const handler = apiHandler(accountApi.deleteDocument, async ({ params, principal }) => {
  await deleteOwnDocument(principal.companyId, params.id);
  return new Reply(204, undefined);
});
