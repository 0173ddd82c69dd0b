import type { AdminDealList, AdminDealTab } from '@portal/contracts/admin-deals';
import { callApi } from '@portal/web/api';
import { pageCount } from '@portal/web/paging';
import { useServerList } from '@portal/web/useServerList';
import { dealListKey, dealListQuery } from '../utils/deals';
import { deals } from '../../../lib/api/routes';

/**
 * GET /admin/deals?tab=&q=&page=&page_size=: the search box, the tab and the page over one page of the
 * tab's deals and every tab's count (of the search). The previous answer stays on screen while the
 * next search, tab or page loads; a reload that shrank the tab moves back to its last page.
 */
export function useAdminDeals() {
  return useServerList<AdminDealTab, AdminDealList>({
    tab: 'all',
    key: ({ search, tab, page }) => dealListKey(search, tab, page),
    fetch: ({ search, tab, page }) => callApi(deals.adminDeals, { query: dealListQuery(search, tab, page) }),
    pageCount: (data, tab) => pageCount(data.counts[tab], data.page_size),
    swr: { revalidateOnFocus: true },
  });
}

/** The platform's Cancel (POST /deals/{id}/commands): the server refuses it with a message (409) when it may not. */
export async function cancelDeal(dealId: string, reason: string): Promise<void> {
  await callApi(deals.runDealCommand, {
    params: { id: dealId },
    body: { type: 'cancel', reason: reason.trim() },
  });
}
