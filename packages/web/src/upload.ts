import type { UploadTicket } from '@portal/contracts/account';
// by package name: bundled into each remote, this module must use the shell's shared API client
// (a relative import would bring a private copy whose runtime config is never loaded)
import { ApiError } from '@portal/web/api';

/**
 * The browser side of the platform's one upload flow, for every remote that takes files:
 *   1. the domain's upload route (e.g. POST /deals/{id}/uploads) -> presigned POST (url + fields), size
 *      and type bound in its policy
 *   2. POST the file as multipart/form-data to url (fields first, `file` last) with XMLHttpRequest so
 *      the UI can show progress; the url is the storage's, not the API's
 *   3. the domain's complete route (e.g. POST /deals/{id}/uploads/{uploadId}/complete) -> the server
 *      checks the stored object and records it
 * The caller makes calls 1 and 3 with callApi and its domain's contracts, so they are typed.
 */

/** What every upload route is told about the file; the caller adds its own fields to the body. */
export interface UploadFileFields {
  file_name: string;
  file_type: string;
  size: number;
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

/** Uploads one file: a ticket for it, the POST to the storage, then the server's check. */
export async function uploadThroughTicket<T>(input: {
  file: File;
  /** Call 1, with the file's fields in the body. */
  requestTicket: (file: UploadFileFields) => Promise<UploadTicket>;
  /** Call 3, for the ticket's upload id. */
  complete: (uploadId: string) => Promise<T>;
  onProgress?: (percent: number) => void;
}): Promise<T> {
  const { file, onProgress } = input;
  const ticket = await input.requestTicket({ file_name: file.name, file_type: file.type, size: file.size });
  onProgress?.(0);
  await postWithProgress(ticket, file, onProgress);
  onProgress?.(100);
  return input.complete(ticket.upload_id);
}
