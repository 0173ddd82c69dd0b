import type { Inquiry, OwnerItem } from '@portal/contracts/marketplace';
import {
  itemStatusTone,
  ownerTabs,
  type InquiryStatus,
  type ItemKind,
  type ItemStatus,
  type OwnerTab,
} from '@portal/contracts/marketplace-catalogue';
import type { BadgeTone } from '@portal/ui/Badge';
import { itemKindTexts } from '../../../lib/item-kinds';

/** The spec's status colours as the portal's badge tones: green, yellow, grey, blue, red. */
const toneOfColour = {
  green: 'success',
  yellow: 'warning',
  grey: 'neutral',
  blue: 'info',
  red: 'danger',
} as const satisfies Record<(typeof itemStatusTone)[ItemStatus], BadgeTone>;

export function itemStatusBadgeTone(status: ItemStatus): BadgeTone {
  return toneOfColour[itemStatusTone[status]];
}

/** Inquiry badges: Pending yellow, Accepted green, Declined red, Withdrawn and Expired grey. */
export function inquiryStatusBadgeTone(status: InquiryStatus): BadgeTone {
  return (
    {
      Pending: 'warning',
      Accepted: 'success',
      Declined: 'danger',
      Withdrawn: 'neutral',
      Expired: 'neutral',
    } as const
  )[status];
}

/** The tab of the address bar's ?tab= (Active when absent or unknown). */
export function tabOf(param: string | null): OwnerTab {
  return (ownerTabs as readonly string[]).includes(param ?? '') ? (param as OwnerTab) : 'Active';
}

/** The empty state of a tab: 'You don't have any active listings yet.' / 'You haven't created any listings yet.' */
export function emptyTabText(kind: ItemKind, tab: OwnerTab): string {
  const { plural } = itemKindTexts[kind];
  return tab === 'All'
    ? `You haven't created any ${plural} yet.`
    : `You don't have any ${tab.toLowerCase()} ${plural} yet.`;
}

/** An expanded item without inquiries. */
export function noInquiriesText(kind: ItemKind): string {
  return `No inquiries received for this ${itemKindTexts[kind].noun} yet.`;
}

/**
 * What the owner may do with an item: edit it while no inquiry is accepted; deactivate an Active one,
 * reactivate an Inactive one (Pending, Rejected and Accepted items wait for moderation or are done).
 */
export function ownerActions(item: Pick<OwnerItem, 'status' | 'inquiry_counts'>): {
  edit: boolean;
  statusChange: { to: 'Active' | 'Inactive'; label: 'Deactivate' | 'Reactivate' } | null;
} {
  const edit = item.inquiry_counts.accepted === 0 && item.status !== 'Accepted';
  if (item.status === 'Active') return { edit, statusChange: { to: 'Inactive', label: 'Deactivate' } };
  if (item.status === 'Inactive') return { edit, statusChange: { to: 'Active', label: 'Reactivate' } };
  return { edit, statusChange: null };
}

/**
 * The inquiries a page lists as sent: the other kind's (a seller on My Listings inquires on requests, a
 * buyer on My Requests on listings), newest first.
 */
export function sentInquiriesFor(kind: ItemKind, inquiries: readonly Inquiry[]): Inquiry[] {
  const other: ItemKind = kind === 'listing' ? 'request' : 'listing';
  return inquiries
    .filter((inquiry) => inquiry.item_kind === other)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** '3 of 10 inquiries used this month (7 left)'. */
export function usageText(usage: { used: number; limit: number; remaining: number }): string {
  return `${usage.used} of ${usage.limit} inquiries used this month (${usage.remaining} left)`;
}

/** The pending / accepted / declined counts of an item, as its card summarises them. */
export function inquirySummary(counts: OwnerItem['inquiry_counts']): string {
  const total = counts.pending + counts.accepted + counts.declined;
  if (total === 0) return 'No inquiries yet';
  const parts = [
    counts.pending ? `${counts.pending} pending` : null,
    counts.accepted ? `${counts.accepted} accepted` : null,
    counts.declined ? `${counts.declined} declined` : null,
  ].filter(Boolean);
  return `${total} ${total === 1 ? 'inquiry' : 'inquiries'}: ${parts.join(', ')}`;
}
