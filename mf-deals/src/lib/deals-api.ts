import { dealsContracts } from '@portal/contracts/api/deals';
import type { DealDocumentType, PlatformDocumentType } from '@portal/contracts/deal-stages';
import type { DealCommandRequest, DealDetail, DealUploadRequest } from '@portal/contracts/deals';
import type { DealReview, DealReviewRequest } from '@portal/contracts/reviews';
import { apiKey, callApi } from '@portal/web/api';
import { uploadThroughTicket } from '@portal/web/upload';
import useSWR from 'swr';

/**
 * The deals API as the remote uses it (`@portal/contracts/api/deals`). SWR keys are the API paths; a
 * change answers the deal as the caller now sees it, which replaces the cached one.
 */

export const DEALS_KEY = apiKey(dealsContracts.listDeals);
export const dealKey = (id: string) => apiKey(dealsContracts.getDeal, { params: { id } });

/** GET /deals: the caller's deals (admins: the newest of the platform). */
export function useDeals() {
  return useSWR(DEALS_KEY, () => callApi(dealsContracts.listDeals));
}

/** GET /deals/{id} once, outside SWR (a tab that wants the newest documents and to know if that failed). */
export function fetchDeal(id: string): Promise<DealDetail> {
  return callApi(dealsContracts.getDeal, { params: { id } });
}

/** GET /deals/{id}: one deal as the caller may see it, with the actions the server allows now. */
export function useDeal(id: string | undefined) {
  return useSWR(id ? dealKey(id) : null, () => fetchDeal(id!), {
    shouldRetryOnError: (error: unknown) => (error as { status?: number })?.status !== 404,
  });
}

/** POST /deals/{id}/commands: one step; answers the deal after it (409 says what the deal waits for). */
export function runDealCommand(id: string, command: DealCommandRequest): Promise<DealDetail> {
  return callApi(dealsContracts.runDealCommand, { params: { id }, body: command });
}

/** Uploads one deal document (ticket, POST with progress, the server's check); answers the deal after it. */
export function uploadDealDocument(
  id: string,
  documentType: DealDocumentType,
  file: File,
  onProgress?: (percent: number) => void,
  /** More fields of the request: the final unit price with a discount-priced deal's invoice. */
  extra: Pick<DealUploadRequest, 'final_unit_price'> = {},
): Promise<DealDetail> {
  return uploadThroughTicket({
    file,
    requestTicket: (fields) =>
      callApi(dealsContracts.requestDealUpload, {
        params: { id },
        body: { ...fields, ...extra, document_type: documentType },
        retries: 0,
      }),
    complete: (uploadId) => callApi(dealsContracts.completeDealUpload, { params: { id, uploadId } }),
    onProgress,
  });
}

/** A short-lived link to a party document the caller may read. */
export function documentLinks(id: string, documentId: string) {
  return callApi(dealsContracts.downloadDealDocument, { params: { id, documentId } });
}

/** A short-lived link to the latest issue of a platform document (template, invoice, instructions). */
export function platformDocumentLinks(id: string, type: PlatformDocumentType) {
  return callApi(dealsContracts.downloadPlatformDocument, { params: { id, type } });
}

/** POST /deals/{id}/reviews: the caller's one review of the other party of a closed deal. */
export function submitDealReview(id: string, review: DealReviewRequest): Promise<DealReview> {
  return callApi(dealsContracts.submitDealReview, { params: { id }, body: review });
}
