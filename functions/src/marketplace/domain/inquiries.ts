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
import {
  assertMove,
  hasExpired,
  inquiryNotFoundMessage,
  labelOf,
  latestRound,
  negotiationView,
  other,
  roleOf,
  termsSummary,
  validityLabel,
  type Side,
  type StoredRound,
} from './negotiation';

export { inquiryNotFoundMessage };

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
  /** The item owner's label on the item ('Seller #1930'), for the rounds it makes; null before negotiation. */
  owner_label: string | null;
  /** The rounds of offers, the first being the inquiry itself; empty for inquiries sent before negotiation. */
  rounds: StoredRound[];
  /** Who closed the negotiation by withdrawing or letting it expire (the platform withdraws for departed accounts). */
  closed_by: Side | 'platform' | null;
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
export const inquiryFilesMessage = 'Please upload both Product Specifications and FCO Terms & Conditions.';

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
  /** The opening round: the item's terms with this quantity (see negotiation.ts). */
  round: StoredRound;
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
    owner_label: input.item.owner_label,
    rounds: [input.round],
    closed_by: null,
    version: 1,
    created_at: at,
    updated_at: at,
  };
}

// ---- Answering ------------------------------------------------------------------------------------

export { assertMove };

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
    // the quantity committed is the accepted round's
    quantity: latestRound(inquiry)?.terms.quantity ?? inquiry.quantity,
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
  by: Side = 'owner',
): StoredInquiry {
  return {
    ...inquiry,
    closed_by: by,
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
export function withdrawnInquiry(
  inquiry: StoredInquiry,
  now: Date,
  by: Side | 'platform' = 'platform',
): StoredInquiry {
  return {
    ...inquiry,
    status: 'Withdrawn',
    closed_by: by,
    version: inquiry.version + 1,
    updated_at: now.toISOString(),
  };
}

/** A round added by a counter-offer: the inquiry's quantity follows the latest round. */
export function counteredInquiry(inquiry: StoredInquiry, round: StoredRound, now: Date): StoredInquiry {
  return {
    ...inquiry,
    quantity: round.terms.quantity,
    rounds: [...inquiry.rounds, round],
    version: inquiry.version + 1,
    updated_at: now.toISOString(),
  };
}

/** The latest offer ran out before anyone answered it (the scheduled sweep records it). */
export function expiredInquiry(inquiry: StoredInquiry, now: Date): StoredInquiry {
  return {
    ...inquiry,
    status: 'Expired',
    closed_by: latestRound(inquiry)?.by ?? null,
    version: inquiry.version + 1,
    updated_at: now.toISOString(),
  };
}

/**
 * Accepting is refused when the other side's account is deleted or deactivated (no deal with it): a
 * listing's inquirer is the buyer, a request's the seller, and the owner the opposite.
 */
export const counterpartyGoneMessage = (kind: ItemKind, gone: Side = 'inquirer') =>
  `The ${roleOf(kind, gone)}'s account is deleted or deactivated, so this inquiry can no longer be accepted.`;

export function assertCounterpartyActive(
  inquiry: Pick<StoredInquiry, 'item_kind'>,
  state: 'active' | 'inactive' | 'deleted',
  gone: Side = 'inquirer',
): void {
  if (state !== 'active') throw conflict(counterpartyGoneMessage(inquiry.item_kind, gone));
}

/** The sides of a deal, and a party as the deal names it (its anonymous label until revealed). */
export type DealRole = 'buyer' | 'seller';
export interface DealParty {
  userId: string;
  label: string;
}

/**
 * The deal an accepted inquiry opens, as the deals domain needs it: on a listing the inquirer buys
 * from the owner, on a request the owner buys from the inquirer. The snapshot holds the terms agreed:
 * the accepted round's (quantity, price, incoterm and place, delivery window, payment term) over the
 * item's description; an inquiry from before negotiation takes the item's terms with its quantity. The
 * documents are the item's FCO terms and the inquiry's files; `rounds` is every round, for the deal's
 * history and its closing dossier.
 */
export function dealTermsOf(item: StoredItem, inquiry: StoredInquiry) {
  const owner: DealParty = { userId: item.user_id, label: item.owner_label };
  const inquirer: DealParty = { userId: inquiry.inquirer, label: inquiry.company };
  const ownerRole: DealRole = item.kind === 'listing' ? 'seller' : 'buyer';
  const inquirerRole: DealRole = ownerRole === 'seller' ? 'buyer' : 'seller';
  const agreed = latestRound(inquiry)?.terms;
  const price = agreed?.price;
  const snapshot = {
    product: item.name,
    product_type: item.product_type,
    quantity: agreed?.quantity ?? inquiry.quantity,
    unit: item.unit,
    delivery: agreed?.incoterm ?? item.delivery,
    location: agreed?.location ?? item.location,
    price: !agreed ? item.price : price?.kind === 'fixed' ? price.amount : null,
    price_type: !agreed
      ? item.price_type
      : price?.kind === 'formula'
        ? ('discount' as const)
        : ('fixed' as const),
    platts_reference: !agreed ? item.platts_reference : price?.kind === 'formula' ? price.reference : null,
    discount: !agreed ? item.discount : price?.kind === 'formula' ? Math.abs(price.differential) : null,
    currency: price?.currency ?? item.currency,
    industry: item.industry,
    differential:
      price?.kind === 'formula'
        ? price.differential > 0
          ? ('premium' as const)
          : ('discount' as const)
        : item.differential,
    quality_standard: item.quality_standard,
    quality_specification: item.quality_specification,
    quantity_tolerance: item.quantity_tolerance,
    delivery_from: agreed?.delivery_from ?? item.delivery_from,
    delivery_to: agreed?.delivery_to ?? item.delivery_to,
    origin: item.origin,
    inspection_company: item.inspection_company,
    // the payment agreed; else a request's Term, which is its payment term, or the listing's
    payment_terms: agreed?.payment_term ?? (item.kind === 'request' ? item.term : item.payment_terms),
    pricing_period: !agreed ? item.pricing_period : price?.kind === 'formula' ? price.period : null,
  };
  const files = [
    ...(item.fco_file ? [{ ...item.fco_file, purpose: 'fco_terms' as const, provided_by: ownerRole }] : []),
    ...inquiry.files.map((file) => ({ ...file, provided_by: inquirerRole })),
  ];
  const rounds = inquiry.rounds.map((round) => ({
    number: round.number,
    by: roleOf(item.kind, round.by),
    label: labelOf(inquiry, round.by),
    at: round.at,
    summary: termsSummary(round.terms),
    message: round.message,
  }));
  return {
    buyer: ownerRole === 'buyer' ? owner : inquirer,
    seller: ownerRole === 'seller' ? owner : inquirer,
    openedBy: ownerRole,
    snapshot,
    files,
    rounds,
  };
}

// ---- Views ----------------------------------------------------------------------------------------

/**
 * An inquiry as `side` sees it: the inquirer's label, never who the inquirer is, and the negotiation
 * with the moves open to that side. A pending inquiry whose latest offer ran out reads Expired before
 * the sweep records it, since nothing can be done on it any more.
 */
export function inquiryView(inquiry: StoredInquiry, side: Side, now: Date, maxRounds: number): Inquiry {
  const latest = latestRound(inquiry);
  const lapsed = inquiry.status === 'Pending' && latest !== undefined && hasExpired(latest, now);
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
    status: lapsed ? 'Expired' : inquiry.status,
    decline_reason: inquiry.decline_reason,
    files: inquiry.files.map((file) => fileView(file, file.purpose)),
    deal_id: inquiry.deal_id,
    negotiation: negotiationView(inquiry, side, now, maxRounds),
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
  /** To the side whose offer was accepted: the inquirer for the opening round, else the round's maker. */
  accepted: (inquiry: StoredInquiry, dealId: string) => {
    const maker = latestRound(inquiry)?.by ?? 'inquirer';
    return maker === 'inquirer'
      ? {
          type: 'inquiry-accepted' as const,
          userId: inquiry.inquirer,
          title: inquiry.rounds.length > 1 ? 'Offer accepted' : 'Inquiry accepted',
          body:
            inquiry.rounds.length > 1
              ? `${labelOf(inquiry, 'owner')} accepted your offer of ${termsSummary(latestRound(inquiry)!.terms)} for ${inquiry.item_name}. Deal #${dealId} is open.`
              : `Your inquiry for ${quantityLabel(inquiry.quantity, inquiry.unit)} of ${inquiry.item_name} was accepted. Deal #${dealId} is open.`,
          link: `/deal/${dealId}`,
        }
      : {
          type: 'inquiry-accepted' as const,
          userId: inquiry.item_owner,
          title: 'Offer accepted',
          body: `${inquiry.company} accepted your offer of ${termsSummary(latestRound(inquiry)!.terms)} for ${inquiry.item_name}. Deal #${dealId} is open.`,
          link: `/deal/${dealId}`,
        };
  },
  /** To the other side: a new round to answer before it runs out. */
  countered: (inquiry: StoredInquiry) => {
    const round = latestRound(inquiry)!;
    const to = other(round.by);
    return {
      type: 'offer-countered' as const,
      userId: to === 'owner' ? inquiry.item_owner : inquiry.inquirer,
      title: 'Counter-offer received',
      body: `${labelOf(inquiry, round.by)} countered on ${inquiry.item_name} (round ${round.number}): ${termsSummary(round.terms)}. Open until ${validityLabel(round.valid_until)}.`,
      link: to === 'owner' ? ownerPage(inquiry.item_kind) : inquirerPage(inquiry.item_kind),
    };
  },
  /** To the other side: the maker took its latest offer back. */
  withdrawnByMaker: (inquiry: StoredInquiry, by: Side) => ({
    type: 'offer-withdrawn' as const,
    userId: by === 'owner' ? inquiry.inquirer : inquiry.item_owner,
    title: 'Offer withdrawn',
    body: `${labelOf(inquiry, by)} withdrew its offer on ${inquiry.item_name}; the negotiation is closed.`,
    link: by === 'owner' ? inquirerPage(inquiry.item_kind) : ownerPage(inquiry.item_kind),
  }),
  /** To both sides: the latest offer ran out unanswered. */
  expired: (inquiry: StoredInquiry) => {
    const round = latestRound(inquiry)!;
    const body = `The offer of ${labelOf(inquiry, round.by)} on ${inquiry.item_name} (round ${round.number}) expired on ${validityLabel(round.valid_until)} without an answer; the negotiation is closed.`;
    return [
      {
        type: 'offer-expired' as const,
        userId: inquiry.item_owner,
        title: 'Offer expired',
        body,
        link: ownerPage(inquiry.item_kind),
      },
      {
        type: 'offer-expired' as const,
        userId: inquiry.inquirer,
        title: 'Offer expired',
        body,
        link: inquirerPage(inquiry.item_kind),
      },
    ];
  },
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
  /** To the side whose offer was declined. */
  declined: (inquiry: StoredInquiry) =>
    inquiry.closed_by === 'inquirer'
      ? {
          type: 'offer-declined' as const,
          userId: inquiry.item_owner,
          title: 'Offer declined',
          body: `${inquiry.company} declined your offer on ${inquiry.item_name}.${
            inquiry.decline_reason ? ` Reason: ${inquiry.decline_reason}` : ''
          }`,
          link: ownerPage(inquiry.item_kind),
        }
      : {
          type: 'inquiry-declined' as const,
          userId: inquiry.inquirer,
          title: 'Inquiry declined',
          body: `Your inquiry for ${quantityLabel(inquiry.quantity, inquiry.unit)} of ${inquiry.item_name} was declined.${
            inquiry.decline_reason ? ` Reason: ${inquiry.decline_reason}` : ''
          }`,
          link: inquirerPage(inquiry.item_kind),
        },
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
  accepted: (inquiry: StoredInquiry, dealId: string, by: Side = 'owner') => ({
    userId: by === 'owner' ? inquiry.item_owner : inquiry.inquirer,
    action: `${by === 'owner' && inquiry.rounds.length <= 1 ? 'Inquiry' : 'Offer'} accepted: ${inquiry.item_name}`,
    status: 'Completed' as const,
    link: `/deal/${dealId}`,
  }),
  declined: (inquiry: StoredInquiry) => ({
    userId: inquiry.closed_by === 'inquirer' ? inquiry.inquirer : inquiry.item_owner,
    action: `${inquiry.closed_by === 'inquirer' ? 'Offer' : 'Inquiry'} declined: ${inquiry.item_name}`,
    status: 'Declined' as const,
    link: inquiry.closed_by === 'inquirer' ? inquirerPage(inquiry.item_kind) : ownerPage(inquiry.item_kind),
  }),
  countered: (inquiry: StoredInquiry, by: Side) => ({
    userId: by === 'owner' ? inquiry.item_owner : inquiry.inquirer,
    action: `Counter-offer sent: ${inquiry.item_name}`,
    status: 'Pending' as const,
    link: by === 'owner' ? ownerPage(inquiry.item_kind) : inquirerPage(inquiry.item_kind),
  }),
};
