import { marketplaceContracts } from '@portal/contracts/api/marketplace';
import type { Inquiry, OwnerItem } from '@portal/contracts/marketplace';
import type { ItemKind, OwnerTab } from '@portal/contracts/marketplace-catalogue';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import { itemRoutes, kindParam } from '../../../lib/item-routes';

/**
 * The owner's side of the marketplace: their items by tab (read from the base table, so a change shows
 * at once), the inquiries on an item, accepting and declining them, and the caller's own sent
 * inquiries. SWR keys are the API paths, so a write can revalidate every tab (isApiKey).
 */

export const ownerListKey = (kind: ItemKind, tab: OwnerTab) =>
  apiKey(itemRoutes[kind].mine, { query: { tab } });

/** GET /my/{listings|requests}?tab=...: the items of the tab and the counts of every tab. */
export function useOwnerItems(kind: ItemKind, tab: OwnerTab) {
  return useSWR(ownerListKey(kind, tab), () => callApi(itemRoutes[kind].mine, { query: { tab } }), {
    keepPreviousData: true,
    revalidateOnFocus: true,
  });
}

const inquiriesInput = (kind: ItemKind, id: string) => ({ params: { kind: kindParam(kind), id } });

export const itemInquiriesKey = (kind: ItemKind, id: string) =>
  apiKey(marketplaceContracts.itemInquiries, inquiriesInput(kind, id));

/** GET /marketplace/{kind}/{id}/inquiries: the inquiries on one of the caller's items (loaded when shown). */
export function useItemInquiries(kind: ItemKind, id: string, enabled: boolean) {
  return useSWR(enabled ? itemInquiriesKey(kind, id) : null, () =>
    callApi(marketplaceContracts.itemInquiries, inquiriesInput(kind, id)).then((list) => list.inquiries),
  );
}

export const SENT_INQUIRIES_KEY = apiKey(marketplaceContracts.sentInquiries);

/** GET /marketplace/inquiries/sent: the caller's own inquiries and this month's use of the limit. */
export function useSentInquiries() {
  return useSWR(SENT_INQUIRIES_KEY, () => callApi(marketplaceContracts.sentInquiries));
}

/** POST /marketplace/{kind}/{id}/status: Active <-> Inactive on the version shown. */
export function setItemStatus(item: OwnerItem, status: 'Active' | 'Inactive'): Promise<OwnerItem> {
  return callApi(marketplaceContracts.setItemStatus, {
    params: { kind: kindParam(item.kind), id: item.id },
    body: { status, version: item.version },
  });
}

/** POST /marketplace/inquiries/{id}/accept: the deal opens; answers the inquiry and the deal's id. */
export function acceptInquiry(inquiry: Inquiry) {
  return callApi(marketplaceContracts.acceptInquiry, { params: { id: inquiry.id } });
}

/** POST /marketplace/inquiries/{id}/decline with an optional reason the inquirer sees. */
export function declineInquiry(inquiry: Inquiry, reason: string): Promise<Inquiry> {
  const trimmed = reason.trim();
  return callApi(marketplaceContracts.declineInquiry, {
    params: { id: inquiry.id },
    body: trimmed ? { reason: trimmed } : {},
  });
}

/** A short-lived download link of an inquiry's document (the item's owner may open it). */
export async function fileDownloadUrl(fileId: string): Promise<string> {
  const { url } = await callApi(marketplaceContracts.downloadFile, { params: { id: fileId } });
  return url;
}
