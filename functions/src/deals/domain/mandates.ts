import { dealColumnOf } from '@portal/contracts/deal-stages';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { DealRole } from './deals';
import type { DealState } from './deal-state';

/**
 * Mandates: an agent asks to follow a deal for one side (its principal gave it the Transaction ID);
 * that side's party confirms or declines. One mandate per side, and the commissions of a deal never
 * exceed 100 % together. A request is stored per side (`MANDATE#<side>` in the deal's partition), so
 * two mandates asking for the same side at once cannot both win. Plain data in, refusals out.
 */

export type MandateSide = DealRole;

/** A side's mandate: asked (pending) or attached (confirmed). A declined request is removed. */
export interface MandateSlot {
  deal_id: string;
  party: MandateSide;
  mandate_id: string;
  commission_percent: number | null;
  status: 'pending' | 'confirmed';
  requested_at: string;
  confirmed_at: string | null;
  confirmed_by: string | null;
}

export const mandateRequestNotFoundMessage = 'Mandate request not found';
export const onlyMandatesAttachMessage = 'Only mandates can attach to a deal.';

const sideWords: Record<MandateSide, string> = { buyer: 'buyer', seller: 'seller' };

/** '12.5' / '100': a percentage as people write it (at most 2 decimals). */
export function percentText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** What is left of 100 % once the other sides' commissions are counted. */
export function remainingCommission(slots: readonly MandateSlot[], party: MandateSide): number {
  const taken = slots
    .filter((slot) => slot.party !== party)
    .reduce((sum, slot) => sum + (slot.commission_percent ?? 0), 0);
  return Math.max(0, Math.round((100 - taken) * 100) / 100);
}

/**
 * Refuses an attach request that breaks a rule: not on an ended deal, not a party of the deal itself,
 * once per mandate and deal, one mandate per side, commissions within 100 % in total.
 */
export function checkAttachRequest(input: {
  deal: DealState;
  slots: readonly MandateSlot[];
  memberIds: readonly string[];
  mandateId: string;
  party: MandateSide;
  commission: number | null;
}): void {
  const { deal, slots, mandateId, party } = input;
  if (deal.status !== 'active')
    throw conflict(
      `This deal is ${deal.status === 'closed' ? 'completed' : 'cancelled'}: a mandate can no longer be attached.`,
    );
  if (deal.buyer_id === mandateId || deal.seller_id === mandateId)
    throw conflict('You are a party of this deal and cannot be its mandate.');
  const own = slots.find((slot) => slot.mandate_id === mandateId);
  if (own || input.memberIds.includes(mandateId))
    throw conflict(
      own?.status === 'pending'
        ? `You have already asked to be attached to this deal for the ${sideWords[own.party]}.`
        : 'You are already attached to this deal.',
    );
  const taken = slots.find((slot) => slot.party === party);
  if (taken)
    throw conflict(
      taken.status === 'confirmed'
        ? `The ${sideWords[party]} of this deal already has a mandate.`
        : `Another mandate's request for the ${sideWords[party]} of this deal awaits confirmation.`,
    );
  const remaining = remainingCommission(slots, party);
  if ((input.commission ?? 0) > remaining + 1e-9)
    throw conflict(
      `The commissions of a deal may total at most 100 %: ${percentText(remaining)} % remain for this request.`,
    );
}

/**
 * The pending request of `mandateId` that the caller may answer: only the party of the side it was made
 * for. Someone who is not a party sees no deal (404); the other party and admins are refused (403).
 */
export function answerableRequest(input: {
  deal: DealState;
  slots: readonly MandateSlot[];
  mandateId: string;
  callerId: string;
  callerIsAdmin: boolean;
}): MandateSlot {
  const { deal, callerId } = input;
  const callerSide: MandateSide | null =
    deal.buyer_id === callerId ? 'buyer' : deal.seller_id === callerId ? 'seller' : null;
  if (!callerSide && !input.callerIsAdmin) throw notFound('Deal not found');
  const slot = input.slots.find((s) => s.mandate_id === input.mandateId && s.status === 'pending');
  if (!slot) throw notFound(mandateRequestNotFoundMessage);
  if (callerSide !== slot.party)
    throw forbidden(`Only the ${sideWords[slot.party]} of this deal answers its mandate request.`);
  if (deal.status !== 'active')
    throw conflict(
      `This deal is ${deal.status === 'closed' ? 'completed' : 'cancelled'}: a mandate can no longer be attached.`,
    );
  return slot;
}

/** The toast and notification text the spec gives for a confirmed attachment. */
export const attachedMessage = (party: MandateSide, dealId: string) =>
  `You have been attached as a mandate for the ${sideWords[party]} in Deal #${dealId}`;

export interface DashboardDeal {
  progress: number;
  buyer_id: string;
  seller_id: string;
}

/**
 * The dashboard's figures: deals per column (Pending up to 20 %, Active above 20 % and below 100 %,
 * Completed at 100 %) and how many distinct buyers and sellers these deals have.
 */
export function mandateDashboardStats(deals: readonly DashboardDeal[]) {
  const counts = { pending: 0, ongoing: 0, completed: 0 };
  const users = new Set<string>();
  for (const deal of deals) {
    counts[dealColumnOf(deal.progress)] += 1;
    users.add(deal.buyer_id);
    users.add(deal.seller_id);
  }
  return {
    total: deals.length,
    pending: counts.pending,
    active: counts.ongoing,
    completed: counts.completed,
    active_users: users.size,
  };
}
