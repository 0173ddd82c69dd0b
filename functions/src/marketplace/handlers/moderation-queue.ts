import { apiHandler } from '../../platform/http/api-handler';
import { marketplaceApi } from '../routes';
import { moderationQueue } from '../use-cases/items';

export const handler = apiHandler(marketplaceApi.moderationQueue, async ({ principal }) =>
  moderationQueue(principal.userId),
);
