import type {
  ItemForm,
  MarketFile,
  MarketItem,
  MarketItemDetail,
  OwnerItem,
  TradeTerms,
} from '@portal/contracts/marketplace';
import {
  productTypeOf,
  type ItemKind,
  type ItemStatus,
  type OwnerTab,
} from '@portal/contracts/marketplace-catalogue';
import { conflict, invalid, notFound } from '../../platform/errors';

/**
 * Listings (a seller's offer) and requests (a buyer's want): the rules of their life cycle and what
 * each viewer sees of them. Plain data in, plain data out; the repositories store what comes out.
 */

/** A verified file as an item (or inquiry) keeps it: enough to show it and to serve it. */
export interface StoredFile {
  id: string;
  file_name: string;
  file_type: string;
  size: number;
  file_path: string;
  created_at: string;
}

/** The form's fields as stored: every optional field present, null when not given. */
export interface ItemFields {
  name: string;
  location: string;
  quantity: number;
  unit: ItemForm['unit'];
  delivery: string;
  term: string;
  price: number | null;
  price_type: ItemForm['price_type'];
  platts_reference: string | null;
  discount: number | null;
  currency: ItemForm['currency'];
  availability_date: string | null;
  accepting_inquiries: ItemForm['accepting_inquiries'];
  inquiries_date: string | null;
  additional_info: string | null;
  industry: ItemForm['industry'];
  /** The sign of `discount` (an item stored before it existed reads as a discount). */
  differential: ItemForm['differential'];
  quality_standard: string | null;
  quality_specification: string | null;
  quantity_tolerance: number | null;
  delivery_from: string | null;
  delivery_to: string | null;
  origin: string | null;
  inspection_company: string | null;
  payment_terms: TradeTerms['payment_terms'];
  pricing_period: TradeTerms['pricing_period'];
}

/** A listing or request as stored (see functions/TABLE.md, "Market item"). */
export interface StoredItem extends ItemFields {
  kind: ItemKind;
  id: string;
  /** The owner's user id: never shown to anyone else. */
  user_id: string;
  product_type: string;
  status: ItemStatus;
  owner_label: string;
  owner_rating: number;
  owner_review_count: number;
  committed_quantity: number;
  pending_inquiries: number;
  accepted_inquiries: number;
  declined_inquiries: number;
  fco_file: StoredFile | null;
  /** Whether the FCO terms file is there (what the card and the search replica show of it). */
  has_terms: boolean;
  rejection_reason: string | null;
  /**
   * Its owner's account is deactivated or being deleted: the item is off the marketplace (no search,
   * no card, no inquiry) until the account is activated again. Stored as `disabled`, which the search
   * change index already carries.
   */
  owner_disabled?: boolean;
  version: number;
  created_at: string;
  updated_at: string;
}

/** Who is looking: the caller's id, whether they are an administrator, and their trading roles. */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
  /** 'buyer' and/or 'seller': who may inquire on what (absent: neither). */
  roles?: readonly string[];
}

/** The path segment of an item route (`/marketplace/{kind}/...`) -> the kind of item. */
export const kindOfSegment = (segment: 'listings' | 'requests'): ItemKind =>
  segment === 'listings' ? 'listing' : 'request';

const noun = (kind: ItemKind) => (kind === 'listing' ? 'listing' : 'request');

/** The anonymous owner label: 'Seller #4821' on a listing, 'Buyer #4821' on a request. */
export function ownerLabelOf(kind: ItemKind, number: number): string {
  return `${kind === 'listing' ? 'Seller' : 'Buyer'} #${number}`;
}

/** A random label number from 1000 to 9999. */
export function randomLabelNumber(random: () => number = Math.random): number {
  return 1000 + Math.floor(random() * 9000);
}

/** The UTC calendar date of an instant (`yyyy-mm-dd`): what date fields are compared with. */
export const utcDate = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The stored fields of a submitted form. What the form hides is not kept: a fixed price has no
 * Platts reference or discount, a discount no price, and 'now' no inquiries date.
 */
export function fieldsOf(form: ItemForm): ItemFields {
  const discount = form.price_type === 'discount';
  return {
    name: form.name,
    location: form.location,
    quantity: form.quantity,
    unit: form.unit,
    delivery: form.delivery,
    term: form.term,
    price: discount ? null : (form.price ?? null),
    price_type: form.price_type,
    platts_reference: discount ? (form.platts_reference ?? null) : null,
    discount: discount ? (form.discount ?? null) : null,
    currency: form.currency,
    availability_date: form.availability_date ?? null,
    accepting_inquiries: form.accepting_inquiries,
    inquiries_date: form.accepting_inquiries === 'date' ? (form.inquiries_date ?? null) : null,
    additional_info: form.additional_info || null,
    industry: form.industry,
    differential: discount ? form.differential : 'discount',
    quality_standard: form.quality_standard || null,
    quality_specification: form.quality_specification || null,
    quantity_tolerance: form.quantity_tolerance ?? null,
    delivery_from: form.delivery_from ?? null,
    delivery_to: form.delivery_to ?? null,
    origin: form.origin || null,
    inspection_company: form.inspection_company || null,
    payment_terms: form.payment_terms ?? null,
    // a pricing period belongs to an index-linked price only
    pricing_period: discount ? (form.pricing_period ?? null) : null,
  };
}

/** The trade terms of an item as its page and its owner read them. */
export function tradeTermsOf(item: ItemFields): TradeTerms {
  return {
    quality_standard: item.quality_standard,
    quality_specification: item.quality_specification,
    quantity_tolerance: item.quantity_tolerance,
    delivery_from: item.delivery_from,
    delivery_to: item.delivery_to,
    origin: item.origin,
    inspection_company: item.inspection_company,
    payment_terms: item.payment_terms,
    pricing_period: item.pricing_period,
  };
}

export const inquiriesDatePastMessage = 'The inquiries date cannot be in the past';

/** Two writes to the same item at the same moment: DynamoDB cancels one, which may simply try again. */
export const concurrentChangeMessage = 'Someone else changed this at the same moment. Please try again.';

/** A submitted or edited form may not open inquiries on a day already gone. */
export function assertInquiriesDateAhead(fields: ItemFields, today: string): void {
  if (fields.accepting_inquiries === 'date' && fields.inquiries_date && fields.inquiries_date < today)
    throw invalid(`form.inquiries_date: ${inquiriesDatePastMessage}`, 'form.inquiries_date');
}

/** A new item is published at once, or held for an administrator while moderation is on. */
export const submittedStatus = (moderate: boolean): ItemStatus => (moderate ? 'Pending' : 'Active');

export function newItem(input: {
  kind: ItemKind;
  id: string;
  ownerId: string;
  form: ItemForm;
  fcoFile: StoredFile;
  ownerRating: number;
  /** The reviews behind the owner's rating (cards show the count). */
  ownerReviewCount?: number;
  moderate: boolean;
  labelNumber: number;
  now: Date;
}): StoredItem {
  const fields = fieldsOf(input.form);
  assertInquiriesDateAhead(fields, utcDate(input.now));
  const at = input.now.toISOString();
  return {
    kind: input.kind,
    id: input.id,
    user_id: input.ownerId,
    ...fields,
    product_type: productTypeOf(fields.name),
    status: submittedStatus(input.moderate),
    owner_label: ownerLabelOf(input.kind, input.labelNumber),
    owner_rating: input.ownerRating,
    owner_review_count: input.ownerReviewCount ?? 0,
    committed_quantity: 0,
    pending_inquiries: 0,
    accepted_inquiries: 0,
    declined_inquiries: 0,
    fco_file: input.fcoFile,
    has_terms: true,
    rejection_reason: null,
    version: 1,
    created_at: at,
    updated_at: at,
  };
}

export const acceptedEditMessage = (kind: ItemKind) =>
  `This ${noun(kind)} has an accepted inquiry and can no longer be edited.`;

/** The owner edits only while no inquiry has been accepted (a deal was opened on these terms). */
export function assertEditable(item: StoredItem): void {
  if (item.accepted_inquiries > 0) throw conflict(acceptedEditMessage(item.kind));
}

/**
 * The item after the owner's edit: the form's fields, a new FCO file when one was given. A rejected
 * item is submitted again (Pending while moderation is on, else Active) and loses its reason; any
 * other status stays.
 */
export function editedItem(input: {
  item: StoredItem;
  form: ItemForm;
  fcoFile?: StoredFile;
  moderate: boolean;
  now: Date;
}): StoredItem {
  const { item } = input;
  assertEditable(item);
  const fields = fieldsOf(input.form);
  assertInquiriesDateAhead(fields, utcDate(input.now));
  const resubmitted = item.status === 'Rejected';
  return {
    ...item,
    ...fields,
    product_type: productTypeOf(fields.name),
    status: resubmitted ? submittedStatus(input.moderate) : item.status,
    rejection_reason: resubmitted ? null : item.rejection_reason,
    fco_file: input.fcoFile ?? item.fco_file,
    has_terms: Boolean(input.fcoFile ?? item.fco_file),
    version: item.version + 1,
    updated_at: input.now.toISOString(),
  };
}

const statusRefusals: Partial<Record<ItemStatus, (kind: ItemKind) => string>> = {
  Pending: (kind) =>
    `This ${noun(kind)} is awaiting moderation. It can be deactivated or reactivated once approved.`,
  Rejected: (kind) => `This ${noun(kind)} was rejected by moderation. Edit it to submit it again.`,
  Accepted: (kind) =>
    `This ${noun(kind)} is fully committed by accepted inquiries and can no longer be deactivated or reactivated.`,
};

/**
 * The owner's deactivation or reactivation: only Active <-> Inactive. Asking for the status the item
 * already has changes nothing (undefined: no write), so a repeated click is harmless.
 */
export function statusChanged(
  item: StoredItem,
  target: 'Active' | 'Inactive',
  now: Date,
): StoredItem | undefined {
  if (item.status === target) return undefined;
  const refusal = statusRefusals[item.status];
  if (refusal) throw conflict(refusal(item.kind));
  return { ...item, status: target, version: item.version + 1, updated_at: now.toISOString() };
}

export const notPendingMessage = (kind: ItemKind) => `This ${noun(kind)} is no longer awaiting moderation.`;

/** An administrator's decision on a held item: approve -> Active, reject -> Rejected with the reason. */
export function moderated(
  item: StoredItem,
  decision: { approve: true } | { approve: false; reason: string },
  now: Date,
): StoredItem {
  if (item.status !== 'Pending') throw conflict(notPendingMessage(item.kind));
  return {
    ...item,
    status: decision.approve ? 'Active' : 'Rejected',
    rejection_reason: decision.approve ? null : decision.reason,
    version: item.version + 1,
    updated_at: now.toISOString(),
  };
}

export const itemNotFoundMessage = (kind: ItemKind) =>
  kind === 'listing' ? 'Listing not found' : 'Request not found';

/**
 * What a viewer may read: Active items anyone (the route admits only active buyers and sellers),
 * every status the owner and administrators. Anything else is not found, so ids do not leak.
 */
export function assertVisible(item: StoredItem | undefined, kind: ItemKind, viewer: Viewer): StoredItem {
  if (!item || item.kind !== kind || !isVisible(item, viewer)) throw notFound(itemNotFoundMessage(kind));
  return item;
}

// an item of a deactivated owner is off the marketplace for everyone but its owner and the admins
const isVisible = (item: StoredItem, viewer: Viewer) =>
  (item.status === 'Active' && !item.owner_disabled) || item.user_id === viewer.userId || viewer.isAdmin;

/** Who inquires on an item: buyers on listings, sellers on requests. */
export const inquirerRoleOf = (kind: ItemKind) => (kind === 'listing' ? 'buyer' : 'seller');

/**
 * Who may read an item's FCO terms: its owner, administrators, and whoever may inquire on it (a buyer
 * on a listing it can see, a seller on a request), so the terms are read before an inquiry accepts
 * them. Another seller browsing a listing has no part in its terms.
 */
export function mayReadFco(item: StoredItem, viewer: Viewer): boolean {
  if (item.user_id === viewer.userId || viewer.isAdmin) return true;
  return isVisible(item, viewer) && Boolean(viewer.roles?.includes(inquirerRoleOf(item.kind)));
}

/** Owner-only actions: another user's item (or one of the other kind) is not found. */
export function assertOwned(item: StoredItem | undefined, kind: ItemKind, ownerId: string): StoredItem {
  if (!item || item.kind !== kind || item.user_id !== ownerId) throw notFound(itemNotFoundMessage(kind));
  return item;
}

/** A stored file as the API shows it (never its storage path). */
export function fileView(file: StoredFile, purpose: MarketFile['purpose']): MarketFile {
  return {
    id: file.id,
    purpose,
    file_name: file.file_name,
    file_type: file.file_type,
    size: file.size,
    created_at: file.created_at,
  };
}

/** The card: the item's terms and its owner's anonymous label and rating; never who the owner is. */
export function cardOf(item: StoredItem, viewerId: string): MarketItem {
  return {
    id: item.id,
    kind: item.kind,
    name: item.name,
    product_type: item.product_type,
    location: item.location,
    quantity: item.quantity,
    unit: item.unit,
    committed_quantity: item.committed_quantity,
    delivery: item.delivery,
    term: item.term,
    price: item.price,
    price_type: item.price_type,
    platts_reference: item.platts_reference,
    discount: item.discount,
    differential: item.differential,
    currency: item.currency,
    availability_date: item.availability_date,
    accepting_inquiries: item.accepting_inquiries,
    inquiries_date: item.inquiries_date,
    additional_info: item.additional_info,
    industry: item.industry,
    status: item.status,
    owner_label: item.owner_label,
    rating: item.owner_rating,
    review_count: item.owner_review_count,
    has_terms: item.has_terms,
    own: item.user_id === viewerId,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}

/**
 * One item as the Inquire page reads it: the card and, for whoever may read them, the FCO terms an
 * inquiry accepts (null for others).
 */
export function itemDetailOf(item: StoredItem, viewer: Viewer): MarketItemDetail {
  return {
    ...cardOf(item, viewer.userId),
    ...tradeTermsOf(item),
    fco_file: item.fco_file && mayReadFco(item, viewer) ? fileView(item.fco_file, 'fco_terms') : null,
  };
}

/** The owner's (and the moderator's) view: the card plus version, FCO file, rejection reason, counts. */
export function ownerViewOf(item: StoredItem, viewerId: string): OwnerItem {
  return {
    ...cardOf(item, viewerId),
    ...tradeTermsOf(item),
    version: item.version,
    fco_file: item.fco_file ? fileView(item.fco_file, 'fco_terms') : null,
    rejection_reason: item.rejection_reason,
    inquiry_counts: {
      pending: item.pending_inquiries,
      accepted: item.accepted_inquiries,
      declined: item.declined_inquiries,
    },
  };
}

const inTab: Record<OwnerTab, (item: StoredItem) => boolean> = {
  Active: (item) => item.status === 'Active',
  Inactive: (item) => item.status === 'Inactive',
  All: () => true,
};

const newestFirst = (a: StoredItem, b: StoredItem) =>
  b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

/**
 * My Listings / My Requests: the tab's items newest first, and how many each tab holds (Pending,
 * Rejected and Accepted items are under All only).
 */
export function ownerListOf(items: readonly StoredItem[], tab: OwnerTab, viewerId: string) {
  return {
    items: items
      .filter(inTab[tab])
      .sort(newestFirst)
      .map((item) => ownerViewOf(item, viewerId)),
    counts: {
      Active: items.filter(inTab.Active).length,
      Inactive: items.filter(inTab.Inactive).length,
      All: items.length,
    },
  };
}

/** The moderation queue: held items, oldest first (listings and requests together). */
export function moderationQueueOf(items: readonly StoredItem[], viewerId: string) {
  return {
    items: [...items]
      .filter((item) => item.status === 'Pending')
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
      .map((item) => ownerViewOf(item, viewerId)),
  };
}
