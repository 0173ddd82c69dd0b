import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { notificationContracts } from '@portal/contracts/api/notifications';
import { unreadCountCap, type NotificationView } from '@portal/contracts/notifications';
// by the package name, so a remote uses the shell's configured API client (a shared singleton)
import { apiKey, callApi, isApiKey } from '@portal/web/api';

/**
 * The notification centre as the bell (shell) and the Dashboard's card (mf-deals) use it. Both read
 * GET /notifications through the one shared SWR cache; marking read revalidates every page of it, so
 * the bell's count and the card agree.
 */

const { listNotifications, readNotification, readAllNotifications } = notificationContracts;
/** The most one list shows ('Show more' grows it up to the API's page limit). */
const maxShown = 50;
/** New notifications come from other people's actions: look again this often while a list is shown. */
const refreshMs = 30_000;

/** '3', '99+' above 99 (the server counts up to 100). */
export function unreadLabel(count: number): string {
  return count >= unreadCountCap || count > 99 ? '99+' : String(count);
}

/** Every cached page of the list (marking read changes them all). */
const isNotificationKey = (key: unknown) => isApiKey(listNotifications, key);

export interface NotificationCentre {
  notifications: NotificationView[];
  unread: number;
  loading: boolean;
  failed: boolean;
  hasMore: boolean;
  showMore: () => void;
  retry: () => void;
  markRead: (notification: NotificationView) => Promise<void>;
  markAllRead: () => Promise<void>;
}

/** The newest `initial` notifications of the signed-in user (more on request), with the unread count. */
export function useNotificationCentre(
  initial: number,
  options: { enabled?: boolean } = {},
): NotificationCentre {
  const [limit, setLimit] = useState(initial);
  const { mutate: mutateAll } = useSWRConfig();
  const key = options.enabled === false ? null : apiKey(listNotifications, { query: { limit } });
  const { data, error, isLoading, mutate } = useSWR(
    key,
    () => callApi(listNotifications, { query: { limit } }),
    { refreshInterval: refreshMs, keepPreviousData: true },
  );
  const revalidateAll = () => mutateAll(isNotificationKey);
  return {
    notifications: data?.notifications ?? [],
    unread: data?.unread_count ?? 0,
    loading: isLoading && !data,
    failed: Boolean(error) && !data,
    hasMore: Boolean(data?.next_cursor) && limit < maxShown,
    showMore: () => setLimit((shown) => Math.min(maxShown, shown + initial)),
    retry: () => void mutate(),
    markRead: async (notification) => {
      if (notification.read) return;
      await callApi(readNotification, { params: { id: notification.id } });
      await revalidateAll();
    },
    markAllRead: async () => {
      await callApi(readAllNotifications);
      await revalidateAll();
    },
  };
}
