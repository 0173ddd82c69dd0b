import type { AdminDealList, AdminDealTab } from '@portal/contracts/admin-deals';
import { callApi } from '@portal/web/api';
import useSWR from 'swr';
import { dealListKey, dealListQuery } from '../utils/deals';
import { deals } from '../../../lib/api/routes';

/**
 * GET /admin/deals?tab=&q=&page=&page_size=: one page of the tab's deals and every tab's count (of the
 * search). The previous answer stays on screen while the next search, tab or page loads.
 */
export function useAdminDeals(search: string, tab: AdminDealTab, page: number) {
  return useSWR<AdminDealList>(
    dealListKey(search, tab, page),
    () => callApi(deals.adminDeals, { query: dealListQuery(search, tab, page) }),
    { revalidateOnFocus: true, keepPreviousData: true },
  );
}

/** The platform's Cancel (POST /deals/{id}/commands): the server refuses it with a message (409) when it may not. */
export async function cancelDeal(dealId: string, reason: string): Promise<void> {
  await callApi(deals.runDealCommand, {
    params: { id: dealId },
    body: { type: 'cancel', reason: reason.trim() },
  });
}
