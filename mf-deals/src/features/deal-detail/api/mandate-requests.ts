import { dealsContracts } from '@portal/contracts/api/deals';
import type { DealDetail } from '@portal/contracts/deals';
import { callApi } from '@portal/web/api';

/** The party's answer to a mandate's request for its side; answers the deal after it. */
export function answerMandateRequest(
  dealId: string,
  mandateId: string,
  answer: 'confirm' | 'decline',
): Promise<DealDetail> {
  const route = answer === 'confirm' ? dealsContracts.confirmMandate : dealsContracts.declineMandate;
  return callApi(route, { params: { id: dealId, mandateId } });
}
