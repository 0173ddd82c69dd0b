import type { DealDetail } from '@portal/contracts/deals';
import { fetchDeal } from '../../../lib/deals-api';

/** The deal as the server has it now (after a 409 the panel shows the state it was refused against). */
export function reloadDeal(id: string): Promise<DealDetail> {
  return fetchDeal(id);
}
