import { listRegistrations } from '../data/account-repository';
import { deleteDocumentItem, getOwnDocument } from '../data/document-repository';
import { assertDocumentDeletable } from '../domain/registrations';
import { notFound } from '../../platform/domain/errors';
import { apiHandler, Reply } from '../../platform/http/api-handler';
import { deleteStoredFile } from '../../platform/uploads/uploads';
import { accountApi } from '../routes';

export const handler = apiHandler(accountApi.deleteDocument, async ({ params, principal }) => {
  const document = await getOwnDocument(principal.userId, params.id);
  if (!document) throw notFound('Document not found');
  const registrations = await listRegistrations(principal.userId);
  assertDocumentDeletable(document.id, registrations);
  // the record goes first, and only while the registrations read above are unchanged: a file without
  // a record is invisible; a record without a file would be a broken link
  await deleteDocumentItem(principal.userId, document.id, registrations);
  await deleteStoredFile(document.file_path);
  return new Reply(204, undefined);
});
