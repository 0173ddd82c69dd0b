import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { platformDocumentDownload } from '../use-cases/platform-documents';

export const handler = apiHandler(dealsApi.downloadPlatformDocument, async ({ params, principal }) =>
  platformDocumentDownload(params.id, params.type, principal),
);
