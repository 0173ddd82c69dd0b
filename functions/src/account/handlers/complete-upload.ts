import { randomUUID } from 'node:crypto';
import { recordDocument } from '../data/document-repository';
import { accountDocuments, documentOf } from '../domain/documents';
import { apiHandler, created } from '../../platform/http/api-handler';
import { completeUpload } from '../../platform/uploads/uploads';
import { accountApi } from '../routes';

/** The server's check of what the browser stored; a verified file becomes one of the caller's documents. */
export const handler = apiHandler(accountApi.completeUpload, async ({ params, principal }) => {
  const { file, context, consumeTicket } = await completeUpload({
    owner: principal.userId,
    uploadId: params.uploadId,
    purpose: accountDocuments,
  });
  const document = documentOf({
    id: randomUUID(),
    userId: principal.userId,
    documentType: context.document_type ?? 'general',
    file,
  });
  await recordDocument(document, consumeTicket);
  return created(document);
});
