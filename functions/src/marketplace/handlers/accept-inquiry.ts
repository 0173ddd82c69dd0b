import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { acceptInquiry } from '../use-cases/inquiries';

export const handler = apiHandler(marketplaceApi.acceptInquiry, async ({ params, body, principal }) =>
  acceptInquiry(params.id, principal.companyId, body?.round),
);
