import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { adjustRating } from '../use-cases/users';

/** An audited override of the user's rating (see adjustRating). */
export const handler = apiHandler(adminApi.setRating, async ({ params, body, principal }) =>
  adjustRating(params.id, body.rating, principal.userId),
);
