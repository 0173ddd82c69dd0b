import useSWR from 'swr';
import { reviewQueueContracts } from '@portal/contracts/api/review-queue';
// by the package name, so a remote uses the shell's configured API client (a shared singleton)
import { apiKey, callApi } from '@portal/web/api';

/**
 * The platform's document review queue (admins): every remote that shows it, or its count, reads it
 * through here. The remotes share the shell's SWR cache, so one key must always hold one shape: a
 * count cached under the queue's key by one remote broke the other's page.
 */
export const reviewQueueKey = apiKey(reviewQueueContracts.reviewQueue);

/** GET /admin/deal-documents/pending: the documents awaiting the platform's review, oldest first. */
export function useReviewQueue(enabled = true) {
  return useSWR(enabled ? reviewQueueKey : null, () => callApi(reviewQueueContracts.reviewQueue), {
    shouldRetryOnError: false,
  });
}

/** How many documents await review (the 'Document Reviews' badges), from the same cached queue. */
export function useReviewQueueCount() {
  const queue = useReviewQueue();
  return { data: queue.data?.documents.length, error: queue.error as unknown, isLoading: queue.isLoading };
}
