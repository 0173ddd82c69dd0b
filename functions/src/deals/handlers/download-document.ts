import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { dealDocumentDownload } from '../use-cases/documents';

export const handler = apiHandler(dealsApi.downloadDealDocument, async ({ params, principal }) =>
  dealDocumentDownload(params.id, params.documentId, principal),
);
