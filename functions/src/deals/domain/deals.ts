import type { TradeTermValues } from '@portal/contracts/trade-terms';
import type { DealStatus } from '@portal/contracts/deal-stages';

/**
 * A deal: what an accepted inquiry becomes. This part holds the record a deal is opened with, its
 * members and its first audit event, as types only: ./deal-opening.ts builds them, ./deal-state.ts adds
 * what the state machine (./deal-machine.ts) keeps on the same item.
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
export interface DealSnapshot extends TradeTermValues {
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
  /**
   * The trade terms the item stated, or the negotiation agreed where it did (absent on deals opened
   * before they existed): the sign of `discount` ('discount' when absent), quality, tolerance (± %),
   * delivery window, origin, inspection, payment terms and the pricing period of an index-linked price.
   */
  differential?: 'discount' | 'premium';
}

/** One round of the negotiation the deal was agreed in, as its history and closing dossier list it. */
export interface DealRound {
  number: number;
  by: DealRole;
  /** The maker's label then ('Buyer #4821'). */
  label: string;
  at: string;
  /** The round's terms in one line ('25,000 MT, 685.50 USD/MT, CIF Rotterdam, …'). */
  summary: string;
  message: string | null;
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
  /** The rounds before acceptance, the last being the accepted one (absent before negotiation). */
  negotiation?: DealRound[];
  /**
   * A deal priced at a discount to a Platts reference: the final unit price (in the deal's currency)
   * the seller states with its commercial invoice; what the deal value and the platform fee use.
   */
  final_unit_price?: number | null;
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
