import type { Inquiry } from '@portal/contracts/marketplace';
import {
  inquiriesOpen,
  quantityLabel,
  type InquiryStatus,
  type ItemKind,
} from '@portal/contracts/marketplace-catalogue';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { MarketFilePurpose } from './files';
import { fileView, itemNotFoundMessage, type StoredFile, type StoredItem } from './items';

/**
 * Inquiries: a buyer's on a listing, a seller's on a request. The rules of sending one, of the owner's
 * answer (accept opens a deal, decline gives an optional reason) and what each side sees. Plain data
 * in, plain data out; the inquiry repository writes what comes out, with the conditions that make the
 * same rules hold under concurrency.
 */

/** A file sent with an inquiry, with the purpose it was uploaded for. */
export interface InquiryFile extends StoredFile {
  purpose: MarketFilePurpose;
}

/** An inquiry as stored (see functions/TABLE.md, "Inquiry"). */
export interface StoredInquiry {
  id: string;
  item_id: string;
  item_kind: ItemKind;
  item_name: string;
  /** The item owner's user id (who may answer). */
  item_owner: string;
  /** The sender's user id: never shown to the owner, who sees `company`. */
  inquirer: string;
  /** The inquirer's stable anonymous label on this item: 'Buyer #4821' / 'Seller #4821'. */
  company: string;
  rating: number;
  quantity: number;
  unit: StoredItem['unit'];
  message: string | null;
  status: InquiryStatus;
  decline_reason: string | null;
  files: InquiryFile[];
  deal_id: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

const noun = (kind: ItemKind) => (kind === 'listing' ? 'listing' : 'request');

/** The inquirer's label: a buyer on a listing is 'Buyer #NNNN', a seller on a request 'Seller #NNNN'. */
export function inquirerLabelOf(kind: ItemKind, number: number): string {
  return `${kind === 'listing' ? 'Buyer' : 'Seller'} #${number}`;
}

/**
 * A label number for a new inquirer on an item, from 1000 to 9999, other than the ones the item's
 * earlier inquirers hold (the owner tells inquirers apart by them). Falls back to any number when
 * the item has used them all.
 */
export function freshLabelNumber(taken: ReadonlySet<number>, random: () => number = Math.random): number {
  const pick = () => 1000 + Math.floor(random() * 9000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const number = pick();
    if (!taken.has(number)) return number;
  }
  return pick();
}

/** The number in a label ('Buyer #4821' -> 4821). */
export const labelNumberOf = (label: string): number | undefined => {
  const match = /#(\d{4})$/.exec(label);
  return match ? Number(match[1]) : undefined;
};

/** The calendar month (UTC) the monthly inquiry limit counts in: `yyyy-mm`. */
export const monthOf = (now: Date) => now.toISOString().slice(0, 7);

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'yyyy-mm-dd' -> 'MMM d, yyyy' ('2025-06-20' -> 'Jun 20, 2025'). */
export function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${monthNames[(month ?? 1) - 1]} ${day}, ${year}`;
}

/**
 * Quantity arithmetic on decimals: DynamoDB adds exactly, binary floats do not (0.3 - 0.1), so every
 * difference is rounded to 6 decimals before it is compared with or written next to a stored value.
 */
export const minus = (a: number, b: number) => Number((a - b).toFixed(6));

/** What an item has left to commit. */
export const remainingOf = (item: Pick<StoredItem, 'quantity' | 'committed_quantity'>) =>
  Math.max(0, minus(item.quantity, item.committed_quantity));

// ---- Messages -------------------------------------------------------------------------------------

export const ownItemMessage = (kind: ItemKind) => `You cannot inquire on your own ${noun(kind)}.`;
export const notAcceptingMessage = (kind: ItemKind) => `This ${noun(kind)} is not accepting inquiries.`;
export const opensOnMessage = (isoDate: string) => `Inquiries open on ${displayDate(isoDate)}`;
export const onlyRemainMessage = (remaining: number, unit: StoredItem['unit']) =>
  `Only ${quantityLabel(remaining, unit)} remain available.`;
export const pendingExistsMessage = (kind: ItemKind) =>
  `You already have a pending inquiry on this ${noun(kind)}.`;
export const monthlyLimitMessage = (limit: number) =>
  `You have reached your monthly limit of ${limit} inquiries.`;
export const inquiryNotFoundMessage = 'Inquiry not found';
export const inquiryFilesMessage = 'Please upload both Product Specifications and FCO Terms & Conditions.';

const notPendingMessages: Record<Exclude<InquiryStatus, 'Pending'>, string> = {
  Accepted: 'This inquiry has already been accepted.',
  Declined: 'This inquiry has already been declined.',
  Withdrawn: 'This inquiry was withdrawn by its sender.',
};

// ---- Sending --------------------------------------------------------------------------------------

/**
 * Whether `inquirerId` may send an inquiry for `quantity` on `item` today. An item never published
 * (Pending or Rejected) is not found for anyone but its owner, as everywhere else.
 */
export function assertMayInquire(
  item: StoredItem | undefined,
  kind: ItemKind,
  inquirerId: string,
  quantity: number,
  today: string,
): StoredItem {
  if (!item || item.kind !== kind) throw notFound(itemNotFoundMessage(kind));
  if (item.user_id === inquirerId) throw forbidden(ownItemMessage(kind));
  // an item whose owner was deactivated is off the marketplace, as if it did not exist
  if (item.status === 'Pending' || item.status === 'Rejected' || item.owner_disabled)
    throw notFound(itemNotFoundMessage(kind));
  if (item.status !== 'Active') throw conflict(notAcceptingMessage(kind));
  if (!inquiriesOpen(item, today))
    throw conflict(item.inquiries_date ? opensOnMessage(item.inquiries_date) : notAcceptingMessage(kind));
  const remaining = remainingOf(item);
  if (quantity > remaining) throw conflict(onlyRemainMessage(remaining, item.unit));
  return item;
}

/** No inquiry at all once the month's limit is used (a limit of 0 closes inquiries). */
export function assertUnderLimit(used: number, limit: number): void {
  if (used >= limit) throw conflict(monthlyLimitMessage(limit));
}

export function newInquiry(input: {
  id: string;
  item: StoredItem;
  inquirerId: string;
  company: string;
  rating: number;
  quantity: number;
  message: string | undefined;
  files: InquiryFile[];
  now: Date;
}): StoredInquiry {
  const at = input.now.toISOString();
  return {
    id: input.id,
    item_id: input.item.id,
    item_kind: input.item.kind,
    item_name: input.item.name,
    item_owner: input.item.user_id,
    inquirer: input.inquirerId,
    company: input.company,
    rating: input.rating,
    quantity: input.quantity,
    unit: input.item.unit,
    message: input.message?.trim() || null,
    status: 'Pending',
    decline_reason: null,
    files: input.files,
    deal_id: null,
    version: 1,
    created_at: at,
    updated_at: at,
  };
}

// ---- Answering ------------------------------------------------------------------------------------

/** Only the owner of the item inquired on answers; for anyone else the inquiry does not exist. */
export function assertAnswerable(inquiry: StoredInquiry | undefined, ownerId: string): StoredInquiry {
  if (!inquiry || inquiry.item_owner !== ownerId) throw notFound(inquiryNotFoundMessage);
  if (inquiry.status !== 'Pending') throw conflict(notPendingMessages[inquiry.status]);
  return inquiry;
}

/**
 * How accepting `quantity` changes the item: what is left before, and whether the item is then fully
 * committed (it becomes Accepted). More than what is left: 409 naming what is left.
 */
export function commitment(item: StoredItem, quantity: number) {
  const remaining = remainingOf(item);
  if (quantity > remaining) throw conflict(onlyRemainMessage(remaining, item.unit));
  return { remaining, full: minus(remaining, quantity) <= 0 };
}

export function acceptedInquiry(inquiry: StoredInquiry, dealId: string, now: Date): StoredInquiry {
  return {
    ...inquiry,
    status: 'Accepted',
    deal_id: dealId,
    version: inquiry.version + 1,
    updated_at: now.toISOString(),
  };
}

export function declinedInquiry(
  inquiry: StoredInquiry,
  reason: string | undefined,
  now: Date,
): StoredInquiry {
  return {
    ...inquiry,
    status: 'Declined',
    decline_reason: reason?.trim() || null,
    version: inquiry.version + 1,
    updated_at: now.toISOString(),
  };
}

/**
 * A pending inquiry withdrawn by the platform because one side left the marketplace (its account
 * deleted or deactivated): it no longer counts against the sender's monthly limit.
 */
export function withdrawnInquiry(inquiry: StoredInquiry, now: Date): StoredInquiry {
  return { ...inquiry, status: 'Withdrawn', version: inquiry.version + 1, updated_at: now.toISOString() };
}

/** Accepting is refused when the inquirer's account is deleted or deactivated (no deal with it). */
export const counterpartyGoneMessage = (kind: ItemKind) =>
  `The ${kind === 'listing' ? 'buyer' : 'seller'}'s account is deleted or deactivated, so this inquiry can no longer be accepted.`;

export function assertCounterpartyActive(
  inquiry: Pick<StoredInquiry, 'item_kind'>,
  state: 'active' | 'inactive' | 'deleted',
): void {
  if (state !== 'active') throw conflict(counterpartyGoneMessage(inquiry.item_kind));
}

/** The sides of a deal, and a party as the deal names it (its anonymous label until revealed). */
export type DealRole = 'buyer' | 'seller';
export interface DealParty {
  userId: string;
  label: string;
}

/**
 * The deal an accepted inquiry opens, as the deals domain needs it: on a listing the inquirer buys
 * from the owner, on a request the owner buys from the inquirer. The snapshot takes the item's terms
 * with the inquiry's quantity; the documents are the item's FCO terms and the inquiry's files.
 */
export function dealTermsOf(item: StoredItem, inquiry: StoredInquiry) {
  const owner: DealParty = { userId: item.user_id, label: item.owner_label };
  const inquirer: DealParty = { userId: inquiry.inquirer, label: inquiry.company };
  const ownerRole: DealRole = item.kind === 'listing' ? 'seller' : 'buyer';
  const inquirerRole: DealRole = ownerRole === 'seller' ? 'buyer' : 'seller';
  const snapshot = {
    product: item.name,
    product_type: item.product_type,
    quantity: inquiry.quantity,
    unit: item.unit,
    delivery: item.delivery,
    location: item.location,
    price: item.price,
    price_type: item.price_type,
    platts_reference: item.platts_reference,
    discount: item.discount,
    currency: item.currency,
    industry: item.industry,
    differential: item.differential,
    quality_standard: item.quality_standard,
    quality_specification: item.quality_specification,
    quantity_tolerance: item.quantity_tolerance,
    delivery_from: item.delivery_from,
    delivery_to: item.delivery_to,
    origin: item.origin,
    inspection_company: item.inspection_company,
    // a request's Term is its payment term
    payment_terms: item.kind === 'request' ? item.term : item.payment_terms,
    pricing_period: item.pricing_period,
  };
  const files = [
    ...(item.fco_file ? [{ ...item.fco_file, purpose: 'fco_terms' as const, provided_by: ownerRole }] : []),
    ...inquiry.files.map((file) => ({ ...file, provided_by: inquirerRole })),
  ];
  return {
    buyer: ownerRole === 'buyer' ? owner : inquirer,
    seller: ownerRole === 'seller' ? owner : inquirer,
    openedBy: ownerRole,
    snapshot,
    files,
  };
}

// ---- Views ----------------------------------------------------------------------------------------

/** An inquiry as both sides see it: the inquirer's label, never who the inquirer is. */
export function inquiryView(inquiry: StoredInquiry): Inquiry {
  return {
    id: inquiry.id,
    item_id: inquiry.item_id,
    item_kind: inquiry.item_kind,
    item_name: inquiry.item_name,
    company: inquiry.company,
    rating: inquiry.rating,
    quantity: inquiry.quantity,
    unit: inquiry.unit,
    message: inquiry.message,
    status: inquiry.status,
    decline_reason: inquiry.decline_reason,
    files: inquiry.files.map((file) => fileView(file, file.purpose)),
    deal_id: inquiry.deal_id,
    created_at: inquiry.created_at,
    updated_at: inquiry.updated_at,
  };
}

export const newestFirst = (a: StoredInquiry, b: StoredInquiry) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/** This month's use of the monthly inquiry limit (the dashboard shows it). */
export function usageOf(month: string, used: number, limit: number) {
  return { month, used, limit, remaining: Math.max(0, limit - used) };
}

// ---- Notifications --------------------------------------------------------------------------------

/** Where each side follows its inquiries: the owner's list of the item's kind, the inquirer's sent list. */
const ownerPage = (kind: ItemKind) => (kind === 'listing' ? '/my-listings' : '/my-requests');
const inquirerPage = (kind: ItemKind) => (kind === 'listing' ? '/my-requests' : '/my-listings');

/** The notifications of an inquiry's life: title, body and the route they open. */
export const inquiryNotices = {
  received: (inquiry: StoredInquiry) => ({
    type: 'inquiry-received' as const,
    userId: inquiry.item_owner,
    title: 'New inquiry received',
    body: `${inquiry.company} sent an inquiry for ${quantityLabel(inquiry.quantity, inquiry.unit)} of ${inquiry.item_name}.`,
    link: ownerPage(inquiry.item_kind),
  }),
  accepted: (inquiry: StoredInquiry, dealId: string) => ({
    type: 'inquiry-accepted' as const,
    userId: inquiry.inquirer,
    title: 'Inquiry accepted',
    body: `Your inquiry for ${quantityLabel(inquiry.quantity, inquiry.unit)} of ${inquiry.item_name} was accepted. Deal #${dealId} is open.`,
    link: `/deal/${dealId}`,
  }),
  /** To the side that stays: the other one's account left the marketplace. */
  withdrawn: (inquiry: StoredInquiry, leaving: 'inquirer' | 'owner') =>
    leaving === 'inquirer'
      ? {
          type: 'inquiry-withdrawn' as const,
          userId: inquiry.item_owner,
          title: 'Inquiry withdrawn',
          body: `The inquiry of ${inquiry.company} for ${quantityLabel(inquiry.quantity, inquiry.unit)} of ${inquiry.item_name} was withdrawn: its sender's account is no longer active.`,
          link: ownerPage(inquiry.item_kind),
        }
      : {
          type: 'inquiry-withdrawn' as const,
          userId: inquiry.inquirer,
          title: 'Inquiry withdrawn',
          body: `Your inquiry for ${quantityLabel(inquiry.quantity, inquiry.unit)} of ${inquiry.item_name} was withdrawn: the ${inquiry.item_kind === 'listing' ? 'listing' : 'request'} is no longer on the marketplace. It does not count against your monthly limit.`,
          link: inquirerPage(inquiry.item_kind),
        },
  declined: (inquiry: StoredInquiry) => ({
    type: 'inquiry-declined' as const,
    userId: inquiry.inquirer,
    title: 'Inquiry declined',
    body: `Your inquiry for ${quantityLabel(inquiry.quantity, inquiry.unit)} of ${inquiry.item_name} was declined.${
      inquiry.decline_reason ? ` Reason: ${inquiry.decline_reason}` : ''
    }`,
    link: inquirerPage(inquiry.item_kind),
  }),
};

// ---- Activities -----------------------------------------------------------------------------------

/** The acting user's own record of each step of an inquiry (My Recent Activities). */
export const inquiryActivities = {
  sent: (inquiry: StoredInquiry) => ({
    userId: inquiry.inquirer,
    action: `Inquiry sent: ${inquiry.item_name}`,
    status: 'Pending' as const,
    documentName: inquiry.files[0]?.file_name ?? null,
    link: inquirerPage(inquiry.item_kind),
  }),
  accepted: (inquiry: StoredInquiry, dealId: string) => ({
    userId: inquiry.item_owner,
    action: `Inquiry accepted: ${inquiry.item_name}`,
    status: 'Completed' as const,
    link: `/deal/${dealId}`,
  }),
  declined: (inquiry: StoredInquiry) => ({
    userId: inquiry.item_owner,
    action: `Inquiry declined: ${inquiry.item_name}`,
    status: 'Declined' as const,
    link: ownerPage(inquiry.item_kind),
  }),
};
