import { randomUUID } from 'node:crypto';
import { deleteObject, inspectObject } from '../adapters/document-storage';
import { deletePendingUpload, getPendingUpload, recordDocument } from '../data/account-repository';
import { assertUploadNotExpired, refusalOf } from '../domain/documents';
import { invalid, notFound } from '../../platform/domain/errors';
import { apiHandler, created } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

/**
 * The server's check of what the browser stored (principle 5): the object must exist, have the size
 * announced (at most 10 MB) and start with the bytes of its declared type. A refused file is deleted.
 */
export const handler = apiHandler(accountApi.completeUpload, async ({ params, principal }) => {
  const pending = await getPendingUpload(principal.userId, params.uploadId);
  if (!pending) throw notFound('Upload not found. Please upload the file again.');
  const now = new Date();
  assertUploadNotExpired(pending, now);
  const stored = await inspectObject(pending.key);
  const refusal = refusalOf(pending, stored);
  if (refusal) {
    if (stored) await deleteObject(pending.key);
    await deletePendingUpload(principal.userId, pending.upload_id);
    throw invalid(refusal, 'file');
  }
  const document = {
    id: randomUUID(),
    user_id: principal.userId,
    document_type: pending.document_type,
    file_name: pending.file_name,
    file_path: pending.key,
    file_type: pending.file_type,
    size: stored!.size,
    created_at: now.toISOString(),
  };
  await recordDocument(document, pending.upload_id);
  return created(document);
});
