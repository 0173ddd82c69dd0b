import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { withdrawOffer } from '../use-cases/inquiries';

export const handler = apiHandler(marketplaceApi.withdrawOffer, async ({ params, body, principal }) =>
  withdrawOffer(params.id, principal.companyId, body?.round),
);
