import { accountDocuments, documentFolder } from '../domain/documents';
import { apiHandler, created } from '../../platform/http/api-handler';
import { issueUploadTicket } from '../../platform/uploads/uploads';
import { accountApi } from '../routes';

export const handler = apiHandler(accountApi.requestUpload, async ({ body, principal }) =>
  created(
    await issueUploadTicket({
      owner: principal.userId,
      purpose: accountDocuments,
      folder: documentFolder(principal.userId, body.document_type),
      file: { name: body.file_name, type: body.file_type, size: body.size },
      context: { document_type: body.document_type },
    }),
  ),
);
