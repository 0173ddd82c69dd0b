import { getBanking, listDocuments, listRegistrations } from '../../platform/accounts/data/account-reads';
import { bankingView } from '../../platform/accounts/domain/banking';
import { notFound } from '../../platform/domain/errors';
import { defaultRating } from '../../platform/domain/rating';
import { getProfileItem } from '../data/admin-repository';

/** The user details screen: profile, registrations, documents, banking (masked), rating and state. */
export async function userDetails(userId: string) {
  const profile = await getProfileItem(userId);
  if (!profile) throw notFound('User not found');
  const [registrations, documents, banking] = await Promise.all([
    listRegistrations(userId),
    listDocuments(userId),
    getBanking(userId),
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
}
