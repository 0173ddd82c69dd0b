import { copyOwnerRating } from '../../platform/data/owner-items';
import { apiHandler } from '../../platform/http/api-handler';
import { setProfileFlags } from '../data/admin-repository';
import { adminApi } from '../routes';

/**
 * The profile takes the rating first; then each of the user's listings and requests, whose cards and
 * Rating sort show it (an item created meanwhile checks the profile's rating in its own write).
 */
export const handler = apiHandler(adminApi.setRating, async ({ params, body }) => {
  const now = new Date();
  await setProfileFlags(params.id, { rating: body.rating }, now);
  await copyOwnerRating(params.id, body.rating, now);
  return { id: params.id, rating: body.rating };
});
