import { marketplaceContracts } from '@portal/contracts/api/marketplace';
import type { Inquiry, MarketItemDetail } from '@portal/contracts/marketplace';
import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import { kindParam } from '../../../lib/item-routes';

export const SENT_INQUIRIES_PATH = apiKey(marketplaceContracts.sentInquiries);

/** GET /marketplace/{listings|requests}/{id}: the item as the server has it now (never the stored copy). */
export function useMarketItem(kind: ItemKind, id: string | undefined) {
  const params = { kind: kindParam(kind), id: id ?? '' };
  return useSWR<MarketItemDetail>(
    id ? apiKey(marketplaceContracts.getItem, { params }) : null,
    () => callApi(marketplaceContracts.getItem, { params }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** GET /marketplace/inquiries/sent: the caller's inquiries and this month's use of the limit. */
export function useSentInquiries() {
  return useSWR(SENT_INQUIRIES_PATH, () => callApi(marketplaceContracts.sentInquiries), {
    revalidateOnFocus: true,
  });
}

export interface ListingInquiry {
  quantity: number;
  message?: string;
}

export interface RequestInquiry extends ListingInquiry {
  product_specifications_file_id: string;
  fco_terms_file_id: string;
}

/** POST /marketplace/listings/{id}/inquiries (a buyer on a listing). */
export function inquireOnListing(id: string, body: ListingInquiry): Promise<Inquiry> {
  return callApi(marketplaceContracts.inquireListing, { params: { id }, body });
}

/** POST /marketplace/requests/{id}/inquiries (a seller on a request, with both documents). */
export function inquireOnRequest(id: string, body: RequestInquiry): Promise<Inquiry> {
  return callApi(marketplaceContracts.inquireRequest, { params: { id }, body });
}

/** GET /marketplace/files/{id}/download: a short-lived link to the item's FCO terms. */
export async function fcoDownloadUrl(fileId: string): Promise<string> {
  const { url } = await callApi(marketplaceContracts.downloadFile, { params: { id: fileId } });
  return url;
}
