import { marketSearchResultSchema, type MarketSearchResult } from '@portal/contracts/marketplace';
import type { Industry, ItemKind } from '@portal/contracts/marketplace-catalogue';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';
import { searchKey, type SearchState } from '../utils/search-state';

/**
 * GET /marketplace/listings (buyers) or /marketplace/requests (sellers): one page of cards, the total,
 * 'Active Listings: N' and each filter group's counts. The key is the full address of the question;
 * while the next question loads, the previous answer stays on screen.
 */
export function useMarketSearch(kind: ItemKind, industry: Industry | undefined, state: SearchState) {
  return useSWR<MarketSearchResult>(
    searchKey(kind, industry, state),
    (path: string) => apiFetch(path, { schema: marketSearchResultSchema }),
    {
      keepPreviousData: true,
      revalidateOnFocus: true,
    },
  );
}
