import { randomUUID } from 'node:crypto';
import { copyOwnerRating } from '../../platform/data/owner-items';
import { apiHandler } from '../../platform/http/api-handler';
import { applyRatingOverride } from '../data/admin-repository';
import { adminApi } from '../routes';

/**
 * An audited override: the profile takes the rating with its audit event first; then each of the
 * user's listings and requests, whose cards and Rating sort show it (an item created meanwhile checks
 * the profile's rating in its own write). The next review received sets the average again.
 */
export const handler = apiHandler(adminApi.setRating, async ({ params, body, principal }) => {
  const now = new Date();
  await applyRatingOverride({
    userId: params.id,
    rating: body.rating,
    adminId: principal.userId,
    auditId: randomUUID(),
    now,
  });
  await copyOwnerRating(params.id, body.rating, now);
  return { id: params.id, rating: body.rating };
});
