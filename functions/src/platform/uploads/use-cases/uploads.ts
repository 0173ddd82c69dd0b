import { createHash, randomUUID } from 'node:crypto';
import { invalid, notFound } from '../../errors';
import type { TransactItem } from '../../data/transactions';
import {
  copyVerified,
  deleteObject,
  ensureCopy,
  digestObject,
  inspectObject,
  presignGet,
  presignPost,
  putObject,
} from '../adapters/object-store';
import { contentDisposition } from '../domain/content-disposition';
import {
  claimUploadTicket,
  consumeUploadTicket,
  deleteUploadTicket,
  getUploadTicket,
  putUploadTicket,
} from '../data/upload-ticket-repository';
import { isPreviewable, isReviewPreviewable, type VerifiableType } from '../domain/file-types';
import { storageKeys, unlinkableKey } from '../domain/storage-keys';
import {
  assertAllowed,
  assertNotExpired,
  claimSeconds,
  ticketState,
  ticketTaken,
  type UploadPurpose,
  type UploadTicketRecord,
  type VerifiedFile,
} from '../domain/ticket';
import { refusalOf, sampleBytesFor } from '../domain/verification';

/**
 * The one upload flow of the platform, for every domain that takes files:
 *
 *   issueUploadTicket   presigned POST for one server-chosen key under `uploads/` (type and size in
 *                       the policy), the ticket stored for its owner
 *   completeUpload      verify the stored object (size, stored content type, bytes via `file-type`),
 *                       copy it server-side to its final key (no ticket can write there), delete the
 *                       upload object, all while holding the ticket's claim; the caller records
 *                       the verified file together with `consumeTicket` in one transaction
 *   downloadLinks       presigned GETs served as the verified type, as an attachment (and inline for
 *                       image previews), with the file name in RFC 5987 form
 *   deleteStoredFile    removes a file (the bucket's lifecycle expires its old versions)
 *
 * A domain gives the owner and its purpose (allowed types, size limit) and gets back a verified file
 * record. The key is `{purpose name}/{random uuid}.{ext}` (`storage-keys.ts`): the owner is kept in
 * the ticket and the domain's record, never in the key.
 */

/** A ticket is valid for 10 minutes: enough for 10 MB on a slow line, short enough to be useless later. */
export const ticketSeconds = 600;
/** Download links live 5 minutes: long enough to click, too short to share. */
export const downloadSeconds = 300;

export interface IssuedTicket {
  upload_id: string;
  url: string;
  fields: Record<string, string>;
  expires_at: string;
}

export async function issueUploadTicket(input: {
  owner: string;
  purpose: UploadPurpose;
  file: { name: string; type: string; size: number };
  context?: Record<string, string>;
  now?: Date;
}): Promise<IssuedTicket> {
  const type = assertAllowed(input.purpose, input.file);
  const now = input.now ?? new Date();
  const { uploadKey, finalKey } = storageKeys({
    kind: input.purpose.name,
    type,
    fileName: input.file.name,
    id: randomUUID(),
  });
  const ticket: UploadTicketRecord = {
    upload_id: randomUUID(),
    owner: input.owner,
    purpose: input.purpose.name,
    key: uploadKey,
    final_key: finalKey,
    file_name: input.file.name,
    file_type: type,
    size: input.file.size,
    context: input.context ?? {},
    expires_at: new Date(now.getTime() + ticketSeconds * 1000).toISOString(),
  };
  const post = await presignPost({
    key: ticket.key,
    contentType: ticket.file_type,
    size: ticket.size,
    expiresSeconds: ticketSeconds,
  });
  await putUploadTicket(ticket);
  return { upload_id: ticket.upload_id, url: post.url, fields: post.fields, expires_at: ticket.expires_at };
}

/** Drops a ticket and whatever its POST stored: a refused or expired upload leaves nothing behind. */
async function discard(ticket: UploadTicketRecord) {
  await deleteObject(ticket.key);
  await deleteUploadTicket(ticket.owner, ticket.upload_id);
}

/**
 * Verifies and finalizes the owner's upload. Refusals (400, field `file`) delete the object and the
 * ticket. The ticket is claimed first (a concurrent completion gets 409 and changes nothing) and
 * consumed by the caller's transaction (`consumeTicket`, valid only for this claim), so the file and
 * its record appear together and a replayed completion writes nothing.
 */
export async function completeUpload(input: {
  owner: string;
  uploadId: string;
  purpose: UploadPurpose;
  /** Also compute the SHA-256 of the bytes (deal documents name exactly what was reviewed). */
  digest?: boolean;
  /**
   * Context the ticket must have been issued with (e.g. its deal): checked before the file is touched,
   * so completing a ticket in the wrong place leaves it usable where it belongs.
   */
  context?: Record<string, string>;
  now?: Date;
}): Promise<{ file: VerifiedFile; context: Record<string, string>; consumeTicket: TransactItem }> {
  const ticket = await getUploadTicket(input.owner, input.uploadId);
  const elsewhere = Object.entries(input.context ?? {}).some(([k, v]) => ticket?.context?.[k] !== v);
  if (!ticket || ticket.purpose !== input.purpose.name || elsewhere)
    throw notFound('Upload not found. Please upload the file again.');
  const now = input.now ?? new Date();
  // One completion at a time (a double click, a retry): the one that claims the ticket verifies, moves
  // and records the file; the others answer 409 and touch nothing: a loser that found the object
  // already moved would take it for a failed upload and discard the ticket and the winner's copy.
  const state = ticketState(ticket, now);
  if (state !== 'open') throw ticketTaken(state);
  const claimId = randomUUID();
  const until = new Date(now.getTime() + claimSeconds * 1000);
  if (!(await claimUploadTicket(ticket.owner, ticket.upload_id, claimId, now, until))) {
    const taken = await getUploadTicket(input.owner, input.uploadId);
    if (!taken) throw notFound('Upload not found. Please upload the file again.');
    throw ticketTaken(ticketState(taken, now) === 'completed' ? 'completed' : 'claimed');
  }
  try {
    assertNotExpired(ticket, now);
  } catch (error) {
    await discard(ticket);
    throw error;
  }
  const stored = await inspectObject(ticket.key, sampleBytesFor(ticket.file_type));
  const refusal = await refusalOf(
    { type: ticket.file_type, size: ticket.size, maxBytes: input.purpose.maxBytes },
    stored,
  );
  if (refusal || !stored) {
    await discard(ticket);
    throw invalid(refusal ?? 'The file was not uploaded. Please try again.', 'file');
  }
  const copied = await copyVerified({ from: ticket.key, to: ticket.final_key, etag: stored.etag });
  if (!copied) {
    await deleteObject(ticket.final_key);
    await discard(ticket);
    throw invalid('The file changed while it was being checked. Please upload it again.', 'file');
  }
  await deleteObject(ticket.key);
  const sha256 = input.digest ? await digestObject(ticket.final_key) : undefined;
  return {
    file: {
      ...(sha256 ? { sha256 } : {}),
      key: ticket.final_key,
      file_name: ticket.file_name,
      content_type: ticket.file_type,
      size: stored.size,
      verified_at: now.toISOString(),
    },
    context: ticket.context,
    consumeTicket: consumeUploadTicket(ticket.owner, ticket.upload_id, claimId, now),
  };
}

/**
 * Links to a verified file for a caller already authorized to read it: `url` downloads it (attachment),
 * `preview_url` (images; for a reviewer, PDFs too) shows it inline. Both are served as the verified
 * type, so a PDF opens in the browser's viewer and never as HTML.
 */
export async function downloadLinks(
  file: { key: string; file_name: string; content_type: string },
  now = new Date(),
  options: { reviewer?: boolean; unlinkable?: boolean } = {},
): Promise<{ url: string; preview_url?: string; expires_at: string }> {
  const previewable = options.reviewer ? isReviewPreviewable : isPreviewable;
  // a file read by someone who must not learn its owner is served under a key that names no one
  const key = options.unlinkable ? unlinkableKey(file.key) : file.key;
  if (key !== file.key) await ensureCopy({ from: file.key, to: key });
  const link = (kind: 'attachment' | 'inline') =>
    presignGet({
      key,
      contentType: file.content_type,
      contentDisposition: contentDisposition(kind, file.file_name),
      expiresSeconds: downloadSeconds,
    });
  return {
    url: await link('attachment'),
    ...(previewable(file.content_type) ? { preview_url: await link('inline') } : {}),
    expires_at: new Date(now.getTime() + downloadSeconds * 1000).toISOString(),
  };
}

/**
 * Stores a file the platform generated itself (a PDF made from a deal's data) beside the verified
 * uploads of `purpose`, under the same key scheme; returns it as a verified file with its SHA-256.
 */
export async function storeGeneratedFile(input: {
  purpose: UploadPurpose;
  file_name: string;
  content_type: VerifiableType;
  bytes: Uint8Array;
  now?: Date;
}): Promise<VerifiedFile & { sha256: string }> {
  const now = input.now ?? new Date();
  const { finalKey } = storageKeys({
    kind: input.purpose.name,
    type: input.content_type,
    fileName: input.file_name,
    id: randomUUID(),
  });
  await putObject({ key: finalKey, body: input.bytes, contentType: input.content_type });
  return {
    key: finalKey,
    file_name: input.file_name,
    content_type: input.content_type,
    size: input.bytes.byteLength,
    verified_at: now.toISOString(),
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
  };
}

/** Removes a stored file (verified or still under `uploads/`). */
export async function deleteStoredFile(key: string): Promise<void> {
  await deleteObject(key);
}

export type { UploadPurpose, VerifiedFile, VerifiableType };
