import { invalid } from '../../errors';
import type { VerifiableType } from './file-types';

/**
 * What a domain allows for one kind of upload (account documents, FCO terms, inquiry files, deal
 * documents). `name` is stored in each ticket: a ticket issued for one use cannot be completed as
 * another.
 */
export interface UploadPurpose {
  name: string;
  allowedTypes: readonly VerifiableType[];
  maxBytes: number;
}

/** An issued upload, stored until it is completed (or its TTL passes). */
export interface UploadTicketRecord {
  upload_id: string;
  /** The user who may complete it (the ticket lives in that user's partition). */
  owner: string;
  purpose: string;
  /** The only key the presigned POST may write (under `uploads/`). */
  key: string;
  /** Where the verified file is copied to. */
  final_key: string;
  file_name: string;
  file_type: VerifiableType;
  size: number;
  /** The caller's own data, handed back on completion (e.g. the document type). */
  context: Record<string, string>;
  expires_at: string;
}

/** A file the server has checked and moved out of reach of every upload ticket. */
export interface VerifiedFile {
  key: string;
  file_name: string;
  content_type: VerifiableType;
  size: number;
  verified_at: string;
  /** SHA-256 of the bytes, lower-case hex, when the caller asked for it. */
  sha256?: string;
}

/** The announced file is one the purpose allows (checked before a ticket is issued). */
export function assertAllowed(purpose: UploadPurpose, file: { type: string; size: number }): VerifiableType {
  const type = purpose.allowedTypes.find((t) => t === file.type);
  if (!type) throw invalid(`Files of type ${file.type} are not accepted here.`, 'file_type');
  if (!Number.isInteger(file.size) || file.size <= 0) throw invalid('The file is empty.', 'size');
  if (file.size > purpose.maxBytes)
    throw invalid(`The file is larger than ${Math.round(purpose.maxBytes / 1024 ** 2)} MB`, 'size');
  return type;
}

export function assertNotExpired(ticket: UploadTicketRecord, now: Date): void {
  if (new Date(ticket.expires_at).getTime() < now.getTime())
    throw invalid('This upload has expired. Please upload the file again.', 'upload_id');
}
