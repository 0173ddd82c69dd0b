import { addDays, freshMachineFields, type DealDueDays, type DealState } from './deal-state';
import type { DealEvent, DealFile, DealMember, DealParty, DealRole, DealRound, DealSnapshot } from './deals';

/**
 * The opening of a deal: its Transaction ID and the record, two members and first audit event an
 * accepted inquiry becomes. Plain data in, plain data out: the marketplace says who buys and sells what,
 * this module says what a freshly opened deal looks like.
 */

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
  /** The negotiation's rounds, the last the accepted one. */
  rounds?: DealRound[];
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
    negotiation: input.rounds ?? [],
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
