import { unreadCountCap, type NotificationListResponse } from '@portal/contracts/notifications';
import {
  countUnread,
  findNotification,
  listNotifications,
  markRead,
  unreadKeyPages,
} from '../data/notification-repository';
import { notFound } from '../../errors';
import { decodeCursor, encodeCursor, notificationView } from '../domain/notifications';

/** The notification centre of the signed-in user (the bell, the Dashboard card). */

export const notificationNotFoundMessage = 'Notification not found';

/** Unread notifications marked per batch of Mark all read, and the batches one call takes at most. */
const readAllBatch = 25;
const readAllBatches = 40;

export async function notificationPage(
  userId: string,
  query: { limit: number; cursor?: string },
): Promise<NotificationListResponse> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const [page, unread] = await Promise.all([
    listNotifications(userId, query.limit, after),
    countUnread(userId, unreadCountCap),
  ]);
  const last = page.notifications.at(-1);
  return {
    notifications: page.notifications.map(notificationView),
    unread_count: unread,
    next_cursor: page.more && last ? encodeCursor(last.sk) : null,
  };
}

/** Marks the caller's notification read (again: no change); another user's id is not found. */
export async function readNotification(userId: string, id: string) {
  const found = await findNotification(userId, id);
  if (!found) throw notFound(notificationNotFoundMessage);
  if (!found.read) await markRead(userId, found.sk, new Date().toISOString());
  return { notification: notificationView({ ...found, read: true }) };
}

/**
 * Marks every unread notification read, touching only unread ones (the unread index). A user with
 * more unread than one call takes (1,000) gets the rest with the next call.
 */
export async function readAllNotifications(userId: string): Promise<{ updated: number }> {
  const at = new Date().toISOString();
  let updated = 0;
  let batches = 0;
  for await (const sortKeys of unreadKeyPages(userId, readAllBatch)) {
    const marked = await Promise.all(sortKeys.map((sk) => markRead(userId, sk, at)));
    updated += marked.filter(Boolean).length;
    if (++batches === readAllBatches) break;
  }
  return { updated };
}
