import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { ownDocuments } from '../use-cases/documents';

export const handler = apiHandler(accountApi.listDocuments, async ({ query, principal }) =>
  ownDocuments(principal.companyId, query.document_type),
);
