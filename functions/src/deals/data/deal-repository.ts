import { keys } from '../../platform/data/keys';
import type { TransactItem } from '../../platform/data/versioned-writes';
import type { OpenedDeal } from '../domain/deals';

/**
 * Deals: one partition per deal (`DEAL#<id>`): the deal item (`DEAL`, GSI1 `DEAL` by creation time),
 * a member item per party (`MEMBER#<sub>`, GSI2 `USER_DEALS#<sub>` / `active#<updated_at>`) and the
 * audit events (`EVENT#<at>#<uuid>`).
 */

const created = (item: Record<string, unknown>): TransactItem => ({
  Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * The transaction items that open a deal, for the caller to commit together with the change that
 * opens it (the accepted inquiry). The deal item comes first: its condition fails only when the id is
 * already taken, and the caller then tries again with another id.
 */
export function dealOpeningItems({ deal, members, event }: OpenedDeal): TransactItem[] {
  return [
    created({
      ...keys.deal(deal.id),
      ...keys.dealIndexes(deal.created_at),
      entity: 'deal',
      ...deal,
    }),
    ...members.map((member) =>
      created({
        ...keys.dealMember(member.deal_id, member.user_id),
        ...keys.dealMemberIndexes(member.user_id, member.state, member.updated_at),
        entity: 'deal_member',
        ...member,
      }),
    ),
    created({
      ...keys.dealEvent(event.deal_id, event.at, event.id),
      entity: 'deal_event',
      ...event,
    }),
  ];
}
