import { randomUUID } from 'node:crypto';
import type { ProfileUpdate } from '@portal/contracts/account';
import { getBanking, listDocuments, listRegistrations } from '../../platform/accounts/data/account-reads';
import { bankingView } from '../../platform/accounts/domain/banking';
import { copyOwnerRating } from '../../platform/users/data/owner-items';
import { updateProfileFields } from '../../platform/users/data/user-repository';
import { notFound } from '../../platform/errors';
import { defaultRating } from '../../platform/users/domain/rating';
import { applyRatingOverride, getProfileItem } from '../data/admin-repository';

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

/** The 409 of a stale edit (the user, or another admin, saved the profile since the dialog loaded it). */
export const userProfileChangedMessage =
  "This user's profile was changed since you opened it. Reload it to see the current values, then save again.";

/** An admin's edit of a user's full name, phone number and company name. */
export function editUserProfile(userId: string, update: ProfileUpdate) {
  return updateProfileFields(userId, update, new Date(), userProfileChangedMessage);
}

/**
 * An audited override: the profile takes the rating with its audit event first; then each of the
 * user's listings and requests, whose cards and Rating sort show it (an item created meanwhile checks
 * the profile's rating in its own write). The next review received sets the average again.
 */
export async function adjustRating(userId: string, rating: number, adminId: string) {
  const now = new Date();
  await applyRatingOverride({ userId, rating, adminId, auditId: randomUUID(), now });
  await copyOwnerRating(userId, rating, now);
  return { id: userId, rating };
}
