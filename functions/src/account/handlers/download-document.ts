import { findDocument, getOwnDocument } from '../data/document-repository';
import { notFound } from '../../platform/domain/errors';
import { apiHandler } from '../../platform/http/api-handler';
import { downloadLinks } from '../../platform/uploads/uploads';
import { accountApi } from '../routes';

/** Owners get their own documents; admins any (to review registrations). Others: 404, not 403, so ids don't leak. */
export const handler = apiHandler(accountApi.downloadDocument, async ({ params, principal }) => {
  const document =
    (await getOwnDocument(principal.userId, params.id)) ??
    (principal.isAdmin ? await findDocument(params.id) : undefined);
  if (!document) throw notFound('Document not found');
  return downloadLinks({
    key: document.file_path,
    file_name: document.file_name,
    content_type: document.file_type,
  });
});
