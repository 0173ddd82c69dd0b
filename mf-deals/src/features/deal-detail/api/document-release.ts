import { dealsContracts } from '@portal/contracts/api/deals';
import type { DealDetail } from '@portal/contracts/deals';
import { callApi } from '@portal/web/api';

/**
 * A second member's answer to a document held for the company's approval (four-eyes): released, it
 * goes on to the platform's review; refused, a new version is owed. Both answer the deal after it.
 */
export function releaseDealDocument(dealId: string, documentId: string): Promise<DealDetail> {
  return callApi(dealsContracts.releaseDealDocument, { params: { id: dealId, documentId } });
}

export function refuseDealDocument(dealId: string, documentId: string, reason: string): Promise<DealDetail> {
  return callApi(dealsContracts.refuseDealDocument, {
    params: { id: dealId, documentId },
    body: { reason },
  });
}
