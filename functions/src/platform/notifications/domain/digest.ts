import { escapeHtml, mailDomain, oneLine, portalLink, type EmailMessage } from './notification-email';

/**
 * The daily digest: one e-mail a day, for users who chose it, listing the notifications they were not
 * e-mailed (stored with `email: false`). When it is due, which notifications it covers, and the
 * message. Pure: no AWS, no clock (the time is always given).
 */

/** The digest goes out at or after this hour (UTC), once per UTC day. */
export const digestHourUtc = 7;
/** A digest never reaches further back than this, however long ago the previous one was. */
export const digestLookbackMs = 24 * 3600 * 1000;
/** Notifications listed one by one; the rest are counted. */
export const digestListLimit = 50;

/** The UTC day (`yyyy-mm-dd`) of an instant. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Whether a digest may go out at `now`, and for which UTC day (the day it records as sent). */
export function digestSlot(now: Date): { due: boolean; day: string } {
  return { due: now.getUTCHours() >= digestHourUtc, day: utcDay(now) };
}

/** Whether a user whose last digest went out on `lastDay` (if ever) gets one on `day`. */
export const digestPendingFor = (lastDay: string | undefined, day: string) =>
  lastDay === undefined || lastDay < day;

/**
 * The notifications a digest at `now` covers: created after the previous digest (`lastSentAt`), at most
 * the last 24 hours, up to `now`. Both bounds are ISO instants.
 */
export function digestWindow(now: Date, lastSentAt: string | undefined): { from: string; to: string } {
  const floor = new Date(now.getTime() - digestLookbackMs).toISOString();
  const from = lastSentAt && lastSentAt > floor && lastSentAt < now.toISOString() ? lastSentAt : floor;
  return { from, to: now.toISOString() };
}

/** A notification as the digest lists it. */
export interface DigestEntry {
  title: string;
  /** A portal route; empty when the notification opens nothing. */
  link?: string;
  createdAt: string;
}

export const digestTurnOff =
  'To stop this summary, turn off "Daily digest" in My Account → Settings → Email Notifications.';

/**
 * The digest e-mail: the entries newest first, at most 50 listed (then "and N more in the portal"),
 * each title with its absolute portal link when it has one, and how to turn the digest off. Undefined
 * when there is nothing to list (no e-mail then). The Message-ID is one per user and day, so a
 * receiving system can tell a repeat.
 */
export function composeDigest(
  entries: readonly DigestEntry[],
  to: string,
  options: { portalUrl: string; from: string; userId: string; day: string },
): EmailMessage | undefined {
  if (entries.length === 0) return undefined;
  const newestFirst = [...entries].sort((a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
  );
  const listed = newestFirst.slice(0, digestListLimit).map((entry) => ({
    title: oneLine(entry.title) || 'Notification',
    url: entry.link ? portalLink(options.portalUrl, entry.link) : undefined,
  }));
  const more = newestFirst.length - listed.length;
  const subject = `Your daily summary: ${entries.length} notification${entries.length === 1 ? '' : 's'}`;
  const portal = portalLink(options.portalUrl, '/');
  const text = [
    'Notifications you were not e-mailed about, newest first:',
    '',
    ...listed.map((entry) => (entry.url ? `- ${entry.title}: ${entry.url}` : `- ${entry.title}`)),
    ...(more > 0 ? ['', `and ${more} more in the portal: ${portal}`] : []),
    '',
    digestTurnOff,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    '<p>Notifications you were not e-mailed about, newest first:</p>',
    '<ul>',
    ...listed.map((entry) =>
      entry.url
        ? `<li><a href="${escapeHtml(entry.url)}" style="color:#0b5cad">${escapeHtml(entry.title)}</a></li>`
        : `<li>${escapeHtml(entry.title)}</li>`,
    ),
    '</ul>',
    ...(more > 0
      ? [`<p><a href="${escapeHtml(portal)}" style="color:#0b5cad">and ${more} more in the portal</a></p>`]
      : []),
    `<p style="font-size:12px;color:#555">${escapeHtml(digestTurnOff)}</p>`,
    '</body></html>',
  ].join('');
  const domain = mailDomain(options.from, new URL(options.portalUrl).hostname);
  return {
    to,
    subject,
    text,
    html,
    messageId: `<digest-${options.userId}-${options.day}@${domain}>`,
    headers: { 'X-Portal-Digest': options.day },
  };
}
