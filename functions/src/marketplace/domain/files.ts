import type { MarketFile } from '@portal/contracts/marketplace';
import { marketFcoTerms, marketProductSpecifications } from '../../platform/uploads/domain/market-purposes';
import type { UploadPurpose, VerifiedFile } from '../../platform/uploads/domain/ticket';
import { fileView, mayReadFco, type StoredFile, type StoredItem, type Viewer } from './items';

/**
 * Files of the marketplace (FCO terms, product specifications): uploaded through the platform upload
 * module, recorded in the uploader's partition, then attached to exactly one listing, request or
 * inquiry in the transaction that creates it.
 */

export type MarketFilePurpose = MarketFile['purpose'];

/** The upload module's purpose (allowed types, size) of each kind of marketplace file. */
export const uploadPurposeOf: Record<MarketFilePurpose, UploadPurpose> = {
  fco_terms: marketFcoTerms,
  product_specifications: marketProductSpecifications,
};

/** Which marketplace file a completed ticket was issued for (its purpose name). */
export function filePurposeOfUpload(uploadPurposeName: string): MarketFilePurpose | undefined {
  return (Object.keys(uploadPurposeOf) as MarketFilePurpose[]).find(
    (purpose) => uploadPurposeOf[purpose].name === uploadPurposeName,
  );
}

/**
 * What a file is attached to. `item_owner` is the owner of the listing or request (for an inquiry's
 * file: of the item inquired on), who may download it.
 */
export interface FileAttachment {
  kind: 'listing' | 'request' | 'inquiry';
  id: string;
  item_owner: string;
}

/** A marketplace file as stored (see functions/TABLE.md, "Market file"). */
export interface StoredMarketFile extends StoredFile {
  user_id: string;
  purpose: MarketFilePurpose;
  attached_to?: FileAttachment;
}

/** The record a verified upload becomes. */
export function marketFileOf(input: {
  id: string;
  uploaderId: string;
  purpose: MarketFilePurpose;
  file: VerifiedFile;
}): StoredMarketFile {
  return {
    id: input.id,
    user_id: input.uploaderId,
    purpose: input.purpose,
    file_name: input.file.file_name,
    file_type: input.file.content_type,
    size: input.file.size,
    file_path: input.file.key,
    created_at: input.file.verified_at,
  };
}

/** The file as an item or inquiry keeps it. */
export function attachedCopy(file: StoredMarketFile): StoredFile {
  return {
    id: file.id,
    file_name: file.file_name,
    file_type: file.file_type,
    size: file.size,
    file_path: file.file_path,
    created_at: file.created_at,
  };
}

export const marketFileView = (file: StoredMarketFile): MarketFile => fileView(file, file.purpose);

/** The listing or request a file is attached to as its FCO terms (the one to read for mayDownload). */
export function termsItemIdOf(file: StoredMarketFile): string | undefined {
  const to = file.attached_to;
  return to && to.kind !== 'inquiry' && file.purpose === 'fco_terms' ? to.id : undefined;
}

/**
 * Who may download a marketplace file: its uploader, the owner of the item an inquiry's file was sent
 * to, administrators, and whoever may read the FCO terms of the item (`item`, read by the caller from
 * termsItemIdOf) whose current terms it is. A replaced FCO file stays with its uploader. Everyone else
 * is told it does not exist.
 */
export function mayDownload(file: StoredMarketFile, viewer: Viewer, item?: StoredItem): boolean {
  return (
    viewer.isAdmin ||
    file.user_id === viewer.userId ||
    (file.attached_to?.kind === 'inquiry' && file.attached_to.item_owner === viewer.userId) ||
    (item !== undefined &&
      termsItemIdOf(file) === item.id &&
      item.fco_file?.id === file.id &&
      mayReadFco(item, viewer))
  );
}
