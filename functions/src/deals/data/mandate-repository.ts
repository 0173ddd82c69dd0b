import { randomUUID } from 'node:crypto';
import { keys } from '../../platform/data/keys';
import { writeTogether, type TransactItem } from '../../platform/data/transactions';
import { documentClient, tableName } from '../../platform/data/client';
import { paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { DealState } from '../domain/deal-state';
import type { DealMember } from '../domain/deals';
import type { MandateSide, MandateSlot } from '../domain/mandates';
import { eventSortId, type StoredDealEvent } from './deal-repository';
import { tallyUpdates } from './deal-tally';
import { tallyPlaceOf } from '../domain/dashboard';

/**
 * Mandate requests and attachments in the deal's partition: `MANDATE#<side>` (one per side; removed
 * when declined) and, once confirmed, the mandate's `MEMBER#<sub>` item (role `mandate`, its side),
 * which puts the deal in the mandate's deal list (GSI2 `USER_DEALS#<sub>`). Each change is one
 * transaction conditional on the request's state and on the deal still being active.
 */

export const mandateChangedMessage =
  'This deal or its mandate requests changed meanwhile. Reload and try again.';

/** The deal is still ongoing (not closed or cancelled meanwhile). */
const dealStillActive = (dealId: string): TransactItem => ({
  ConditionCheck: {
    Key: keys.deal(dealId),
    ConditionExpression: '#status = :active',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':active': 'active' },
  },
});

/**
 * The deal is still active and exactly as read, and its version moves on: a transition that read the
 * members before this attachment then fails and is retried with the mandate among them, so the new
 * member's Dashboard tally follows every later move of the deal.
 */
const dealUnchangedThenBumped = (deal: DealState): TransactItem => ({
  Update: {
    Key: keys.deal(deal.id),
    UpdateExpression: 'SET #version = :next',
    ConditionExpression: '#status = :active AND #version = :read',
    ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
    ExpressionAttributeValues: { ':active': 'active', ':read': deal.version, ':next': deal.version + 1 },
  },
});

/** The other side's request is still what was read (its commission counted against the 100 %). */
function otherSideUnchanged(dealId: string, side: MandateSide, seen: MandateSlot | undefined): TransactItem {
  const other: MandateSide = side === 'buyer' ? 'seller' : 'buyer';
  if (!seen)
    return {
      ConditionCheck: {
        Key: keys.dealMandate(dealId, other),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
  return {
    ConditionCheck: {
      Key: keys.dealMandate(dealId, other),
      ConditionExpression: 'mandate_id = :mandate AND requested_at = :at',
      ExpressionAttributeValues: { ':mandate': seen.mandate_id, ':at': seen.requested_at },
    },
  };
}

/** Stores a pending request for one side, with the other side as read and the party's notification. */
export async function saveMandateRequest(input: {
  slot: MandateSlot;
  otherSide: MandateSlot | undefined;
  notification: TransactItem;
}): Promise<void> {
  const { slot } = input;
  await writeTogether(
    {
      request: {
        Put: {
          Item: { ...keys.dealMandate(slot.deal_id, slot.party), entity: 'deal_mandate', ...slot },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      otherSide: otherSideUnchanged(slot.deal_id, slot.party, input.otherSide),
      deal: dealStillActive(slot.deal_id),
      notification: input.notification,
    },
    { conflictMessage: mandateChangedMessage },
  );
}

/** The pending request is still this mandate's. */
const stillPending = (slot: MandateSlot) => ({
  ConditionExpression: '#status = :pending AND mandate_id = :mandate',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: { ':pending': 'pending', ':mandate': slot.mandate_id },
});

function auditEvent(
  deal: DealState,
  input: { actor: string; action: string; comment: string | null; at: string },
): Record<string, unknown> {
  const id = randomUUID();
  return {
    ...keys.dealEvent(deal.id, input.at, eventSortId(deal.version, 90, id)),
    entity: 'deal_event',
    id,
    deal_id: deal.id,
    deal_version: deal.version,
    seq: 90,
    actor: input.actor,
    actor_role: deal.buyer_id === input.actor ? 'buyer' : 'seller',
    action: input.action,
    from: deal.stage,
    to: deal.stage,
    document: null,
    comment: input.comment,
    at: input.at,
  };
}

/**
 * Confirms a pending request: the request becomes the side's attachment, the mandate becomes a
 * member of the deal, the deal's history records it and the mandate is told, in one transaction.
 */
export async function confirmMandate(input: {
  deal: DealState;
  slot: MandateSlot;
  by: string;
  at: string;
  comment: string | null;
  notification: TransactItem;
}): Promise<StoredDealEvent> {
  const { deal, slot, at } = input;
  const member: DealMember = {
    deal_id: deal.id,
    user_id: slot.mandate_id,
    role: 'mandate',
    side: slot.party,
    label: slot.party === 'buyer' ? 'Buyer Mandate' : 'Seller Mandate',
    state: 'active',
    created_at: at,
    updated_at: at,
  };
  const event = auditEvent(deal, { actor: input.by, action: 'mandate-attached', comment: input.comment, at });
  await writeTogether(
    {
      request: {
        Update: {
          Key: keys.dealMandate(deal.id, slot.party),
          UpdateExpression: 'SET #status = :confirmed, confirmed_at = :at, confirmed_by = :by',
          ...stillPending(slot),
          ExpressionAttributeValues: {
            ...stillPending(slot).ExpressionAttributeValues,
            ':confirmed': 'confirmed',
            ':at': at,
            ':by': input.by,
          },
        },
      },
      member: {
        Put: {
          Item: {
            ...keys.dealMember(deal.id, slot.mandate_id),
            ...keys.dealMemberIndexes(slot.mandate_id, 'active', at),
            entity: 'deal_member',
            ...member,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      event: { Put: { Item: event, ConditionExpression: 'attribute_not_exists(pk)' } },
      deal: dealUnchangedThenBumped(deal),
      notification: input.notification,
      // the deal now counts on the mandate's Dashboard tally too, in the column it is in
      tally: tallyUpdates([slot.mandate_id], { [tallyPlaceOf(deal)]: 1 }),
    },
    { conflictMessage: mandateChangedMessage },
  );
  return event as unknown as StoredDealEvent;
}

/** Declines a pending request: the side is free again; the history records it; the mandate is told. */
export async function declineMandate(input: {
  deal: DealState;
  slot: MandateSlot;
  by: string;
  at: string;
  comment: string | null;
  notification: TransactItem;
}): Promise<StoredDealEvent> {
  const { deal, slot, at } = input;
  const event = auditEvent(deal, { actor: input.by, action: 'mandate-declined', comment: input.comment, at });
  await writeTogether(
    {
      request: { Delete: { Key: keys.dealMandate(deal.id, slot.party), ...stillPending(slot) } },
      event: { Put: { Item: event, ConditionExpression: 'attribute_not_exists(pk)' } },
      notification: input.notification,
    },
    { conflictMessage: mandateChangedMessage },
  );
  return event as unknown as StoredDealEvent;
}

/** Bound on the memberships read for one mandate's dashboard. */
export const mandateDealLimit = 500;

/** The deals a mandate is attached to (its confirmed memberships), with the side it follows. */
export async function listMandateMemberships(
  userId: string,
): Promise<Array<{ deal_id: string; side: MandateSide }>> {
  const found: Array<{ deal_id: string; side: MandateSide }> = [];
  const pages = paginateQuery(
    { client: documentClient() },
    {
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      FilterExpression: '#role = :mandate',
      ExpressionAttributeNames: { '#role': 'role', '#deal': 'deal_id', '#side': 'side' },
      ExpressionAttributeValues: { ':pk': keys.userDeals(userId).gsi2pk, ':mandate': 'mandate' },
      ProjectionExpression: '#deal, #side',
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? [])
      found.push({ deal_id: String(item.deal_id), side: item.side === 'seller' ? 'seller' : 'buyer' });
    if (found.length >= mandateDealLimit) break;
  }
  return found.slice(0, mandateDealLimit);
}
