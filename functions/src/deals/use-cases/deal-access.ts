import type { Principal } from '../../platform/auth/access';
import { notFound } from '../../platform/errors';
import { readDealPartition, type DealPartition } from '../data/deal-repository';
import type { DealActor } from '../domain/deal-commands';
import { dealNotFoundMessage, roleInDeal } from '../domain/deal-machine';

/**
 * Who the caller is in a deal: its buyer, its seller, an admin, or a mandate its side's party confirmed.
 * Anyone else gets 404, as if the deal did not exist. Every deals use-case starts here.
 */

function actorOf(partition: DealPartition, principal: Principal): DealActor {
  const { deal } = partition;
  if (principal.isAdmin) return { userId: principal.userId, role: 'admin' };
  // a party is a company: any of its members is the party (their company role decides what they may do)
  const party = {
    userId: principal.companyId,
    personId: principal.userId,
    companyRole: principal.companyRole,
  };
  if (principal.companyId === deal.buyer_id) return { ...party, role: 'buyer' };
  if (principal.companyId === deal.seller_id) return { ...party, role: 'seller' };
  // a mandate sees the deal only once its side's party confirmed it (its membership item)
  const mandate = partition.members.find((m) => m.user_id === principal.companyId && m.role === 'mandate');
  if (mandate?.side && principal.roles.includes('mandate'))
    return { ...party, role: 'mandate', side: mandate.side };
  throw notFound(dealNotFoundMessage);
}

export async function readForCaller(dealId: string, principal: Principal) {
  const partition = await readDealPartition(dealId);
  if (!partition) throw notFound(dealNotFoundMessage);
  const actor = actorOf(partition, principal);
  if (roleInDeal(partition.deal, actor) === null) throw notFound(dealNotFoundMessage);
  return { partition, actor };
}
