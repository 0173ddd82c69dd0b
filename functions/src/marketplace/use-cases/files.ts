import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { marketUploadRequestSchema } from '@portal/contracts/marketplace';
import { DomainError, notFound } from '../../platform/errors';
import { completeUpload, downloadLinks, issueUploadTicket } from '../../platform/uploads/use-cases/uploads';
import { findMarketFile, recordMarketFile } from '../data/file-repository';
import { getItemById } from '../data/item-repository';
import {
  marketFileOf,
  marketFileView,
  mayDownload,
  termsItemIdOf,
  uploadPurposeOf,
  type MarketFilePurpose,
} from '../domain/files';
import type { Viewer } from '../domain/items';

/**
 * A presigned POST for one marketplace file. Its key names the purpose only: owners are anonymous in
 * the marketplace, and the uploader is kept in the ticket and the file's record.
 */
export function requestMarketUpload(userId: string, request: z.output<typeof marketUploadRequestSchema>) {
  return issueUploadTicket({
    owner: userId,
    purpose: uploadPurposeOf[request.purpose],
    file: { name: request.file_name, type: request.file_type, size: request.size },
  });
}

/**
 * The server's check of what the browser stored (size, stored type, the bytes), then the file's record
 * together with the ticket's consumption. A ticket names its purpose; each purpose is tried, and a
 * ticket of none of them is not found.
 */
export async function completeMarketUpload(userId: string, uploadId: string) {
  for (const purpose of Object.keys(uploadPurposeOf) as MarketFilePurpose[]) {
    let completed: Awaited<ReturnType<typeof completeUpload>>;
    try {
      completed = await completeUpload({ owner: userId, uploadId, purpose: uploadPurposeOf[purpose] });
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not_found') continue;
      throw error;
    }
    const file = marketFileOf({ id: randomUUID(), uploaderId: userId, purpose, file: completed.file });
    await recordMarketFile(file, completed.consumeTicket);
    return marketFileView(file);
  }
  throw notFound('Upload not found. Please upload the file again.');
}

/** A short-lived link to a file the viewer may read; any other file is not found. */
export async function marketFileDownload(fileId: string, viewer: Viewer) {
  const file = await findMarketFile(fileId);
  const itemId = file ? termsItemIdOf(file) : undefined;
  const item = itemId ? await getItemById(itemId) : undefined;
  if (!file || !mayDownload(file, viewer, item)) throw notFound('File not found');
  // the owner's files are read by counterparties who know it only by its label
  return downloadLinks(
    { key: file.file_path, file_name: file.file_name, content_type: file.file_type },
    new Date(),
    { unlinkable: true },
  );
}
