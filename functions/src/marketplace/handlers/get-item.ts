import { apiHandler } from '../../platform/http/api-handler';
import { kindOfSegment } from '../domain/items';
import { marketplaceApi } from '../routes';
import { readItem } from '../use-cases/items';

export const handler = apiHandler(marketplaceApi.getItem, async ({ params, principal }) =>
  readItem(kindOfSegment(params.kind), params.id, {
    userId: principal.companyId,
    isAdmin: principal.isAdmin,
    roles: principal.roles,
  }),
);
