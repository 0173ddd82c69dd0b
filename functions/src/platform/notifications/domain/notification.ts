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
  'inquiry-withdrawn',
  'offer-countered',
  'offer-declined',
  'offer-withdrawn',
  'offer-expired',
  'saved-search-match',
  'deal-group-reached',
  'deal-cancelled',
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
  'company-role-changed',
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
  /**
   * Whether it is also e-mailed (subject to the recipient's preferences); false keeps it in the bell
   * only. Absent: e-mailed, as every notification was before deals chose.
   */
  email?: boolean;
  /** A fixed id (tests); a random one otherwise. */
  id?: string;
}
