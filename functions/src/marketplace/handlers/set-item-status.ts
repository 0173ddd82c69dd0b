import { apiHandler } from '../../platform/http/api-handler';
import { kindOfSegment } from '../domain/items';
import { marketplaceApi } from '../routes';
import { changeItemStatus } from '../use-cases/items';

export const handler = apiHandler(marketplaceApi.setItemStatus, async ({ params, body, principal }) =>
  changeItemStatus(kindOfSegment(params.kind), params.id, principal.companyId, body),
);
