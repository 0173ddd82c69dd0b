import { marketplaceContracts } from '@portal/contracts/api/marketplace';
import type { MarketFile, marketFilePurposes } from '@portal/contracts/marketplace';
import {
  marketFileExtensions,
  marketFileTypes,
  maxMarketFileBytes,
} from '@portal/contracts/marketplace-catalogue';
import { callApi } from '@portal/web/api';
import { uploadThroughTicket } from '@portal/web/upload';

/**
 * The marketplace's documents (FCO terms, product specifications): PDF or Word, at most 10 MB, each
 * uploaded through the platform's upload flow (ticket, POST with progress, the server's check) and
 * then named by its id in the item or inquiry that attaches it.
 */

export type MarketFilePurpose = (typeof marketFilePurposes)[number];

/** A toast's title and description. */
export interface FileProblem {
  title: string;
  description: string;
}

export const marketFileMessages = {
  invalidType: { title: 'Invalid file type', description: 'Please upload a PDF or Word document.' },
  tooLarge: { title: 'File too large', description: 'Please upload a file smaller than 10MB.' },
  empty: { title: 'Empty file', description: 'The chosen file is empty.' },
} as const satisfies Record<string, FileProblem>;

/** What a file picker offers: PDF and Word, by extension and by type. */
export const marketFileAccept = [...marketFileExtensions, ...marketFileTypes].join(',');

const typeByExtension: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * The file's type as the upload declares it: the browser's, or from the extension when the browser
 * gives none (some systems know no type for .doc / .docx). The server checks the bytes either way.
 */
export function declaredFileType(file: { name: string; type: string }): string {
  if (file.type) return file.type;
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  return typeByExtension[extension] ?? '';
}

/** Why a file cannot be taken (PDF or Word, at most 10485760 bytes, not empty), or null. */
export function marketFileProblem(file: { name: string; type: string; size: number }): FileProblem | null {
  if (!(marketFileTypes as readonly string[]).includes(declaredFileType(file)))
    return marketFileMessages.invalidType;
  if (file.size > maxMarketFileBytes) return marketFileMessages.tooLarge;
  if (file.size <= 0) return marketFileMessages.empty;
  return null;
}

/** Uploads one document for `purpose`; answers the stored file (its id goes into the next request). */
export function uploadMarketFile(
  file: File,
  purpose: MarketFilePurpose,
  onProgress: (percent: number) => void,
): Promise<MarketFile> {
  const type = declaredFileType(file);
  const typed = type === file.type ? file : new File([file], file.name, { type });
  return uploadThroughTicket({
    file: typed,
    requestTicket: (fields) =>
      callApi(marketplaceContracts.requestMarketUpload, {
        // the caller let only PDF and Word through marketFileProblem (the server checks again)
        body: { ...fields, file_type: fields.file_type as (typeof marketFileTypes)[number], purpose },
        retries: 0,
      }),
    complete: (uploadId) => callApi(marketplaceContracts.completeMarketUpload, { params: { uploadId } }),
    onProgress,
  });
}
