import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { sentInquiries } from '../use-cases/inquiries';

export const handler = apiHandler(marketplaceApi.sentInquiries, async ({ principal }) =>
  sentInquiries(principal.companyId),
);
