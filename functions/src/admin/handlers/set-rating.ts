import { apiHandler } from '../../platform/http/api-handler';
import { setProfileFlags } from '../data/admin-repository';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.setRating, async ({ params, body }) => {
  await setProfileFlags(params.id, { rating: body.rating }, new Date());
  return { id: params.id, rating: body.rating };
});
