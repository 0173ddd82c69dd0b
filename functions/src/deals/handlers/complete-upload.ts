import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { completeDealUpload } from '../use-cases/documents';

export const handler = apiHandler(dealsApi.completeDealUpload, async ({ params, principal }) =>
  completeDealUpload(params.id, params.uploadId, principal),
);
