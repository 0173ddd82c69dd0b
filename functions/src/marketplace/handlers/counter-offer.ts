import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { counterOffer } from '../use-cases/inquiries';

export const handler = apiHandler(marketplaceApi.counterOffer, async ({ params, body, principal }) =>
  counterOffer(params.id, principal.companyId, body),
);
