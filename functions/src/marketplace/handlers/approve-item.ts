import { apiHandler } from '../../platform/http/api-handler';
import { kindOfSegment } from '../domain/items';
import { marketplaceApi } from '../routes';
import { moderateItem } from '../use-cases/items';

export const handler = apiHandler(marketplaceApi.approveItem, async ({ params, principal }) =>
  moderateItem(kindOfSegment(params.kind), params.id, principal.userId, { approve: true }),
);
