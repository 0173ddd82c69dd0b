import type { z } from 'zod';
import type {
  MandateAttachResponse,
  MandateDashboard,
  MandateDeal,
  mandateAttachRequestSchema,
} from '@portal/contracts/mandates';
import type { Principal } from '../../platform/auth/access';
import { forbidden, notFound } from '../../platform/errors';
import { notify } from '../../platform/notifications/data/notify';
import { ticketHeadline } from '../domain/deal-notices';
import {
  listDealsByIds,
  listNewestDeals,
  readDealPartition,
  type DealListRecord,
} from '../data/deal-repository';
import {
  confirmMandate,
  declineMandate,
  listMandateMemberships,
  saveMandateRequest,
} from '../data/mandate-repository';
import { dealNotFoundMessage } from '../domain/deal-machine';
import {
  answerableRequest,
  attachedMessage,
  checkAttachRequest,
  mandateDashboardStats,
  onlyMandatesAttachMessage,
  percentText,
  type MandateSide,
  type MandateSlot,
} from '../domain/mandates';
import { ticketFieldsOf } from '@portal/contracts/deal-ticket-fields';
import { readDeal, summaryOf } from './deal-view';

/**
 * Mandates: the dashboard of the deals a mandate follows, its request to be attached to a deal by the
 * Transaction ID, and the party's answer. The deal's page itself (read-only for a mandate) is served
 * by ./deal-view.ts.
 */

/** How many deals an admin's Mandate Dashboard covers (the newest of the platform). */
const adminDashboardLimit = 200;

function dashboardDeal(deal: DealListRecord, side: MandateSide | null): MandateDeal {
  // the row names the deal by its trade ticket and says who acts next, as the Deal Flow does
  const summary = summaryOf(deal, side ? 'mandate' : 'admin');
  return {
    ...ticketFieldsOf(summary),
    id: deal.id,
    title: deal.title,
    name: deal.name,
    stage: deal.stage,
    stage_label: summary.stage_label,
    progress: summary.progress,
    side,
    status: summary.status,
    updated_at: deal.updated_at,
  };
}

/** The caller's attached deals (admins: the newest deals of the platform) and their figures. */
export async function mandateDashboard(principal: Principal): Promise<MandateDashboard> {
  if (principal.isAdmin) {
    const deals = await listNewestDeals(adminDashboardLimit);
    return dashboardOf(deals, () => null);
  }
  const memberships = await listMandateMemberships(principal.companyId);
  const sides = new Map(memberships.map((m) => [m.deal_id, m.side]));
  const deals = await listDealsByIds([...sides.keys()]);
  return dashboardOf(deals, (id) => sides.get(id) ?? null);
}

function dashboardOf(deals: DealListRecord[], sideOf: (dealId: string) => MandateSide | null) {
  // progress follows the stage table (as on the deal page), not a stored copy
  const listed = deals.map((d) => dashboardDeal(d, sideOf(d.id)));
  return {
    deals: listed,
    stats: mandateDashboardStats(
      deals.map((d, i) => ({ progress: listed[i]!.progress, buyer_id: d.buyer_id, seller_id: d.seller_id })),
    ),
  };
}

type AttachBody = z.output<typeof mandateAttachRequestSchema>;

const sideTitle: Record<MandateSide, string> = { buyer: 'Buyer', seller: 'Seller' };

/** An active mandate asks the deal's party of one side to attach it; the party is notified. */
export async function requestMandateAttachment(
  principal: Principal,
  body: AttachBody,
): Promise<MandateAttachResponse> {
  if (!principal.roles.includes('mandate')) throw forbidden(onlyMandatesAttachMessage);
  const partition = await readDealPartition(body.deal_id);
  if (!partition) throw notFound(dealNotFoundMessage);
  const { deal, mandates } = partition;
  const party = body.party;
  const commission = body.commission_percent ?? null;
  checkAttachRequest({
    deal,
    slots: mandates,
    memberIds: partition.members.map((m) => m.user_id),
    mandateId: principal.companyId,
    party,
    commission,
  });
  const at = new Date();
  const slot: MandateSlot = {
    deal_id: deal.id,
    party,
    mandate_id: principal.companyId,
    commission_percent: commission,
    status: 'pending',
    requested_at: at.toISOString(),
    confirmed_at: null,
    confirmed_by: null,
  };
  const commissionText = commission === null ? '' : ` (commission ${percentText(commission)} %)`;
  await saveMandateRequest({
    slot,
    otherSide: mandates.find((m) => m.party !== party),
    notification: notify({
      userId: party === 'buyer' ? deal.buyer_id : deal.seller_id,
      type: 'mandate-attach-requested',
      title: 'Mandate request',
      body: `A mandate asks to be attached to your side (the ${party}) of ${ticketHeadline(deal)} (Deal ${deal.id})${commissionText}. Confirm or decline it on the deal page.`,
      link: `/deal/${deal.id}`,
      at,
    }),
  });
  return {
    deal_id: deal.id,
    party,
    commission_percent: commission,
    status: 'pending',
    requested_at: slot.requested_at,
  };
}

async function answerable(dealId: string, mandateId: string, principal: Principal) {
  const partition = await readDealPartition(dealId);
  if (!partition) throw notFound(dealNotFoundMessage);
  const slot = answerableRequest({
    deal: partition.deal,
    slots: partition.mandates,
    mandateId,
    callerId: principal.companyId,
    callerIsAdmin: principal.isAdmin,
  });
  return { partition, slot };
}

/** The party confirms: the mandate is attached and told 'Mandate attached'. Answers the deal after it. */
export async function confirmMandateRequest(dealId: string, mandateId: string, principal: Principal) {
  const { partition, slot } = await answerable(dealId, mandateId, principal);
  const at = new Date();
  await confirmMandate({
    deal: partition.deal,
    slot,
    by: principal.userId,
    at: at.toISOString(),
    comment: `${sideTitle[slot.party]} Mandate attached${
      slot.commission_percent === null ? '' : ` (commission ${percentText(slot.commission_percent)} %)`
    }`,
    notification: notify({
      userId: slot.mandate_id,
      type: 'mandate-attach-confirmed',
      title: 'Mandate attached',
      body: attachedMessage(slot.party, partition.deal.id),
      link: `/deal/${partition.deal.id}`,
      at,
    }),
  });
  return readDeal(dealId, principal);
}

/** The party declines: the side is free again and the mandate is told. Answers the deal after it. */
export async function declineMandateRequest(dealId: string, mandateId: string, principal: Principal) {
  const { partition, slot } = await answerable(dealId, mandateId, principal);
  const at = new Date();
  await declineMandate({
    deal: partition.deal,
    slot,
    by: principal.userId,
    at: at.toISOString(),
    comment: `${sideTitle[slot.party]} Mandate request declined`,
    notification: notify({
      userId: slot.mandate_id,
      type: 'mandate-attach-declined',
      title: 'Mandate request declined',
      body: `The ${slot.party} of ${ticketHeadline(partition.deal)} (Deal ${partition.deal.id}) declined your request to be attached as its mandate.`,
      link: '/mandate-dashboard',
      at,
    }),
  });
  return readDeal(dealId, principal);
}
