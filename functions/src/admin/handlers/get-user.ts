import { getBanking, listDocuments, listRegistrations } from '../../account/data/account-repository';
import { bankingView } from '../../account/domain/banking';
import { notFound } from '../../platform/domain/errors';
import { apiHandler } from '../../platform/http/api-handler';
import { getProfileItem } from '../data/admin-repository';
import { defaultRating } from '../../platform/domain/rating';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.getUser, async ({ params }) => {
  const profile = await getProfileItem(params.id);
  if (!profile) throw notFound('User not found');
  const [registrations, documents, banking] = await Promise.all([
    listRegistrations(params.id),
    listDocuments(params.id),
    getBanking(params.id),
  ]);
  const { rating, disabled, ...publicProfile } = profile;
  return {
    profile: publicProfile,
    registrations,
    documents,
    banking: bankingView(banking),
    rating: rating ?? defaultRating,
    disabled: disabled === true,
  };
});
