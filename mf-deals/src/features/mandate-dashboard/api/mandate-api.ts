import { mandateContracts } from '@portal/contracts/api/mandates';
import type { MandateAttachRequest } from '@portal/contracts/mandates';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';

export const MANDATE_DEALS_KEY = apiKey(mandateContracts.mandateDeals);

/** GET /mandate/deals: the deals the caller follows as a mandate (admins: every deal) and their figures. */
export function useMandateDeals(enabled: boolean) {
  return useSWR(enabled ? MANDATE_DEALS_KEY : null, () => callApi(mandateContracts.mandateDeals));
}

/** POST /mandate/attachments: asks the deal's party to attach the caller (it confirms on its deal page). */
export function requestAttachment(body: MandateAttachRequest) {
  return callApi(mandateContracts.requestMandateAttachment, { body });
}
