import type { Principal } from '../../platform/auth/access';
import { readCompany } from '../../platform/companies/data/company-repository';
import { keys } from '../../platform/data/keys';
import { endMembership } from '../data/company-repository';
import { assertKeepsAnAdministrator } from '../domain/company';
import { leaveMarketplace } from '../../marketplace/use-cases/departure';
import { deleteProfileLeavingTombstone } from '../../platform/users/data/user-repository';
import { conflict } from '../../platform/errors';
import { deleteObject } from '../adapters/document-storage';
import { deleteSignIn } from '../adapters/identity-admin';
import { deleteItems, hasOngoingDeals, listUserItems } from '../data/account-repository';

export const founderWithMembersMessage =
  "Your company's registrations, items and deals are kept under your account, and it has other members. Remove them first, or ask another administrator to remove you from the company.";

/**
 * A member who deletes their account leaves their company first (never its last administrator); the
 * company's founder cannot while others are members, since the company's records are kept under the
 * founder's id and deleting them would take the company away from its members.
 */
async function leaveCompany(principal: Principal): Promise<void> {
  const company = await readCompany(principal.companyId);
  if (!company || company.members < 2) return;
  if (principal.companyId === principal.userId) throw conflict(founderWithMembersMessage);
  assertKeepsAnAdministrator({ role: principal.companyRole }, null, company.administrators);
  await endMembership({
    companyId: principal.companyId,
    userId: principal.userId,
    role: principal.companyRole,
    at: new Date(),
  });
}

/**
 * Deletes everything the user owns: files and data first, then the sign-in (signed out everywhere, then
 * removed), and the profile last. The API refuses a caller without a profile, so until the last step a
 * failure leaves a user who can still call DELETE /account again; after it, the access token still in
 * the browser is refused everywhere.
 */
export async function deleteAccount(principal: Principal): Promise<void> {
  const userId = principal.userId;
  await leaveCompany(principal);
  if (await hasOngoingDeals(userId))
    throw conflict('You cannot delete your account while you have ongoing deals.');
  // listings and requests leave the marketplace first (each with a tombstone for the search replicas)
  // and every pending inquiry sent or received is withdrawn, so no deal can open with this account
  await leaveMarketplace(userId, 'deleted');
  const items = await listUserItems(userId);
  const files = items.flatMap((item) =>
    item.sk.startsWith('DOC#') || item.sk.startsWith('MFILE#')
      ? [String(item.file_path)]
      : item.sk.startsWith('UPLOAD#')
        ? [String(item.key)]
        : [],
  );
  for (const file of files) await deleteObject(file);
  const profileKey = keys.profile(userId);
  await deleteItems([
    ...items.filter((item) => item.sk !== profileKey.sk).map(({ pk, sk }) => ({ pk, sk })),
    // outside the user's partition: the daily digest's membership (deleting none is no error)
    keys.digestSubscriber(userId),
  ]);
  await deleteSignIn(userId);
  // with a tombstone, so the admin lists drop the user (a deleted item leaves no trace in an index)
  await deleteProfileLeavingTombstone(userId, new Date());
}
