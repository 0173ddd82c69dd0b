import { dealDetailSchema, type DealDetail } from '@portal/contracts/deals';
import { apiFetch } from '@portal/web/api';
import { dealKey } from '../../../lib/deals-api';

/** The party's answer to a mandate's request for its side; answers the deal after it. */
export function answerMandateRequest(
  dealId: string,
  mandateId: string,
  answer: 'confirm' | 'decline',
): Promise<DealDetail> {
  return apiFetch(`${dealKey(dealId)}/mandates/${encodeURIComponent(mandateId)}/${answer}`, {
    method: 'POST',
    schema: dealDetailSchema,
  });
}
