import type { CompanyRight } from '@portal/contracts/company-roles';

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
  /**
   * Who in the recipient's company it is for (default: by its type, `audienceOf`): the members whose
   * role has that right and every administrator get a copy; 'personal' is for the recipient alone.
   */
  audience?: NotificationAudience;
}

export type NotificationAudience = CompanyRight | 'all' | 'personal';

/**
 * Who in a company a notification of this type is for: registrations are the administrators'
 * business, the marketplace's messages the traders', a deal's steps its operations', a review of the
 * company everyone's; saved-search alerts and a member's own role change are personal.
 */
export function audienceOf(type: NotificationType): NotificationAudience {
  if (type.startsWith('registration-')) return 'administer';
  if (type.startsWith('inquiry-') || type.startsWith('offer-')) return 'trade';
  if (type.startsWith('saved-search-') || type.startsWith('company-')) return 'personal';
  if (type === 'review-received') return 'all';
  return 'operate';
}
