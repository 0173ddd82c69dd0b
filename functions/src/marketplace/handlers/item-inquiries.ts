import { apiHandler } from '../../platform/http/api-handler';
import { kindOfSegment } from '../domain/items';
import { marketplaceApi } from '../routes';
import { itemInquiries } from '../use-cases/inquiries';

export const handler = apiHandler(marketplaceApi.itemInquiries, async ({ params, principal }) =>
  itemInquiries(kindOfSegment(params.kind), params.id, principal.companyId),
);
