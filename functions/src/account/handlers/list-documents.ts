import { listDocuments } from '../data/document-repository';
import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

export const handler = apiHandler(accountApi.listDocuments, async ({ query, principal }) => ({
  documents: await listDocuments(principal.userId, query.document_type),
}));
