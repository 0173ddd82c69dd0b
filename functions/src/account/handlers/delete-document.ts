import { deleteObject } from '../adapters/document-storage';
import { deleteDocumentItem, getOwnDocument } from '../data/account-repository';
import { notFound } from '../../platform/domain/errors';
import { apiHandler, Reply } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

export const handler = apiHandler(accountApi.deleteDocument, async ({ params, principal }) => {
  const document = await getOwnDocument(principal.userId, params.id);
  if (!document) throw notFound('Document not found');
  // the record goes first: a file without a record is invisible; a record without a file would be a broken link
  await deleteDocumentItem(principal.userId, document.id);
  await deleteObject(document.file_path);
  return new Reply(204, undefined);
});
