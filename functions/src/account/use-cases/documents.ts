import { randomUUID } from 'node:crypto';
import type { DocumentRecord } from '@portal/contracts/account';
import { listDocuments, listRegistrations } from '../../platform/accounts/data/account-reads';
import { notFound } from '../../platform/errors';
import {
  completeUpload,
  deleteStoredFile,
  downloadLinks,
  issueUploadTicket,
} from '../../platform/uploads/use-cases/uploads';
import {
  deleteDocumentItem,
  findDocument,
  getOwnDocument,
  recordDocument,
} from '../data/document-repository';
import { accountDocuments, documentOf } from '../domain/documents';
import { assertDocumentDeletable } from '../domain/registrations';

/** A presigned POST for one of the caller's documents (the key names no user: `storage-keys.ts`). */
export function requestDocumentUpload(
  userId: string,
  file: { file_name: string; file_type: string; size: number; document_type: string },
) {
  return issueUploadTicket({
    owner: userId,
    purpose: accountDocuments,
    file: { name: file.file_name, type: file.file_type, size: file.size },
    context: { document_type: file.document_type },
  });
}

/** The server's check of what the browser stored; a verified file becomes one of the caller's documents. */
export async function completeDocumentUpload(userId: string, uploadId: string): Promise<DocumentRecord> {
  const { file, context, consumeTicket } = await completeUpload({
    owner: userId,
    uploadId,
    purpose: accountDocuments,
  });
  const document = documentOf({
    id: randomUUID(),
    userId,
    documentType: context.document_type ?? 'general',
    file,
  });
  await recordDocument(document, consumeTicket);
  return document;
}

/** The caller's documents, newest first, optionally of one document type. */
export async function ownDocuments(userId: string, documentType?: string) {
  return { documents: await listDocuments(userId, documentType) };
}

/** Owners get their own documents; admins any (to review registrations). Others: 404, not 403, so ids don't leak. */
export async function documentDownload(documentId: string, caller: { userId: string; isAdmin: boolean }) {
  const document =
    (await getOwnDocument(caller.userId, documentId)) ??
    (caller.isAdmin ? await findDocument(documentId) : undefined);
  if (!document) throw notFound('Document not found');
  return downloadLinks({
    key: document.file_path,
    file_name: document.file_name,
    content_type: document.file_type,
  });
}

/** Deletes one of the caller's documents, unless a registration still references it. */
export async function deleteOwnDocument(userId: string, documentId: string): Promise<void> {
  const document = await getOwnDocument(userId, documentId);
  if (!document) throw notFound('Document not found');
  const registrations = await listRegistrations(userId);
  assertDocumentDeletable(document.id, registrations);
  // the record goes first, and only while the registrations read above are unchanged: a file without
  // a record is invisible; a record without a file would be a broken link
  await deleteDocumentItem(userId, document.id, registrations);
  await deleteStoredFile(document.file_path);
}
