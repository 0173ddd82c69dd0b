import type { NotificationPreferences } from '@portal/contracts/account';
import { companyRoleLabels, roleMay, type CompanyRole } from '@portal/contracts/company-roles';
import type { NotificationAudience } from './notification';

/**
 * Email copies of in-app notifications (the outbox's delivery): which of the user's preferences
 * governs a notification, and the message sent for it. Pure: no AWS, no clock.
 */

/** Until a user chooses: every operational email on, marketing off. */
export const defaultNotificationPreferences: NotificationPreferences = {
  registration_updates: true,
  deal_updates: true,
  inquiry_messages: true,
  marketing: false,
  daily_digest: false,
};

/** The preferences that govern one notification's own e-mail (marketing and the digest are not per notification). */
export type EmailPreference = Exclude<keyof NotificationPreferences, 'marketing' | 'daily_digest'>;

/**
 * The preference that allows a notification type's email, by the type's prefix (inquiry-* and the
 * negotiation's offer-* are inquiry messages). Anything not named
 * (deal-*, document-*, deadline-*, mandate-*, review-* and types added later) is a deal update: the
 * deal flow is where new kinds of notification come from.
 */
export function preferenceFor(type: string): EmailPreference {
  if (type.startsWith('registration-')) return 'registration_updates';
  // a negotiation's offers are the inquiry's messages
  if (type.startsWith('inquiry-') || type.startsWith('offer-')) return 'inquiry_messages';
  // what the marketplace tells of its items is heard with its inquiries
  if (type.startsWith('saved-search-')) return 'inquiry_messages';
  return 'deal_updates';
}

/** The notification as the stream delivers it (the stored item's fields the email needs). */
export interface OutboxNotification {
  id: string;
  /** The user whose bell it is in and whose preferences govern its e-mail ('' for an addressed one). */
  userId: string;
  /**
   * An e-mail to an address that may have no account yet (an invitation): sent as it is, with no
   * bell entry and no preferences to consult.
   */
  to?: string;
  /** Who in the recipient's company it is for (absent on items stored before companies). */
  audience?: NotificationAudience;
  /** To be copied to the company's other members it is for. */
  fanOut?: boolean;
  /** To be e-mailed (subject to preferences); a bell-only notification comes through only to be copied. */
  email?: boolean;
  type: string;
  title: string;
  body: string;
  /** A portal route such as `/deal/<id>`. */
  link: string;
  createdAt: string;
}

export interface Recipient {
  email?: string;
  fullName?: string;
  disabled: boolean;
  /** Their role in their company, and whether an administrator ended their membership. */
  companyRole?: CompanyRole;
  membershipEnded?: boolean;
  /** The stored preferences; absent fields fall back to the defaults. */
  preferences?: Partial<NotificationPreferences>;
}

export type EmailDecision = { send: true; to: string } | { send: false; reason: string };

/** Whether a member with `role` is one a notification for `audience` is meant for. */
export function forRole(audience: NotificationAudience | undefined, role: CompanyRole | undefined): boolean {
  if (!audience || !role || audience === 'all' || audience === 'personal') return true;
  return roleMay(role, audience);
}

/**
 * The other members of the recipient's company a company notification is copied to: current members
 * whose role it is for (administrators always), never the recipient again.
 */
export function copyRecipients(
  notification: Pick<OutboxNotification, 'userId' | 'audience'>,
  members: ReadonlyArray<{ user_id: string; role: CompanyRole; removed_at?: string }>,
): string[] {
  return members
    .filter((m) => !m.removed_at && m.user_id !== notification.userId)
    .filter((m) => forRole(notification.audience, m.role))
    .map((m) => m.user_id);
}

/** A member's copy has an id of its own, the same every time (a replayed record writes it once). */
export const copyId = (notificationId: string, memberId: string) =>
  `${notificationId}-${memberId.slice(0, 12)}`;

/** Whether the recipient gets an email for this notification, and at which address. */
export function emailDecision(
  notification: OutboxNotification,
  recipient: Recipient | undefined,
): EmailDecision {
  if (notification.to) return { send: true, to: notification.to };
  if (!recipient) return { send: false, reason: 'no such user' };
  if (recipient.disabled) return { send: false, reason: 'account disabled' };
  if (recipient.membershipEnded) return { send: false, reason: 'membership ended' };
  if (!forRole(notification.audience, recipient.companyRole))
    return { send: false, reason: `not for a company ${companyRoleLabels[recipient.companyRole!]}` };
  if (!recipient.email) return { send: false, reason: 'no email address' };
  const preference = preferenceFor(notification.type);
  const allowed = { ...defaultNotificationPreferences, ...recipient.preferences }[preference];
  if (!allowed) return { send: false, reason: `${preference} off` };
  return { send: true, to: recipient.email };
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Deterministic per notification, so a receiving system can tell a repeat from a new email. */
  messageId: string;
  headers: Record<string, string>;
}

/** `https://portal.example.com` + `/deal/1` -> an absolute URL on the portal (never another host). */
export function portalLink(portalUrl: string, link: string): string {
  const base = new URL(portalUrl);
  const path = link.startsWith('/') ? link : `/${link}`;
  const url = new URL(path, base);
  return url.origin === base.origin ? url.href : base.href;
}

/** The domain part of a From address (`Portal <no-reply@x.com>` -> `x.com`), for the Message-ID. */
export function mailDomain(from: string, fallbackHost: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? fallbackHost;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text as it may stand in an e-mail's HTML (the digest lists titles the same way). */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c);

/** Header values stay on one line (a title never adds a header). */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

export function composeEmail(
  notification: OutboxNotification,
  to: string,
  options: { portalUrl: string; from: string },
): EmailMessage {
  const url = portalLink(options.portalUrl, notification.link);
  const domain = mailDomain(options.from, new URL(options.portalUrl).hostname);
  const subject = oneLine(notification.title);
  const why = notification.to
    ? 'You receive this email because someone entered this address on the portal. If you did not expect it, ignore it.'
    : 'You receive this email because of your notification preferences (My Account > Settings).';
  const text = [notification.body, '', `Open in the portal: ${url}`, '', why].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    ...notification.body
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}" style="color:#0b5cad">Open in the portal</a></p>`,
    `<p style="font-size:12px;color:#555">${escapeHtml(why)}</p>`,
    '</body></html>',
  ].join('');
  return {
    to,
    subject,
    text,
    html,
    messageId: `<notification-${notification.id}@${domain}>`,
    headers: { 'X-Portal-Notification-Id': notification.id },
  };
}

/**
 * The stream records the email sender takes: new notification items. The CDK event source mapping
 * filters on exactly this, and the local stream poller applies the same test.
 */
export const notificationEmailSource = {
  handler: 'platform/notifications/handlers/deliver-notification-emails.ts',
  eventName: 'INSERT',
  entity: 'notification',
  /** Only notifications stored with `email: true` are e-mailed; the rest stay in the bell. */
  emailFlag: 'email',
  /** Notifications stored with `fan_out: true` are copied to the company's other members they are for. */
  fanOutFlag: 'fan_out',
  /** The sender's time per invocation, in the cloud and locally: room for a few emails each. */
  timeoutSeconds: 60,
} as const;

/** A stream image's attribute as the stream carries it (`{ S: '...' }`, `{ BOOL: true }`, ...). */
type StreamAttribute = { S?: string; BOOL?: boolean } & Record<string, unknown>;

/** A new notification to e-mail or to copy to the company's other members. */
export function isNotificationInsert(record: {
  eventName?: string;
  dynamodb?: { NewImage?: Record<string, StreamAttribute> };
}): boolean {
  const image = record.dynamodb?.NewImage;
  return (
    record.eventName === notificationEmailSource.eventName &&
    image?.entity?.S === notificationEmailSource.entity &&
    (image?.[notificationEmailSource.emailFlag]?.BOOL === true ||
      image?.[notificationEmailSource.fanOutFlag]?.BOOL === true)
  );
}

/** The notification in a stream record's new image; undefined when a field the email needs is missing. */
export function notificationFromImage(
  image: Record<string, StreamAttribute> | undefined,
): OutboxNotification | undefined {
  const text = (name: string) => {
    const value = image?.[name]?.S;
    return typeof value === 'string' ? value : undefined;
  };
  const id = text('id');
  const userId = text('user_id');
  const to = text('to');
  if (!id || (!userId && !to)) return undefined;
  const audience = text('audience') as NotificationAudience | undefined;
  return {
    id,
    userId: userId ?? '',
    ...(to ? { to } : {}),
    ...(audience ? { audience } : {}),
    fanOut: image?.fan_out?.BOOL === true,
    email: image?.email?.BOOL === true,
    type: text('type') ?? '',
    title: text('title') ?? 'Notification',
    body: text('body') ?? '',
    link: text('link') ?? '/',
    createdAt: text('created_at') ?? '',
  };
}
