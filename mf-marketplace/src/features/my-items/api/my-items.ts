import {
  inquiryAcceptResultSchema,
  inquiryListSchema,
  inquirySchema,
  ownerItemSchema,
  ownerListSchema,
  sentInquiriesSchema,
  type Inquiry,
  type OwnerItem,
} from '@portal/contracts/marketplace';
import type { ItemKind, OwnerTab } from '@portal/contracts/marketplace-catalogue';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';
import { itemKindTexts } from '../../../lib/item-kinds';

/**
 * The owner's side of the marketplace: their items by tab (read from the base table, so a change shows
 * at once), the inquiries on an item, accepting and declining them, and the caller's own sent
 * inquiries. SWR keys are the API paths, so a write can revalidate by prefix.
 */

export const ownerListKey = (kind: ItemKind, tab: OwnerTab) =>
  `/my/${itemKindTexts[kind].collection}?tab=${tab}`;

/** GET /my/{listings|requests}?tab=...: the items of the tab and the counts of every tab. */
export function useOwnerItems(kind: ItemKind, tab: OwnerTab) {
  return useSWR(
    ownerListKey(kind, tab),
    () => apiFetch(`/my/${itemKindTexts[kind].collection}`, { query: { tab }, schema: ownerListSchema }),
    { keepPreviousData: true, revalidateOnFocus: true },
  );
}

export const itemInquiriesKey = (kind: ItemKind, id: string) =>
  `/marketplace/${itemKindTexts[kind].collection}/${encodeURIComponent(id)}/inquiries`;

/** GET /marketplace/{kind}/{id}/inquiries: the inquiries on one of the caller's items (loaded when shown). */
export function useItemInquiries(kind: ItemKind, id: string, enabled: boolean) {
  return useSWR(enabled ? itemInquiriesKey(kind, id) : null, (path: string) =>
    apiFetch(path, { schema: inquiryListSchema }).then((list) => list.inquiries),
  );
}

export const SENT_INQUIRIES_KEY = '/marketplace/inquiries/sent';

/** GET /marketplace/inquiries/sent: the caller's own inquiries and this month's use of the limit. */
export function useSentInquiries() {
  return useSWR(SENT_INQUIRIES_KEY, (path: string) => apiFetch(path, { schema: sentInquiriesSchema }));
}

/** POST /marketplace/{kind}/{id}/status: Active <-> Inactive on the version shown. */
export function setItemStatus(item: OwnerItem, status: 'Active' | 'Inactive'): Promise<OwnerItem> {
  return apiFetch(
    `/marketplace/${itemKindTexts[item.kind].collection}/${encodeURIComponent(item.id)}/status`,
    { method: 'POST', json: { status, version: item.version }, schema: ownerItemSchema },
  );
}

/** POST /marketplace/inquiries/{id}/accept: the deal opens; answers the inquiry and the deal's id. */
export function acceptInquiry(inquiry: Inquiry) {
  return apiFetch(`/marketplace/inquiries/${encodeURIComponent(inquiry.id)}/accept`, {
    method: 'POST',
    json: {},
    schema: inquiryAcceptResultSchema,
  });
}

/** POST /marketplace/inquiries/{id}/decline with an optional reason the inquirer sees. */
export function declineInquiry(inquiry: Inquiry, reason: string): Promise<Inquiry> {
  const trimmed = reason.trim();
  return apiFetch(`/marketplace/inquiries/${encodeURIComponent(inquiry.id)}/decline`, {
    method: 'POST',
    json: trimmed ? { reason: trimmed } : {},
    schema: inquirySchema,
  });
}

/** A short-lived download link of an inquiry's document (the item's owner may open it). */
export async function fileDownloadUrl(fileId: string): Promise<string> {
  const { url } = await apiFetch<{ url: string }>(
    `/marketplace/files/${encodeURIComponent(fileId)}/download`,
  );
  return url;
}
