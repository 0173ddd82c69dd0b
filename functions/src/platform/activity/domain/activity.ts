import type { Activity, ActivityStatus } from '@portal/contracts/dashboard';

/**
 * My Recent Activities: the user's own actions (a registration submitted, a listing created, an
 * inquiry sent, a deal step taken, a document uploaded), one item each in the user's partition
 * (`USER#<sub>` / `ACT#<at>#<uuid>`), written in the same transaction as the action, so the list shows
 * exactly what happened. An action someone else takes on the user's behalf (an admin approving their
 * registration) is recorded for the user too: it is part of their story.
 */
export interface ActivityRecord {
  userId: string;
  /** What happened, as the table shows it ('Listing created', 'Document uploaded', ...). */
  action: string;
  status: ActivityStatus;
  at: Date;
  /** The file the action concerns, if any (shown in the Document column, and searched). */
  documentName?: string | null;
  /** Where the row leads (the object's page). */
  link?: string | null;
  /** A fixed id (tests); a random one otherwise. */
  id?: string;
}

/** What the client sees of a stored activity. */
export function activityView(item: Record<string, unknown>): Activity {
  return {
    id: String(item.id),
    action: String(item.action),
    status: item.status as ActivityStatus,
    at: String(item.at),
    document_name: typeof item.document_name === 'string' ? item.document_name : null,
    link: typeof item.link === 'string' ? item.link : null,
  };
}

const sortKeyPattern = /^ACT#\d{4}-\d{2}-\d{2}T[\d:.]+Z#[0-9a-f-]{1,64}$/;

/** An opaque cursor naming the last activity of a page by its sort key (the partition is the caller's). */
export function encodeActivityCursor(sortKey: string): string {
  return Buffer.from(sortKey, 'utf8').toString('base64url');
}

/** The sort key a cursor names, or undefined when it is not one of ours. */
export function decodeActivityCursor(cursor: string): string | undefined {
  const sortKey = Buffer.from(cursor, 'base64url').toString('utf8');
  return sortKeyPattern.test(sortKey) ? sortKey : undefined;
}
