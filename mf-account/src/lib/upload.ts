import {
  allowedDocumentTypes,
  maxDocumentBytes,
  type DocumentRecord,
  type UploadRequest,
} from '@portal/contracts/account';
import { accountContracts } from '@portal/contracts/api/account';
import { ApiError, callApi } from '@portal/web/api';
import { uploadThroughTicket } from '@portal/web/upload';

/**
 * The document upload of My Documents and the registration form's file fields, through the portal's
 * upload flow (@portal/web/upload) on the account's upload routes.
 */

/** Client-side pre-check (the server checks again): a reason to refuse the file, or null. */
export function checkFile(file: { name: string; type: string; size: number }): string | null {
  if (!file.name.trim()) return 'The file has no name';
  if (file.size <= 0) return 'The file is empty';
  if (file.size > maxDocumentBytes) return 'The file is larger than 10 MB';
  if (!(allowedDocumentTypes as readonly string[]).includes(file.type)) {
    return `Files of type ${file.type || 'unknown'} are not accepted (PDF, images, Word, Excel, text or CSV)`;
  }
  return null;
}

/** Uploads one file as a document of `documentType` ('general' or a registration field name). */
export async function uploadDocument(
  file: File,
  documentType: string,
  onProgress?: (percent: number) => void,
): Promise<DocumentRecord> {
  const problem = checkFile(file);
  if (problem) throw new ApiError(400, problem);
  return uploadThroughTicket({
    file,
    requestTicket: (fields) =>
      callApi(accountContracts.requestUpload, {
        // checkFile let only the accepted types through (the server checks again)
        body: {
          ...fields,
          file_type: fields.file_type as UploadRequest['file_type'],
          document_type: documentType,
        },
        retries: 0,
      }),
    complete: (uploadId) => callApi(accountContracts.completeUpload, { params: { uploadId }, body: {} }),
    onProgress,
  });
}
