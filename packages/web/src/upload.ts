import { uploadTicketSchema, type UploadTicket } from '@portal/contracts/account';
import type { ZodType } from 'zod';
// by package name: bundled into each remote, this module must use the shell's shared API client
// (a relative import would bring a private copy whose runtime config is never loaded)
import { apiFetch, ApiError } from '@portal/web/api';

/**
 * The browser side of the platform's one upload flow, for every remote that takes files:
 *   1. POST `ticketPath` -> presigned POST (url + fields), size and type bound in its policy
 *   2. POST the file as multipart/form-data to url (fields first, `file` last) with XMLHttpRequest so
 *      the UI can show progress
 *   3. POST `{ticketPath}/{upload_id}/complete` -> the server checks the stored object and records it
 */

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

/** Uploads one file: ticket from `ticketPath` with `ticketBody`, the POST, then the server's check. */
export async function uploadThroughTicket<T>(input: {
  file: File;
  ticketPath: string;
  ticketBody: Record<string, unknown>;
  completeSchema: ZodType<T>;
  onProgress?: (percent: number) => void;
}): Promise<T> {
  const { file, onProgress } = input;
  const ticket = await apiFetch(input.ticketPath, {
    method: 'POST',
    json: { file_name: file.name, file_type: file.type, size: file.size, ...input.ticketBody },
    schema: uploadTicketSchema,
    retries: 0,
  });
  onProgress?.(0);
  await postWithProgress(ticket, file, onProgress);
  onProgress?.(100);
  return apiFetch(`${input.ticketPath}/${encodeURIComponent(ticket.upload_id)}/complete`, {
    method: 'POST',
    json: {},
    schema: input.completeSchema,
  });
}
