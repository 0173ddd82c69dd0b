import { deleteSignIn } from '../adapters/identity-admin';
import { deleteObject } from '../adapters/document-storage';
import { deleteItems, hasOngoingDeals, listUserItems } from '../data/account-repository';
import { conflict } from '../../platform/domain/errors';
import { apiHandler, Reply } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

/**
 * Deletes everything the user owns, files and data first and the sign-in last, so a failure part-way
 * leaves a user who can sign in and try again rather than data nobody can reach.
 */
export const handler = apiHandler(accountApi.deleteAccount, async ({ principal }) => {
  if (await hasOngoingDeals(principal.userId))
    throw conflict('You cannot delete your account while you have ongoing deals.');
  const items = await listUserItems(principal.userId);
  const files = items.flatMap((item) =>
    item.sk.startsWith('DOC#')
      ? [String(item.file_path)]
      : item.sk.startsWith('UPLOAD#')
        ? [String(item.key)]
        : [],
  );
  for (const file of files) await deleteObject(file);
  await deleteItems(items.map(({ pk, sk }) => ({ pk, sk })));
  const email = principal.profile?.email ?? principal.email;
  if (email) await deleteSignIn(email);
  return new Reply(204, undefined);
});
