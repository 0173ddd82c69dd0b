import type { OwnerItem } from '@portal/contracts/marketplace';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import { moderationParams } from '../utils/moderation';
import { marketplace } from '../../../lib/api/routes';

/** The SWR key (and path) of the moderation queue. */
export const MODERATION_QUEUE_KEY = apiKey(marketplace.moderationQueue);

/** GET /admin/marketplace/pending: listings and requests held for approval, oldest first. */
export function useModerationQueue() {
  return useSWR<OwnerItem[]>(
    MODERATION_QUEUE_KEY,
    async () => (await callApi(marketplace.moderationQueue)).items,
    { revalidateOnFocus: true, refreshInterval: 30_000 },
  );
}

/** Publishes a pending item (Pending -> Active); 409 with the server's sentence when no longer pending. */
export async function approveItem(item: Pick<OwnerItem, 'kind' | 'id'>): Promise<void> {
  await callApi(marketplace.approveItem, { params: moderationParams(item) });
}

/** Rejects a pending item with the reason its owner sees (Pending -> Rejected). */
export async function rejectItem(item: Pick<OwnerItem, 'kind' | 'id'>, reason: string): Promise<void> {
  await callApi(marketplace.rejectItem, {
    params: moderationParams(item),
    body: { reason: reason.trim() },
  });
}
