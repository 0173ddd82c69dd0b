import type { BadgeTone } from '@portal/ui/Badge';

/** Activity status colours (spec): Completed green, Pending yellow, anything else red. */
export function activityTone(status: string): BadgeTone {
  if (status === 'Completed') return 'success';
  if (status === 'Pending') return 'warning';
  return 'danger';
}

/**
 * The negotiations waiting on the reader, and where they answer them: a seller's on My Listings, a
 * buyer's on My Requests (each page holds both the inquiries on the user's items and those it sent).
 */
export function awaitingOffersText(
  awaiting: number,
  roles: readonly string[],
): { text: string; links: Array<{ to: string; label: string }> } | null {
  if (awaiting === 0) return null;
  const links = [
    ...(roles.includes('seller') ? [{ to: '/my-listings', label: 'My Listings' }] : []),
    ...(roles.includes('buyer') ? [{ to: '/my-requests', label: 'My Requests' }] : []),
  ];
  return {
    text: awaiting === 1 ? '1 offer awaits your answer' : `${awaiting} offers await your answer`,
    links,
  };
}

/** '3 of 10 used this month' and what remains. */
export function inquiryUsageText(used: number, limit: number): { used: string; remaining: string } {
  const remaining = Math.max(0, limit - used);
  return {
    used: `${used} of ${limit} used this month`,
    remaining: remaining === 1 ? '1 inquiry remaining' : `${remaining} inquiries remaining`,
  };
}
