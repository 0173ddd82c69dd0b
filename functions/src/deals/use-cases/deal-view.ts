import { rolesWith, type CompanyRight, type CompanyRole } from '@portal/contracts/company-roles';
import type { DealDetail, DealListQuery, DealSummary } from '@portal/contracts/deals';
import { stageInfo } from '@portal/contracts/deal-stages';
import type { Principal } from '../../platform/auth/access';
import { getProfile, readDisplayNames } from '../../platform/users/data/user-repository';
import {
  listMemberDeals,
  listNewestDeals,
  type DealListRecord,
  type DealPartition,
  type StoredDealEvent,
} from '../data/deal-repository';
import type { DealActor } from '../domain/deal-commands';
import { availableActions } from '../domain/deal-actions';
import { awaiting, groupMarks, nextActs, stageLabelOf, type NextAct } from '../domain/deal-machine';
import type { DealState } from '../domain/deal-state';
import {
  disclosedCompanies,
  visibleDocuments,
  eventPersonSeen,
  eventSeen,
  visibleEventComment,
  visibleEventDocument,
} from '../domain/deal-visibility';
import { readForCaller } from './deal-access';
import { visibleMandateRequests } from './mandate-view';
import { platformFileName } from './platform-documents';
import { reviewViewOf } from './reviews';

/** The deal lists and the deal page: what each caller may see of a deal, with what it may do now. */

/** How many deals an admin's Deal Flow shows (newest first); the admin's deal table pages through all. */
const adminDealListLimit = 200;

/** Whether the caller is the one awaited: a party for its own part, an admin for the platform's. */
function isYours(party: NextAct['party'], role: DealSummary['role']) {
  return party === 'platform' ? role === 'admin' : party === role;
}

/** A deal as lists show it to a caller in `role` (also the base of the Mandate Dashboard's rows). */
export function summaryOf(deal: DealListRecord, role: DealSummary['role']): DealSummary {
  const info = stageInfo(deal.stage);
  const group = info.group;
  return {
    id: deal.id,
    name: deal.name,
    title: deal.title,
    stage: deal.stage,
    stage_label: stageLabelOf(deal),
    progress: info.progress,
    group: group ?? 'unknown',
    status: deal.status as DealSummary['status'],
    role,
    buyer_label: deal.buyer_label,
    seller_label: deal.seller_label,
    product: deal.snapshot.product,
    product_type: deal.snapshot.product_type,
    quantity: deal.snapshot.quantity,
    unit: deal.snapshot.unit,
    delivery: deal.snapshot.delivery,
    location: deal.snapshot.location,
    price: deal.snapshot.price,
    price_type: deal.snapshot.price_type,
    platts_reference: deal.snapshot.platts_reference,
    discount: deal.snapshot.discount,
    differential: deal.snapshot.differential ?? 'discount',
    final_unit_price: deal.final_unit_price ?? null,
    currency: deal.snapshot.currency,
    industry: deal.snapshot.industry,
    next: nextActs(deal).map(({ rights, ...act }) => ({
      ...act,
      yours: isYours(act.party, role),
      roles: actingRoles(rights),
    })),
    due_at: (group && deal.due_dates?.[group]) || null,
    created_at: deal.created_at,
    updated_at: deal.updated_at,
  };
}

/** The company roles that act with these rights, besides administrators (who may do everything). */
const actingRoles = (rights: readonly CompanyRight[]): CompanyRole[] => [
  ...new Set(rights.flatMap((right) => rolesWith(right).filter((r) => r !== 'administrator'))),
];

/** The caller's deals (admins: the newest of the platform), most recently changed first. */
export async function listDeals(principal: Principal, query: DealListQuery = {}) {
  const summaries = principal.isAdmin
    ? (await listNewestDeals(adminDealListLimit)).map((d) => summaryOf(d, 'admin'))
    : (await listMemberDeals(principal.companyId)).map((d) =>
        summaryOf(
          d,
          d.buyer_id === principal.companyId
            ? 'buyer'
            : d.seller_id === principal.companyId
              ? 'seller'
              : 'mandate',
        ),
      );
  const deals = query.awaiting === 'me' ? awaitingCaller(summaries) : summaries;
  return { deals, total: deals.length };
}

/** The active deals that wait on the caller, soonest due first, those without a due date last. */
function awaitingCaller(deals: DealSummary[]): DealSummary[] {
  const dueKey = (deal: DealSummary) => deal.due_at ?? '9999';
  return deals
    .filter((deal) => deal.status === 'active' && deal.next.some((act) => act.yours))
    .sort((a, b) => dueKey(a).localeCompare(dueKey(b)));
}

function actorLabel(deal: DealState, event: StoredDealEvent): string {
  if (event.actor_role === 'buyer') return deal.buyer_label;
  if (event.actor_role === 'seller') return deal.seller_label;
  return 'Platform';
}

async function companyName(userId: string) {
  return (await getProfile(userId))?.company_name || null;
}

/** The deal as `actor` may see it, with what the server lets them do now. */
export async function viewOf(partition: DealPartition, actor: DealActor): Promise<DealDetail> {
  const { deal } = partition;
  const role = actor.role;
  const disclosed = disclosedCompanies(deal, actor);
  const history = partition.events.filter((event) => eventSeen(deal, actor, event));
  // the people the viewer may read by name: the few members of a party who acted, and reviewers
  const named = history.filter((event) => eventPersonSeen(deal, actor, event)).map((event) => event.actor);
  const [buyerCompany, sellerCompany, people] = await Promise.all([
    disclosed.buyer ? companyName(deal.buyer_id) : null,
    disclosed.seller ? companyName(deal.seller_id) : null,
    named.length > 0 ? readDisplayNames(named) : new Map<string, string>(),
  ]);
  const marks = groupMarks(deal);
  return {
    ...summaryOf(deal, role),
    parties: {
      buyer: { label: deal.buyer_label, company_name: buyerCompany },
      seller: { label: deal.seller_label, company_name: sellerCompany },
    },
    snapshot: {
      price_type: deal.snapshot.price_type,
      platts_reference: deal.snapshot.platts_reference,
      discount: deal.snapshot.discount,
      currency: deal.snapshot.currency,
      unit: deal.snapshot.unit,
      quality_standard: deal.snapshot.quality_standard ?? null,
      quality_specification: deal.snapshot.quality_specification ?? null,
      quantity_tolerance: deal.snapshot.quantity_tolerance ?? null,
      delivery_from: deal.snapshot.delivery_from ?? null,
      delivery_to: deal.snapshot.delivery_to ?? null,
      origin: deal.snapshot.origin ?? null,
      inspection_company: deal.snapshot.inspection_company ?? null,
      payment_terms: deal.snapshot.payment_terms ?? null,
      pricing_period: deal.snapshot.pricing_period ?? null,
      final_unit_price: deal.final_unit_price ?? null,
      differential: deal.snapshot.differential ?? null,
    },
    negotiation: deal.negotiation ?? [],
    version: deal.version,
    available_actions: availableActions(deal, actor),
    awaiting: awaiting(deal),
    group_marks: marks.map((mark) => ({
      group: mark.group,
      status: mark.status,
      buyerDone: mark.buyerDone,
      sellerDone: mark.sellerDone,
      showsPartyMarkers: mark.showsPartyMarkers,
    })),
    due_dates: Object.fromEntries(Object.entries(deal.due_dates).filter(([, v]) => Boolean(v))) as Record<
      string,
      string
    >,
    documents: visibleDocuments(deal, actor).map((doc) => ({
      ...doc,
      file: doc.file
        ? {
            file_name: doc.file.file_name,
            file_type: doc.file.file_type,
            size: doc.file.size,
            sha256: doc.file.sha256,
          }
        : null,
      file_name: doc.file_name ?? platformFileName(deal, doc.document_type, doc.version),
    })),
    history: history.map((event) => ({
      id: event.id,
      action: event.action,
      actor_label: actorLabel(deal, event),
      actor_name: eventPersonSeen(deal, actor, event) ? (people.get(event.actor) ?? null) : null,
      actor_role: event.actor_role,
      from: event.from,
      to: event.to,
      document: visibleEventDocument(deal, actor, event.document),
      comment: visibleEventComment(deal, actor, event),
      at: event.at,
    })),
    // the inspection site is the parties' business, not their agents'
    inspection_details:
      role !== 'mandate' && deal.confirmations.inspection_details
        ? {
            latitude: deal.confirmations.inspection_details.latitude,
            longitude: deal.confirmations.inspection_details.longitude,
            instructions: deal.confirmations.inspection_details.instructions,
            at: deal.confirmations.inspection_details.at,
          }
        : null,
    confirmations: {
      seller_title_transfer: deal.confirmations.seller_title_transfer?.at ?? null,
      buyer_receipt: deal.confirmations.buyer_receipt?.at ?? null,
    },
    cancellation: deal.cancellation ? { reason: deal.cancellation.reason, at: deal.cancellation.at } : null,
    closed_at: deal.closed_at,
    mandate_requests: await visibleMandateRequests(partition, actor),
    ...(await reviewViewOf(deal, actor)),
  };
}

export async function readDeal(dealId: string, principal: Principal): Promise<DealDetail> {
  const { partition, actor } = await readForCaller(dealId, principal);
  return viewOf(partition, actor);
}
