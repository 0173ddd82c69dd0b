import { dealDocumentTypes, dealFileAccepts, type DealGroupId } from '@portal/contracts/deal-stages';
import { maxDealFileBytes } from '@portal/contracts/deals';
import { invalid } from '../../platform/domain/errors';
import type { UploadPurpose } from '../../platform/uploads/ticket';
import { isVerifiableType, type VerifiableType } from '../../platform/uploads/file-types';
import type { DealDueDays } from './deal-state';

/**
 * Deal documents in storage: where they go, what the upload module may accept for them, and how long
 * each group may take.
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

/** `deals/{dealId}/{documentType}`, the layout of deal documents in the bucket. */
export const dealFolder = (dealId: string, documentType: string) => `deals/${dealId}/${documentType}`;

/** The announced file type is one this document type accepts (its panel's list). */
export function assertAcceptedFile(documentType: keyof typeof dealDocumentTypes, fileType: string): void {
  const accepted = dealDocumentTypes[documentType].accepts;
  if (!accepted.mimeTypes.includes(fileType))
    throw invalid(
      `Please upload a file of type ${accepted.extensions.map((e) => e.toUpperCase()).join(', ')}.`,
      'file_type',
    );
}

/**
 * Days each group may take once it opens (its due date). The parties' document groups get a week, the
 * platform's verification three days, payment and title transfer two weeks; the first group and the
 * closing have none.
 */
export const dealDueDays: DealDueDays = {
  'initial-spa': 7,
  'proof-documents': 7,
  verification: 3,
  'final-spa': 7,
  icpo: 7,
  'commercial-invoice': 7,
  payment: 14,
  'title-transfer': 14,
} satisfies Partial<Record<DealGroupId, number>>;
