import type { MarketSearchResult } from '@portal/contracts/marketplace';
import type { Industry, ItemKind } from '@portal/contracts/marketplace-catalogue';
import { callApi } from '@portal/web/api';
import useSWR from 'swr';
import { itemRoutes } from '../../../lib/item-routes';
import { searchKey, searchQuery, type SearchState } from '../utils/search-state';

/**
 * GET /marketplace/listings (buyers) or /marketplace/requests (sellers): one page of cards, the total,
 * 'Active Listings: N' and each filter group's counts. The key is the full address of the question;
 * while the next question loads, the previous answer stays on screen.
 */
export function useMarketSearch(kind: ItemKind, industry: Industry | undefined, state: SearchState) {
  return useSWR<MarketSearchResult>(
    searchKey(kind, industry, state),
    () => callApi(itemRoutes[kind].search, { query: searchQuery(state, industry) }),
    {
      keepPreviousData: true,
      revalidateOnFocus: true,
    },
  );
}
