import { conflict, invalid } from '../../errors';
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
  /** The completion that holds the ticket while it verifies and moves the file, and until when. */
  claim_id?: string;
  claimed_until?: string;
  /** Set (instead of deleting the ticket) when the file's record was written: later completes get 409. */
  completed_at?: string;
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

/**
 * How long one completion holds its ticket: verifying, copying and hashing a file of at most a few MB
 * takes seconds; a completion that died meanwhile frees the ticket for a retry after this.
 */
export const claimSeconds = 120;

export type TicketState = 'open' | 'claimed' | 'completed';

/**
 * Whether a completion may take the ticket now. Only one completion at a time may touch the uploaded
 * object: a second one would find it already moved, and its refusal would delete the ticket (and the
 * copy) the first is about to record. The repository's claim condition is this same rule.
 */
export function ticketState(
  ticket: Pick<UploadTicketRecord, 'claimed_until' | 'completed_at'>,
  now: Date,
): TicketState {
  if (ticket.completed_at) return 'completed';
  if (ticket.claimed_until && new Date(ticket.claimed_until).getTime() >= now.getTime()) return 'claimed';
  return 'open';
}

/** The answer (409) to a completion that finds the ticket taken: the file is (being) recorded once. */
export function ticketTaken(state: Exclude<TicketState, 'open'>) {
  return conflict(
    state === 'completed'
      ? 'This upload was already completed.'
      : 'This upload is already being completed. Reload in a moment to see the file.',
  );
}
