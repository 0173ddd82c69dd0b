import {
  dealDocumentTypes,
  dealFileAccepts,
  dealFileFormats,
  type AcceptedDealFiles,
} from '@portal/contracts/deal-stages';
import { maxDealFileBytes } from '@portal/contracts/deals';
import { invalid } from '../../platform/errors';
import type { UploadPurpose } from '../../platform/uploads/domain/ticket';
import { isVerifiableType, type VerifiableType } from '../../platform/uploads/domain/file-types';

/**
 * Deal documents in storage: where they go and what the upload module may accept for them (how long
 * each group may take is a platform setting: functions/src/platform/settings/domain/settings.ts).
 */

/** Every type any deal document accepts; each document type narrows it (see assertAcceptedFile). */
const allDealFileTypes = [
  ...new Set(Object.values(dealFileAccepts).flatMap((accepted) => accepted.mimeTypes)),
].filter(isVerifiableType);

/** One purpose for every deal document: the ticket's context names the document type. */
export const dealDocumentPurpose: UploadPurpose = {
  name: 'deal-document',
  allowedTypes: allDealFileTypes as VerifiableType[],
  maxBytes: maxDealFileBytes,
};

/**
 * The announced file is one this document type accepts (its panel's list): its type, and a name whose
 * extension is of that type (the machine records only such files, so a ticket is not issued for others).
 */
export function assertAcceptedFile(
  documentType: keyof typeof dealDocumentTypes,
  fileType: string,
  fileName: string,
): void {
  const accepted = dealDocumentTypes[documentType].accepts;
  const formats = accepted.extensions.map((e) => e.toUpperCase()).join(', ');
  if (!accepted.mimeTypes.includes(fileType))
    throw invalid(`Please upload a file of type ${formats}.`, 'file_type');
  const extension = /\.([^.]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  const fits = accepted.extensions.some((e) => e === extension && dealFileFormats[e] === fileType);
  if (!fits)
    throw invalid(
      `The file name must end in .${extensionsOf(accepted, fileType).join(' or .')}.`,
      'file_name',
    );
}

const extensionsOf = (accepted: AcceptedDealFiles, fileType: string) =>
  accepted.extensions.filter((e) => dealFileFormats[e] === fileType);
