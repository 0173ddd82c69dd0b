import { apiHandler } from '../../platform/http/api-handler';
import { kindOfSegment } from '../domain/items';
import { marketplaceApi } from '../routes';
import { moderateItem } from '../use-cases/items';

/** The reason is required (the body's schema) and shown to the owner with the Rejected status. */
export const handler = apiHandler(marketplaceApi.rejectItem, async ({ params, body, principal }) =>
  moderateItem(kindOfSegment(params.kind), params.id, principal.userId, {
    approve: false,
    reason: body.reason,
  }),
);
