import { apiHandler, created } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { sendInquiry } from '../use-cases/inquiries';

export const handler = apiHandler(marketplaceApi.inquireListing, async ({ params, body, principal }) =>
  created(await sendInquiry('listing', params.id, principal.companyId, body)),
);
