import {
  allowedDocumentTypes,
  documentSchema,
  maxDocumentBytes,
  uploadTicketSchema,
  type DocumentRecord,
  type UploadTicket,
} from '@portal/contracts/account';
import { apiFetch, ApiError } from '@portal/web/api';

/**
 * The document upload flow shared by My Documents and the registration form's file fields:
 *   1. POST /documents/uploads -> presigned POST (url + fields), size and type bound in its policy
 *   2. POST the file as multipart/form-data to url (fields first, `file` last) with XMLHttpRequest so
 *      the UI can show progress
 *   3. POST /documents/uploads/{upload_id}/complete -> the server checks the stored object and records it
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

/** The multipart body of the presigned POST: the policy fields first, the file last (S3 requires it). */
export function buildUploadForm(fields: Record<string, string>, file: Blob, fileName?: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (fileName) form.append('file', file, fileName);
  else form.append('file', file);
  return form;
}

function postWithProgress(
  ticket: UploadTicket,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ticket.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new ApiError(xhr.status, `The storage service refused the file (HTTP ${xhr.status})`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload was interrupted by a network error'));
    xhr.onabort = () => reject(new ApiError(0, 'The upload was cancelled'));
    xhr.send(buildUploadForm(ticket.fields, file, file.name));
  });
}

/** Uploads one file as a document of `documentType` ('general' or a registration field name). */
export async function uploadDocument(
  file: File,
  documentType: string,
  onProgress?: (percent: number) => void,
): Promise<DocumentRecord> {
  const problem = checkFile(file);
  if (problem) throw new ApiError(400, problem);
  const ticket = await apiFetch('/documents/uploads', {
    method: 'POST',
    json: { file_name: file.name, file_type: file.type, size: file.size, document_type: documentType },
    schema: uploadTicketSchema,
    retries: 0,
  });
  onProgress?.(0);
  await postWithProgress(ticket, file, onProgress);
  onProgress?.(100);
  return apiFetch(`/documents/uploads/${encodeURIComponent(ticket.upload_id)}/complete`, {
    method: 'POST',
    json: {},
    schema: documentSchema,
  });
}
