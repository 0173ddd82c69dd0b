import {
  inquirySchema,
  marketItemSchema,
  sentInquiriesSchema,
  type Inquiry,
  type MarketItem,
} from '@portal/contracts/marketplace';
import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';

const collection = (kind: ItemKind) => (kind === 'listing' ? 'listings' : 'requests');

export const SENT_INQUIRIES_PATH = '/marketplace/inquiries/sent';

/** GET /marketplace/{listings|requests}/{id}: the item as the server has it now (never the stored copy). */
export function useMarketItem(kind: ItemKind, id: string | undefined) {
  return useSWR<MarketItem>(
    id ? `/marketplace/${collection(kind)}/${encodeURIComponent(id)}` : null,
    (path: string) => apiFetch(path, { schema: marketItemSchema }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** GET /marketplace/inquiries/sent: the caller's inquiries and this month's use of the limit. */
export function useSentInquiries() {
  return useSWR(SENT_INQUIRIES_PATH, (path: string) => apiFetch(path, { schema: sentInquiriesSchema }), {
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
  return apiFetch(`/marketplace/listings/${encodeURIComponent(id)}/inquiries`, {
    method: 'POST',
    json: body,
    schema: inquirySchema,
  });
}

/** POST /marketplace/requests/{id}/inquiries (a seller on a request, with both documents). */
export function inquireOnRequest(id: string, body: RequestInquiry): Promise<Inquiry> {
  return apiFetch(`/marketplace/requests/${encodeURIComponent(id)}/inquiries`, {
    method: 'POST',
    json: body,
    schema: inquirySchema,
  });
}
