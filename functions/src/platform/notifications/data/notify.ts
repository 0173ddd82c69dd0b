import { randomUUID } from 'node:crypto';
import { keys } from '../../data/keys';
import type { TransactItem } from '../../data/transactions';
import { audienceOf, type Notification } from '../domain/notification';

/** The outbox's write side: a notification as a table item, and as one more part of a transaction. */

/**
 * The stored notification item: unread, with no `ttl` (the notification centre keeps them). While
 * unread it carries the recipient's unread index keys (GSI1, sparse: counted without reading the
 * read ones); GSI2 finds it by id (marking one read).
 */
export function notificationItem(notification: Notification): Record<string, unknown> {
  const createdAt = notification.at.toISOString();
  const id = notification.id ?? randomUUID();
  const audience = notification.audience ?? audienceOf(notification.type);
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
    email: notification.email ?? true,
    audience,
    // addressed to a company (its founder's id): the outbox copies it to the other members it is for
    ...(audience === 'personal' ? {} : { fan_out: true }),
    created_at: createdAt,
  };
}

/** The transaction item that records a notification together with the change that causes it. */
export function notify(notification: Notification): TransactItem {
  return {
    Put: { Item: notificationItem(notification), ConditionExpression: 'attribute_not_exists(pk)' },
  };
}

/**
 * An e-mail to an address rather than a user (an invitation to someone who may have no account): the
 * same outbox item, so the same sender delivers it once, but in a partition of its own, with no bell
 * entry. `key` names what it is about, so writing it twice (a retried request) writes it once.
 */
export function mailTo(o: {
  key: string;
  to: string;
  type: string;
  title: string;
  body: string;
  link: string;
  at: Date;
}): TransactItem {
  return {
    Put: {
      Item: {
        ...keys.addressedMail(o.key),
        entity: 'notification',
        id: randomUUID(),
        to: o.to,
        type: o.type,
        title: o.title,
        body: o.body,
        link: o.link,
        email: true,
        created_at: o.at.toISOString(),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
