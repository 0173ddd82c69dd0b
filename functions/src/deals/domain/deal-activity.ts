import { dealActionText } from '@portal/contracts/deal-stages';
import { tradeTicket } from '@portal/contracts/trade-ticket';
import type { ActivityRecord } from '../../platform/activity/domain/activity';
import type { DealActor, DealCommand } from './deal-commands';
import type { DealAuditEvent, DealState } from './deal-state';

/**
 * A party's own record of a step it took on a deal (My Recent Activities): the first audit entry the
 * command wrote in the party's name, in the History's words. An upload waits for the platform's
 * review, so it is Pending; every other step is done when it is recorded. Admins keep no such list.
 * The deal is named by its trade ticket's headline ('1,000 MT EN590 10ppm'), as every deal screen
 * names it.
 */
export function dealActivityOf(
  deal: Pick<DealState, 'id' | 'snapshot' | 'buyer_label' | 'seller_label'>,
  actor: DealActor,
  command: DealCommand,
  events: readonly Pick<DealAuditEvent, 'actor' | 'action'>[],
): Omit<ActivityRecord, 'at'> | undefined {
  if (actor.role !== 'buyer' && actor.role !== 'seller') return undefined;
  const own = events.find((event) => event.actor === actor.userId);
  if (!own) return undefined;
  const upload = command.type === 'upload-document' ? command : undefined;
  return {
    userId: actor.userId,
    action: `${dealActionText(own.action)}: ${tradeTicket({ ...deal.snapshot, id: deal.id, buyer_label: deal.buyer_label, seller_label: deal.seller_label }, actor.role).headline}`,
    status: own.action === 'document-uploaded' ? 'Pending' : 'Completed',
    documentName: upload?.file.file_name ?? null,
    link: `/deal/${deal.id}`,
  };
}
