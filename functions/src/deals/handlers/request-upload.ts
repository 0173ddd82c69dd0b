import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { requestDealUpload } from '../use-cases/documents';

export const handler = apiHandler(dealsApi.requestDealUpload, async ({ params, body, principal }) =>
  requestDealUpload(params.id, principal, body),
);
