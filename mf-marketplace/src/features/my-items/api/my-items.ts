import { marketplaceContracts } from '@portal/contracts/api/marketplace';
import type { Inquiry, OwnerItem } from '@portal/contracts/marketplace';
import type { CounterOffer } from '@portal/contracts/negotiation';
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

/** GET /marketplace/{kind}/{id}/matches: the other side's best answers to one of the caller's items. */
export function useItemMatches(kind: ItemKind, id: string, enabled: boolean) {
  const input = inquiriesInput(kind, id);
  return useSWR(enabled ? apiKey(marketplaceContracts.itemMatches, input) : null, () =>
    callApi(marketplaceContracts.itemMatches, input).then((list) => list.matches),
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

/** The round the caller answers: the latest it was shown (a newer one makes the server refuse, 409). */
const seenRound = (inquiry: Inquiry) => inquiry.negotiation?.rounds.at(-1)?.number;

/** POST /marketplace/inquiries/{id}/accept: the deal opens on the latest round; answers it and the deal's id. */
export function acceptInquiry(inquiry: Inquiry) {
  const round = seenRound(inquiry);
  return callApi(marketplaceContracts.acceptInquiry, {
    params: { id: inquiry.id },
    body: round === undefined ? {} : { round },
  });
}

/** POST /marketplace/inquiries/{id}/decline with an optional reason the inquirer sees. */
export function declineInquiry(inquiry: Inquiry, reason: string): Promise<Inquiry> {
  const trimmed = reason.trim();
  const round = seenRound(inquiry);
  return callApi(marketplaceContracts.declineInquiry, {
    params: { id: inquiry.id },
    body: { ...(trimmed && { reason: trimmed }), ...(round !== undefined && { round }) },
  });
}

/** POST /marketplace/inquiries/{id}/counter: a new round of terms answering the latest one. */
export function counterOffer(inquiry: Inquiry, offer: Omit<CounterOffer, 'round'>): Promise<Inquiry> {
  return callApi(marketplaceContracts.counterOffer, {
    params: { id: inquiry.id },
    body: { ...offer, round: seenRound(inquiry) ?? 1 },
  });
}

/** POST /marketplace/inquiries/{id}/withdraw: the maker takes its latest offer back. */
export function withdrawOffer(inquiry: Inquiry): Promise<Inquiry> {
  const round = seenRound(inquiry);
  return callApi(marketplaceContracts.withdrawOffer, {
    params: { id: inquiry.id },
    body: round === undefined ? {} : { round },
  });
}

/** A short-lived download link of an inquiry's document (the item's owner may open it). */
export async function fileDownloadUrl(fileId: string): Promise<string> {
  const { url } = await callApi(marketplaceContracts.downloadFile, { params: { id: fileId } });
  return url;
}
