import type { DealStatus } from '@portal/contracts/deal-stages';
import { addDays, freshMachineFields, type DealDueDays, type DealState } from './deal-state';

/**
 * A deal: what an accepted inquiry becomes. This part holds the opening of a deal (the record, its two
 * members and the first audit event); ./deal-machine.ts moves it through the stages. Plain data in,
 * plain data out: the marketplace says who buys and sells what, this module says what a freshly opened
 * deal looks like.
 */

export type DealRole = 'buyer' | 'seller';

/** A party as the deal knows it until identities are revealed: its user id and anonymous label. */
export interface DealParty {
  userId: string;
  /** 'Buyer #4821' / 'Seller #1930'. */
  label: string;
  /** The party's company name when the deal opens (admins search and list deals by it). */
  company?: string | null;
}

/** The terms the deal was opened on, copied so that later edits of the item do not change them. */
export interface DealSnapshot {
  product: string;
  product_type: string;
  quantity: number;
  unit: string;
  delivery: string;
  location: string;
  price: number | null;
  price_type: 'fixed' | 'discount';
  platts_reference: string | null;
  discount: number | null;
  currency: string;
  industry: string;
}

/** A document the deal starts with (the item's FCO terms, the inquiry's files). */
export interface DealFile {
  id: string;
  purpose: string;
  file_name: string;
  file_type: string;
  size: number;
  file_path: string;
  created_at: string;
  /** Which side supplied it. */
  provided_by: DealRole;
}

export interface Deal {
  /** The Transaction ID: 10 characters of upper-case Crockford base32. */
  id: string;
  name: string;
  title: string;
  stage: string;
  progress: number;
  status: DealStatus;
  buyer_id: string;
  buyer_label: string;
  seller_id: string;
  seller_label: string;
  /**
   * The parties' company names as at the opening, for the admins' deal table and its search (deals
   * opened before they were kept have none; the deal page reads the current names from the profiles).
   */
  buyer_company?: string | null;
  seller_company?: string | null;
  snapshot: DealSnapshot;
  fco_files: DealFile[];
  inquiry_id: string;
  item_id: string;
  item_kind: 'listing' | 'request';
  version: number;
  created_at: string;
  updated_at: string;
}

export interface DealMember {
  deal_id: string;
  user_id: string;
  /** A confirmed mandate is a member too (./mandates.ts), following the party named by `side`. */
  role: DealRole | 'mandate';
  side?: DealRole;
  label: string;
  /** `active` while the deal is ongoing (the member's deal list and the account-deletion guard). */
  state: 'active';
  created_at: string;
  updated_at: string;
}

/** One entry of the deal's audit trail. */
export interface DealEvent {
  id: string;
  deal_id: string;
  /** The user who caused it. */
  actor: string;
  actor_role: DealRole;
  action: 'deal-opened';
  from: string | null;
  to: string;
  comment: string | null;
  inquiry_id: string;
  at: string;
}

export interface OpenedDeal {
  /** Opened with nothing of the flow done yet, ready for the state machine. */
  deal: DealState;
  members: [DealMember, DealMember];
  event: DealEvent;
}

/** Where every deal starts: the first value of the 'deal-initiated' group, step 1 of 10. */
export const openingStage = { stage: 'inquiry-submitted', progress: 10 } as const;

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const dealIdLength = 10;

/**
 * A Transaction ID from random bytes: each byte's low 5 bits pick a Crockford base32 digit (256 is a
 * multiple of 32, so every digit is equally likely). 32^10 ≈ 10^15 ids; the deal's conditional put
 * catches the unlikely repeat.
 */
export function dealIdFrom(bytes: Uint8Array): string {
  if (bytes.length < dealIdLength) throw new Error(`a deal id needs ${dealIdLength} random bytes`);
  let id = '';
  for (let i = 0; i < dealIdLength; i++) id += crockford[bytes[i]! & 31];
  return id;
}

export const dealIdPattern = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/**
 * The deal an accepted inquiry opens, with its buyer and seller as members and the audit event of its
 * opening by `openedBy` (the item's owner, who accepted).
 */
export function openDeal(input: {
  id: string;
  eventId: string;
  inquiryId: string;
  itemId: string;
  itemKind: 'listing' | 'request';
  buyer: DealParty;
  seller: DealParty;
  snapshot: DealSnapshot;
  files: DealFile[];
  openedBy: DealRole;
  at: Date;
  /** The platform's days per group: the first group's due date counts from the opening. */
  dueDays?: DealDueDays;
}): OpenedDeal {
  const at = input.at.toISOString();
  const firstGroupDays = input.dueDays?.['deal-initiated'];
  const deal: DealState = {
    id: input.id,
    name: `Order #${input.id}`,
    title: `Deal #${input.id}`,
    stage: openingStage.stage,
    progress: openingStage.progress,
    status: 'active',
    buyer_id: input.buyer.userId,
    buyer_label: input.buyer.label,
    seller_id: input.seller.userId,
    seller_label: input.seller.label,
    buyer_company: input.buyer.company ?? null,
    seller_company: input.seller.company ?? null,
    snapshot: input.snapshot,
    fco_files: input.files,
    inquiry_id: input.inquiryId,
    item_id: input.itemId,
    item_kind: input.itemKind,
    version: 1,
    created_at: at,
    updated_at: at,
    ...freshMachineFields(),
    due_dates: firstGroupDays === undefined ? {} : { 'deal-initiated': addDays(input.at, firstGroupDays) },
  };
  const member = (party: DealParty, role: DealRole): DealMember => ({
    deal_id: input.id,
    user_id: party.userId,
    role,
    label: party.label,
    state: 'active',
    created_at: at,
    updated_at: at,
  });
  return {
    deal,
    members: [member(input.buyer, 'buyer'), member(input.seller, 'seller')],
    event: {
      id: input.eventId,
      deal_id: input.id,
      actor: input.openedBy === 'buyer' ? input.buyer.userId : input.seller.userId,
      actor_role: input.openedBy,
      action: 'deal-opened',
      from: null,
      to: openingStage.stage,
      comment: null,
      inquiry_id: input.inquiryId,
      at,
    },
  };
}
