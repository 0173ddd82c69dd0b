import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { declineInquiry } from '../use-cases/inquiries';

export const handler = apiHandler(marketplaceApi.declineInquiry, async ({ params, body, principal }) =>
  declineInquiry(params.id, principal.companyId, body.reason, body.round),
);
