import type { NotificationView } from '@portal/contracts/notifications';
import { invalid } from '../../errors';

/**
 * The notification centre's pure parts: the opaque paging cursor and what a client sees of a stored
 * notification. The cursor names the last notification of a page by its sort key in the caller's own
 * partition, so it cannot reach anyone else's notifications whatever it holds.
 */

const sortKeyPattern = /^NOTIF#[0-9TZ:.+-]{10,40}#[A-Za-z0-9-]{1,64}$/;

export const encodeCursor = (sortKey: string) => Buffer.from(sortKey, 'utf8').toString('base64url');

/** The sort key a cursor names; anything that is not one of ours is a 400 on `cursor`. */
export function decodeCursor(cursor: string): string {
  const sortKey = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString('utf8') : '';
  if (!sortKeyPattern.test(sortKey)) throw invalid('cursor: not a cursor of this list', 'cursor');
  return sortKey;
}

export function notificationView(stored: {
  id: string;
  type: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
  created_at: string;
}): NotificationView {
  return {
    id: stored.id,
    type: stored.type,
    title: stored.title,
    body: stored.body,
    link: stored.link,
    read: stored.read,
    created_at: stored.created_at,
  };
}
