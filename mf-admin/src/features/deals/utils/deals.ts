import type { AdminDealList, AdminDealRow, AdminDealTab } from '@portal/contracts/admin-deals';
import { tradeTicket, type TradeTicket } from '@portal/contracts/trade-ticket';
import type { ProgressTone } from '@portal/ui/ProgressBar';
import { apiKey, isApiKey, type ApiQuery } from '@portal/web/api';
import { pageSummary as summarize } from '@portal/web/paging';
import { deals } from '../../../lib/api/routes';

export const DEAL_PAGE_SIZE = 10;
export const MAX_DEAL_SEARCH_LENGTH = 120;

export const DEAL_TABS: ReadonlyArray<{ id: AdminDealTab; label: string }> = [
  { id: 'all', label: 'All Deals' },
  { id: 'pending', label: 'Pending' },
  { id: 'ongoing', label: 'Ongoing' },
  { id: 'completed', label: 'Completed' },
];

/** The query of one page of a tab (the text trimmed; none when empty). */
export function dealListQuery(
  search: string,
  tab: AdminDealTab,
  page: number,
): ApiQuery<typeof deals.adminDeals> {
  const q = search.trim();
  return { tab, page, page_size: DEAL_PAGE_SIZE, ...(q ? { q } : {}) };
}

/** SWR key of one page: its path and query (every page's key is revalidated together: isDealListKey). */
export function dealListKey(search: string, tab: AdminDealTab, page: number): string {
  return apiKey(deals.adminDeals, { query: dealListQuery(search, tab, page) });
}

export const isDealListKey = (key: unknown) => isApiKey(deals.adminDeals, key);

/** Deal Management's bar: green at 100, yellow below 30, blue otherwise. */
export function dealProgressTone(progress: number): ProgressTone {
  if (progress >= 100) return 'success';
  return progress < 30 ? 'warning' : 'primary';
}

/** The company, else the party's anonymous label (deals opened before companies were kept). */
export const partyName = (party: AdminDealRow['buyer']) => party.company || party.label;

/** A cancelled or closed deal takes no more commands: no Cancel for it. */
export const mayCancel = (deal: AdminDealRow) => deal.status === 'active';

/** 'Showing 11–20 of 42 deals' for the page of the tab this list answered (`total`: the tab's count). */
export function pageSummary(list: AdminDealList, total: number): string {
  return summarize({ page: list.page, pageSize: list.page_size, shown: list.deals.length, total }, 'deal');
}

/** The deal's trade ticket as the platform reads it: both parties, by company where known. */
export function rowTicket(deal: AdminDealRow): TradeTicket {
  return tradeTicket(
    {
      ...deal.ticket,
      id: deal.id,
      product: deal.product,
      buyer_label: deal.buyer.label,
      seller_label: deal.seller.label,
    },
    'admin',
    { buyer: deal.buyer.company, seller: deal.seller.company },
  );
}
