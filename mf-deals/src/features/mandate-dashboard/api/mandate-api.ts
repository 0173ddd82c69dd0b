import {
  mandateAttachResponseSchema,
  mandateDashboardSchema,
  type MandateAttachRequest,
} from '@portal/contracts/mandates';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';

export const MANDATE_DEALS_KEY = '/mandate/deals';

/** GET /mandate/deals: the deals the caller follows as a mandate (admins: every deal) and their figures. */
export function useMandateDeals(enabled: boolean) {
  return useSWR(enabled ? MANDATE_DEALS_KEY : null, (path: string) =>
    apiFetch(path, { schema: mandateDashboardSchema }),
  );
}

/** POST /mandate/attachments: asks the deal's party to attach the caller (it confirms on its deal page). */
export function requestAttachment(body: MandateAttachRequest) {
  return apiFetch('/mandate/attachments', {
    method: 'POST',
    json: body,
    schema: mandateAttachResponseSchema,
  });
}
