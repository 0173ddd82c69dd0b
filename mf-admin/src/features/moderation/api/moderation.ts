import type { OwnerItem } from '@portal/contracts/marketplace';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';
import { moderationPath } from '../utils/moderation';

/** The SWR key (and path) of the moderation queue. */
export const MODERATION_QUEUE_KEY = '/admin/marketplace/pending';

/** GET /admin/marketplace/pending: listings and requests held for approval, oldest first. */
export function useModerationQueue() {
  return useSWR<OwnerItem[]>(
    MODERATION_QUEUE_KEY,
    async (path: string) => (await apiFetch<{ items: OwnerItem[] }>(path)).items,
    { revalidateOnFocus: true, refreshInterval: 30_000 },
  );
}

/** Publishes a pending item (Pending -> Active); 409 with the server's sentence when no longer pending. */
export async function approveItem(item: Pick<OwnerItem, 'kind' | 'id'>): Promise<void> {
  await apiFetch(moderationPath(item, 'approve'), { method: 'POST', json: {} });
}

/** Rejects a pending item with the reason its owner sees (Pending -> Rejected). */
export async function rejectItem(item: Pick<OwnerItem, 'kind' | 'id'>, reason: string): Promise<void> {
  await apiFetch(moderationPath(item, 'reject'), { method: 'POST', json: { reason: reason.trim() } });
}
