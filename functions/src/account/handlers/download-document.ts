import { presignDownload } from '../adapters/document-storage';
import { findDocument, getOwnDocument } from '../data/account-repository';
import { notFound } from '../../platform/domain/errors';
import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

const expiresSeconds = 300;

/** Owners get their own documents; admins any (to review registrations). Others: 404, not 403, so ids don't leak. */
export const handler = apiHandler(accountApi.downloadDocument, async ({ params, principal }) => {
  const document =
    (await getOwnDocument(principal.userId, params.id)) ??
    (principal.isAdmin ? await findDocument(params.id) : undefined);
  if (!document) throw notFound('Document not found');
  return {
    url: await presignDownload(document.file_path, document.file_name, expiresSeconds),
    expires_at: new Date(Date.now() + expiresSeconds * 1000).toISOString(),
  };
});
