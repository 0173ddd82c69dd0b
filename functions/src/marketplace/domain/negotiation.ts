import type { NegotiationView, OfferTerms, RoundTerms } from '@portal/contracts/negotiation';
import {
  MAX_OFFER_VALIDITY_DAYS,
  offerPriceLabel,
  roundTermKeys,
  type NegotiationMove,
  type RoundTermKey,
} from '@portal/contracts/offer-terms';
import { pricingPeriods, quantityLabel, type ItemKind } from '@portal/contracts/marketplace-catalogue';
import { conflict, invalid, notFound } from '../../platform/errors';
import type { StoredItem } from './items';

/**
 * The negotiation an inquiry opens, as plain rules: the inquiry is round 1 (the item's terms with the
 * inquirer's quantity); afterwards the side that did not make the latest round may accept, counter or
 * decline it, and the side that made it may withdraw it, until its validity ends. Only the latest round
 * can be accepted; a platform setting caps the rounds, after which only accepting or declining remain.
 */

/** Which side of the negotiation a user is: the inquirer, or the owner of the item inquired on. */
export type Side = 'inquirer' | 'owner';

/** One round as stored on the inquiry (see functions/TABLE.md, "Inquiry"). */
export interface StoredRound {
  number: number;
  by: Side;
  at: string;
  valid_until: string;
  message: string | null;
  terms: RoundTerms;
}

/** What these rules read of an inquiry (the inquiry domain's stored shape has every field). */
export interface Negotiated {
  id: string;
  item_kind: ItemKind;
  item_owner: string;
  inquirer: string;
  /** The inquirer's label; the owner's is `owner_label`. */
  company: string;
  owner_label: string | null;
  status: 'Pending' | 'Accepted' | 'Declined' | 'Withdrawn' | 'Expired';
  rounds: StoredRound[];
  closed_by: Side | 'platform' | null;
}

/** The quickest an offer may run out: a validity shorter than this could not be read in time. */
export const MIN_OFFER_VALIDITY_MINUTES = 5;

const hour = 3_600_000;

export const roleOf = (kind: ItemKind, side: Side): 'buyer' | 'seller' =>
  (kind === 'listing') === (side === 'owner') ? 'seller' : 'buyer';

export const labelOf = (inquiry: Pick<Negotiated, 'item_kind' | 'company' | 'owner_label'>, side: Side) =>
  side === 'inquirer'
    ? inquiry.company
    : (inquiry.owner_label ?? (inquiry.item_kind === 'listing' ? 'The seller' : 'The buyer'));

export const other = (side: Side): Side => (side === 'owner' ? 'inquirer' : 'owner');

export function sideOf(
  inquiry: Pick<Negotiated, 'item_owner' | 'inquirer'>,
  userId: string,
): Side | undefined {
  if (inquiry.item_owner === userId) return 'owner';
  if (inquiry.inquirer === userId) return 'inquirer';
  return undefined;
}

export const latestRound = (inquiry: Pick<Negotiated, 'rounds'>) => inquiry.rounds.at(-1);

export const hasExpired = (round: Pick<StoredRound, 'valid_until'>, now: Date) =>
  Date.parse(round.valid_until) <= now.getTime();

/** A calendar day as a person reads it: '2026-12-28' -> 'Dec 28, 2026'. */
const dayLabel = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The round's end as a person reads it in a message: 'Nov 29, 2026, 14:05 UTC'. */
export function validityLabel(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `${day}, ${iso.slice(11, 16)} UTC`;
}

/**
 * The validity of a new round: the platform's default from now, or the maker's own, which must leave
 * the other side time to read it and may not exceed MAX_OFFER_VALIDITY_DAYS.
 */
export function validityOf(now: Date, defaultHours: number, requested?: string): string {
  if (requested === undefined) {
    const hours = Math.min(defaultHours, MAX_OFFER_VALIDITY_DAYS * 24);
    return new Date(now.getTime() + hours * hour).toISOString();
  }
  const at = Date.parse(requested);
  if (at < now.getTime() + MIN_OFFER_VALIDITY_MINUTES * 60_000)
    throw invalid(
      `valid_until: The offer must stay open at least ${MIN_OFFER_VALIDITY_MINUTES} minutes`,
      'valid_until',
    );
  if (at > now.getTime() + MAX_OFFER_VALIDITY_DAYS * 24 * hour)
    throw invalid(
      `valid_until: An offer may stay open at most ${MAX_OFFER_VALIDITY_DAYS} days`,
      'valid_until',
    );
  return new Date(at).toISOString();
}

/**
 * The opening round's terms: the item's, with the inquirer's quantity. A request's Term is the payment
 * the buyer offers; a listing's payment instrument, delivery window and pricing period, when it states
 * them, come along.
 */
export function openingTerms(item: StoredItem, quantity: number): RoundTerms {
  const price: RoundTerms['price'] =
    item.price_type === 'discount' && item.platts_reference && item.discount != null
      ? {
          kind: 'formula',
          reference: item.platts_reference,
          differential: item.differential === 'premium' ? item.discount : -item.discount,
          currency: item.currency,
          period: item.pricing_period ?? pricingPeriods[0],
        }
      : item.price != null
        ? { kind: 'fixed', amount: item.price, currency: item.currency }
        : null;
  return {
    quantity,
    unit: item.unit,
    price,
    incoterm: item.delivery,
    location: item.location,
    delivery_from: item.delivery_from ?? item.availability_date ?? null,
    delivery_to: item.delivery_to ?? null,
    payment_term: item.kind === 'request' ? item.term : (item.payment_terms ?? null),
  };
}

export function openingRound(input: {
  item: StoredItem;
  quantity: number;
  message: string | null;
  now: Date;
  validityHours: number;
}): StoredRound {
  return {
    number: 1,
    by: 'inquirer',
    at: input.now.toISOString(),
    valid_until: validityOf(input.now, input.validityHours),
    message: input.message,
    terms: openingTerms(input.item, input.quantity),
  };
}

/** The terms a round changed from the one before it. */
export function changesOf(previous: RoundTerms | undefined, next: RoundTerms): RoundTermKey[] {
  if (!previous) return [];
  return roundTermKeys.filter((key) => JSON.stringify(previous[key]) !== JSON.stringify(next[key]));
}

/** What the side may do now: nothing once the negotiation closed or its latest offer ran out. */
export function movesOf(inquiry: Negotiated, side: Side, now: Date, maxRounds: number): NegotiationMove[] {
  if (inquiry.status !== 'Pending') return [];
  const latest = latestRound(inquiry);
  // an inquiry sent before negotiation existed: its owner answers it as before
  if (!latest) return side === 'owner' ? ['accept', 'decline'] : [];
  if (hasExpired(latest, now)) return [];
  if (latest.by === side) return ['withdraw'];
  return inquiry.rounds.length < maxRounds ? ['accept', 'counter', 'decline'] : ['accept', 'decline'];
}

const closedMessages: Record<Exclude<Negotiated['status'], 'Pending'>, string> = {
  Accepted: 'This inquiry has already been accepted.',
  Declined: 'This inquiry has already been declined.',
  Withdrawn: 'This inquiry was withdrawn by its sender.',
  Expired: 'This offer has expired.',
};

export const inquiryNotFoundMessage = 'Inquiry not found';
export const staleRoundMessage = (seen: number, latest: number) =>
  `Round ${seen} is no longer the latest offer: round ${latest} is. Reload to see it.`;
export const expiredMessage = (validUntil: string) => `This offer expired on ${validityLabel(validUntil)}.`;
export const ownOfferMessage = "You made the latest offer: wait for the other side's answer, or withdraw it.";
export const notYourOfferMessage = 'Only the side that made the latest offer can withdraw it.';
export const roundsUsedMessage = (max: number) =>
  `This negotiation has reached its limit of ${max} rounds: accept or decline the latest offer.`;

/**
 * Whether `userId` may make `move` now, answering round `seen` (the latest the caller saw, when it
 * says). Anyone but the two sides gets 404, as for an inquiry that does not exist; every refusal of a
 * side is a 409 with the sentence that says why.
 */
export function assertMove<T extends Negotiated>(
  inquiry: T | undefined,
  userId: string,
  move: NegotiationMove,
  seen: number | undefined,
  now: Date,
  maxRounds: number,
): { inquiry: T; side: Side } {
  const side = inquiry && sideOf(inquiry, userId);
  if (!inquiry || !side) throw notFound(inquiryNotFoundMessage);
  if (inquiry.status !== 'Pending') {
    if (inquiry.status === 'Withdrawn' && inquiry.closed_by === 'owner')
      throw conflict('This offer was withdrawn by its maker.');
    throw conflict(closedMessages[inquiry.status]);
  }
  const latest = latestRound(inquiry);
  if (!latest) {
    // before negotiation: the owner accepts or declines, nothing else
    if (side !== 'owner' || (move !== 'accept' && move !== 'decline')) throw notFound(inquiryNotFoundMessage);
    return { inquiry, side };
  }
  if (seen !== undefined && seen !== latest.number) throw conflict(staleRoundMessage(seen, latest.number));
  if (hasExpired(latest, now)) throw conflict(expiredMessage(latest.valid_until));
  if (move === 'withdraw') {
    if (latest.by !== side) throw conflict(notYourOfferMessage);
    return { inquiry, side };
  }
  if (latest.by === side) throw conflict(ownOfferMessage);
  if (move === 'counter' && inquiry.rounds.length >= maxRounds) throw conflict(roundsUsedMessage(maxRounds));
  return { inquiry, side };
}

/** The terms of a counter-offer as a round stores them (the unit is the item's). */
export const roundTermsOf = (terms: OfferTerms, unit: RoundTerms['unit']): RoundTerms => ({ ...terms, unit });

export function counterRound(input: {
  inquiry: Negotiated;
  side: Side;
  terms: RoundTerms;
  message: string | undefined;
  validUntil: string;
  now: Date;
}): StoredRound {
  return {
    number: input.inquiry.rounds.length + 1,
    by: input.side,
    at: input.now.toISOString(),
    valid_until: input.validUntil,
    message: input.message?.trim() || null,
    terms: input.terms,
  };
}

/** A one-line summary of a round's terms, for notifications and the deal's history. */
export function termsSummary(terms: RoundTerms): string {
  const parts = [
    quantityLabel(terms.quantity, terms.unit),
    offerPriceLabel(terms.price, terms.unit),
    `${terms.incoterm} ${terms.location}`,
  ];
  if (terms.delivery_from)
    parts.push(
      `delivery ${dayLabel(terms.delivery_from)}${terms.delivery_to ? ` to ${dayLabel(terms.delivery_to)}` : ''}`,
    );

  if (terms.payment_term) parts.push(terms.payment_term);
  return parts.join(', ');
}

/** The negotiation as `side` sees it (labels, never who), with the moves open to it at `now`. */
export function negotiationView(
  inquiry: Negotiated,
  side: Side,
  now: Date,
  maxRounds: number,
): NegotiationView | null {
  if (inquiry.rounds.length === 0) return null;
  const closedBy = inquiry.closed_by;
  return {
    side: roleOf(inquiry.item_kind, side),
    rounds: inquiry.rounds.map((round, i) => ({
      number: round.number,
      by: roleOf(inquiry.item_kind, round.by),
      label: labelOf(inquiry, round.by),
      at: round.at,
      valid_until: round.valid_until,
      message: round.message,
      terms: round.terms,
      changes: changesOf(inquiry.rounds[i - 1]?.terms, round.terms),
    })),
    moves: movesOf(inquiry, side, now, maxRounds),
    rounds_left: Math.max(0, maxRounds - inquiry.rounds.length),
    closed_by:
      closedBy === null ? null : closedBy === 'platform' ? 'platform' : roleOf(inquiry.item_kind, closedBy),
  };
}
