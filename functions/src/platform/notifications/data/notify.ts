import { randomUUID } from 'node:crypto';
import { keys } from '../../data/keys';
import type { TransactItem } from '../../data/versioned-writes';

/**
 * In-app notifications: one item in the recipient's partition (`USER#<sub>` / `NOTIF#<at>#<uuid>`),
 * written in the same transaction as the change that causes it, so a notification exists exactly when
 * its change does (an outbox: delivery beyond the notification centre reads these items later).
 */

export const notificationTypes = [
  'registration-approved',
  'registration-rejected',
  'inquiry-received',
  'inquiry-accepted',
  'inquiry-declined',
  'deal-group-reached',
  'deal-action-awaited',
  'document-approved',
  'document-denied',
  'document-changes-requested',
  'deadline-near',
  'deadline-passed',
  'mandate-attach-requested',
  'mandate-attach-confirmed',
  'mandate-attach-declined',
  'review-received',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export interface Notification {
  /** The recipient's user id. */
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** The portal route the notification opens (e.g. `/deal/<id>`). */
  link: string;
  /** When the change happened (the notification's time and sort order). */
  at: Date;
  /** A fixed id (tests); a random one otherwise. */
  id?: string;
}

/**
 * The stored notification item: unread, with no `ttl` (the notification centre keeps them). While
 * unread it carries the recipient's unread index keys (GSI1, sparse: counted without reading the
 * read ones); GSI2 finds it by id (marking one read).
 */
export function notificationItem(notification: Notification): Record<string, unknown> {
  const createdAt = notification.at.toISOString();
  const id = notification.id ?? randomUUID();
  return {
    ...keys.notification(notification.userId, createdAt, id),
    ...keys.unreadNotificationIndexes(notification.userId, createdAt, id),
    ...keys.notificationIdIndexes(id, notification.userId),
    entity: 'notification',
    id,
    user_id: notification.userId,
    type: notification.type,
    title: notification.title,
    body: notification.body,
    link: notification.link,
    read: false,
    created_at: createdAt,
  };
}

/** The transaction item that records a notification together with the change that causes it. */
export function notify(notification: Notification): TransactItem {
  return {
    Put: { Item: notificationItem(notification), ConditionExpression: 'attribute_not_exists(pk)' },
  };
}
