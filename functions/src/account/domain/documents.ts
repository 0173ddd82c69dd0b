import { allowedDocumentTypes, maxDocumentBytes, type UploadRequest } from '@portal/contracts/account';
import { invalid } from '../../platform/domain/errors';

type AllowedType = (typeof allowedDocumentTypes)[number];

const extensions: Record<AllowedType, string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'text/plain': ['txt'],
  'text/csv': ['csv'],
};

/** The stored file's extension: the file name's if it fits the declared type, else the type's own. */
export function extensionFor(fileType: AllowedType, fileName: string): string {
  const fromName = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase();
  return fromName && extensions[fileType].includes(fromName) ? fromName : extensions[fileType][0]!;
}

/**
 * The server-chosen object key (spec): `{userId}/{documentType}/{random}_{timestamp}.{ext}`. Nothing
 * of the client's file name reaches the key except a matching extension.
 */
export function documentKey(
  userId: string,
  request: Required<Pick<UploadRequest, 'document_type'>> & UploadRequest,
  random: string,
  now: Date,
): string {
  return `${userId}/${request.document_type}/${random}_${now.getTime()}.${extensionFor(request.file_type, request.file_name)}`;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Whether the first bytes of a file are what its declared type says (magic numbers). */
export function matchesSignature(fileType: AllowedType, bytes: Uint8Array): boolean {
  switch (fileType) {
    case 'application/pdf':
      return startsWith(bytes, ascii('%PDF-'));
    case 'image/png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'image/gif':
      return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
    case 'image/webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    case 'application/msword':
    case 'application/vnd.ms-excel':
      // OLE2 compound file
      return startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
      // Office Open XML is a zip archive
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    case 'text/plain':
    case 'text/csv':
      return isText(bytes);
  }
}

/** Text: no NUL bytes and valid UTF-8 (a character cut at the end of the sample is allowed). */
function isText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  for (let cut = 0; cut <= 3 && cut <= bytes.length; cut++) {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, bytes.length - cut));
      return true;
    } catch {
      // try again without a possibly truncated trailing character
    }
  }
  return false;
}

export interface PendingUpload {
  upload_id: string;
  key: string;
  file_name: string;
  file_type: AllowedType;
  size: number;
  document_type: string;
  expires_at: string;
}

/**
 * Checks the object the browser stored against what was declared when the upload was issued. Returns
 * why it is refused, or undefined when it may become a document.
 */
export function refusalOf(
  pending: PendingUpload,
  stored: { size: number; contentType?: string; firstBytes: Uint8Array } | undefined,
): string | undefined {
  if (!stored) return 'The file was not uploaded. Please try again.';
  if (stored.size > maxDocumentBytes) return 'The file is larger than 10 MB.';
  if (stored.size !== pending.size)
    return `The uploaded file has ${stored.size} bytes, not the ${pending.size} announced.`;
  if (stored.size === 0) return 'The file is empty.';
  if (!matchesSignature(pending.file_type, stored.firstBytes))
    return `The file's content is not a valid ${pending.file_type} file.`;
  return undefined;
}

export function assertUploadNotExpired(pending: PendingUpload, now: Date): void {
  if (new Date(pending.expires_at).getTime() < now.getTime())
    throw invalid('This upload has expired. Please upload the file again.', 'upload_id');
}
