import { randomUUID } from 'node:crypto';
import { BatchGetCommand, paginateQuery, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { searchCollections } from '../../platform/search/domain/collection';
import { writeTogether, type TransactItem } from '../../platform/data/transactions';
import type { DealAuditEvent, DealState } from '../domain/deal-state';
import { awaitsPlatformReview, dealStateOf } from '../domain/deal-state';
import type { OpenedDeal } from '../domain/deal-opening';
import type { Deal, DealMember } from '../domain/deals';
import type { MandateSlot } from '../domain/mandates';
import { newDeadlines } from '../domain/deadlines';
import { deadlineItems } from './deadline-repository';
import { tallyUpdates } from './deal-tally';
import { tallyChange, tallyPlaceOf } from '../domain/dashboard';

/**
 * Deals: one partition per deal (`DEAL#<id>`): the deal item (`DEAL`: the record and everything the
 * state machine keeps — documents with their versions and reviews, confirmations, due dates; GSI1
 * `DEAL` by creation time; GSI2 `DEAL_REVIEWS` while a document awaits the platform's review), a member
 * item per party (`MEMBER#<sub>`, GSI2 `USER_DEALS#<sub>` / `<active|closed>#<updated_at>`) and the
 * audit events (`EVENT#<at>#<version>-<seq>-<uuid>`). One Query reads a deal whole; every change is one
 * transaction conditional on the deal's version, with its audit events. The deal item is also in the
 * change index (GSI3 `DEALS` / `<updated_at>#<id>`) that feeds the admins' deal search
 * (platform/search/data/deal-read-model.ts).
 */

const db = () => documentClient();

const created = (item: Record<string, unknown>): TransactItem => ({
  Put: { Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/**
 * Deal items carry their review-queue keys only while some document awaits review and the deal is
 * active (a cancelled or closed deal takes no more reviews).
 */
function dealItem(deal: DealState | Deal): Record<string, unknown> {
  const pending = 'documents' in deal && deal.status === 'active' ? oldestPendingUpload(deal) : null;
  return {
    ...keys.deal(deal.id),
    ...keys.dealIndexes(deal.created_at),
    ...(pending ? keys.dealReviewIndexes(pending, deal.id) : {}),
    entity: 'deal',
    ...deal,
    // every write of the deal item moves it in the change index: the admins' deal search sees it
    ...keys.changeIndexes(searchCollections.deals, deal.updated_at, deal.id),
  };
}

/** The upload time of the oldest document version awaiting the platform's review, if any. */
export function oldestPendingUpload(deal: DealState): string | null {
  let oldest: string | null = null;
  for (const versions of Object.values(deal.documents))
    for (const version of versions ?? [])
      if (awaitsPlatformReview(version))
        if (oldest === null || version.uploaded_at < oldest) oldest = version.uploaded_at;
  return oldest;
}

/**
 * The transaction items that open a deal, for the caller to commit together with the change that
 * opens it (the accepted inquiry). The deal item comes first: its condition fails only when the id is
 * already taken, and the caller then tries again with another id.
 */
export function dealOpeningItems({ deal, members, event }: OpenedDeal): TransactItem[] {
  return [
    created(dealItem(deal)),
    ...members.map((member) =>
      created({
        ...keys.dealMember(member.deal_id, member.user_id),
        ...keys.dealMemberIndexes(member.user_id, member.state, member.updated_at),
        entity: 'deal_member',
        ...member,
      }),
    ),
    created({
      ...keys.dealEvent(event.deal_id, event.at, eventSortId(1, 0, event.id)),
      entity: 'deal_event',
      ...event,
    }),
    // the first group's due date, for the reminder sweep
    ...deadlineItems(newDeadlines(deal.id, {}, deal.due_dates ?? {})),
    // one more deal in each party's Dashboard tally
    ...tallyUpdates(
      members.map((member) => member.user_id),
      { [tallyPlaceOf(deal)]: 1 },
    ),
  ];
}

/** Events of one transition share their time: the deal version and the place in it keep their order. */
export const eventSortId = (dealVersion: number, seq: number, id: string) =>
  `${String(dealVersion).padStart(6, '0')}-${String(seq).padStart(2, '0')}-${id}`;

/** A stored audit event, whatever wrote it (the opening or a transition). */
export interface StoredDealEvent {
  id: string;
  actor: string;
  actor_role: string;
  action: string;
  from: string | null;
  to: string;
  document: DealAuditEvent['document'];
  comment: string | null;
  at: string;
}

export interface DealPartition {
  deal: DealState;
  members: DealMember[];
  events: StoredDealEvent[];
  /** Mandate requests and attachments, one per side at most. */
  mandates: MandateSlot[];
}

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

function toEvent(raw: Record<string, unknown>): StoredDealEvent {
  return {
    id: String(raw.id),
    actor: String(raw.actor),
    actor_role: String(raw.actor_role),
    action: String(raw.action),
    from: textOrNull(raw.from),
    to: String(raw.to),
    document: (raw.document as DealAuditEvent['document']) ?? null,
    comment: textOrNull(raw.comment),
    at: String(raw.at),
  };
}

const stripKeys = (raw: Record<string, unknown>) => {
  const { pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk, entity, ...rest } = raw;
  void [pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk, entity];
  return rest;
};

async function queryAll(input: Omit<QueryCommandInput, 'TableName'>) {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery({ client: db() }, { TableName: tableName(), ...input })) {
    items.push(...(page.Items ?? []));
  }
  return items;
}

/** A deal with its members and audit trail (one consistent Query of its partition), or undefined. */
export async function readDealPartition(dealId: string): Promise<DealPartition | undefined> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.deal(dealId).pk },
    ConsistentRead: true,
  });
  const raw = items.find((item) => item.entity === 'deal');
  if (!raw) return undefined;
  return {
    deal: dealStateOf(stripKeys(raw) as unknown as Deal),
    members: items
      .filter((item) => item.entity === 'deal_member')
      .map((m) => stripKeys(m) as unknown as DealMember),
    // the sort key orders them: time, then deal version and place within the transition
    events: items.filter((item) => item.entity === 'deal_event').map(toEvent),
    mandates: items
      .filter((item) => item.entity === 'deal_mandate')
      .map((m) => stripKeys(m) as unknown as MandateSlot),
  };
}

/**
 * A deal as the lists read it: the whole deal item, since what a list shows (who acts next, the label
 * of where it stands) is derived from its documents and confirmations. A projection would not save
 * capacity: DynamoDB charges a read by the item's full size either way.
 */
export type DealListRecord = DealState;

const toListRecord = (raw: Record<string, unknown>): DealListRecord =>
  dealStateOf(stripKeys(raw) as unknown as Deal);

/** The deals a user is a member of (both states), most recently changed first. */
export async function listMemberDeals(userId: string): Promise<DealListRecord[]> {
  const members = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.userDeals(userId).gsi2pk },
    ProjectionExpression: 'deal_id',
  });
  return listDealsByIds(members.map((m) => String(m.deal_id)));
}

/** The given deals (batches of 100), most recently changed first. */
export async function listDealsByIds(dealIds: readonly string[]): Promise<DealListRecord[]> {
  const ids = [...new Set(dealIds)];
  const found: DealListRecord[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: ids.slice(i, i + 100).map((id) => keys.deal(id)) },
    };
    while (request && Object.keys(request).length > 0) {
      const page = await db().send(new BatchGetCommand({ RequestItems: request }));
      found.push(...(page.Responses?.[tableName()] ?? []).map(toListRecord));
      request = page.UnprocessedKeys as typeof request;
    }
  }
  return found.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

/** The newest deals of the platform (admins), at most `limit`. */
export async function listNewestDeals(limit: number): Promise<DealListRecord[]> {
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.allDeals().gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (page.Items ?? []).map(toListRecord);
}

/** Deals with a document awaiting the platform's review, oldest waiting first (their full items). */
export async function listDealsAwaitingReview(): Promise<DealState[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.dealsAwaitingReview().gsi2pk },
  });
  return items.map((raw) => dealStateOf(stripKeys(raw) as unknown as Deal));
}

export const dealChangedMessage = 'This deal was changed by someone else. Reload and try again.';

/**
 * Writes a transition: the new deal state on the condition that the stored version is still the one
 * read (exactly one of two concurrent commands wins; the other gets 409), its audit events, the
 * members' state when the deal ends, and whatever else the change carries (a consumed upload ticket,
 * notifications), all in one transaction.
 */
export async function saveTransition(input: {
  expectedVersion: number;
  /** The deal as read (its column before the change). */
  before: Pick<DealState, 'progress' | 'status'>;
  deal: DealState;
  events: DealAuditEvent[];
  members: DealMember[];
  extra?: TransactItem[];
}): Promise<StoredDealEvent[]> {
  const { deal } = input;
  const stored = { ...deal, version: input.expectedVersion + 1 };
  const ended = deal.status !== 'active';
  const events = input.events.map((event) => ({ ...event, id: randomUUID() }));
  await writeTogether(
    {
      deal: {
        Put: {
          Item: dealItem(stored),
          ConditionExpression: 'version = :expected',
          ExpressionAttributeValues: { ':expected': input.expectedVersion },
        },
      },
      events: events.map((event) =>
        created({
          ...keys.dealEvent(deal.id, event.at, eventSortId(stored.version, event.seq, event.id)),
          entity: 'deal_event',
          ...event,
        }),
      ),
      members: ended
        ? input.members.map((member): TransactItem => ({
            Update: {
              Key: keys.dealMember(deal.id, member.user_id),
              UpdateExpression: 'SET #state = :state, updated_at = :at, gsi2sk = :sk',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: {
                ':state': 'closed',
                ':at': deal.updated_at,
                ':sk': keys.dealMemberIndexes(member.user_id, 'closed', deal.updated_at).gsi2sk,
              },
            },
          }))
        : [],
      // a deal that changes column moves in every member's Dashboard tally
      tallies: tallyUpdates(
        input.members.map((member) => member.user_id),
        tallyChange(input.before, deal),
      ),
      extra: input.extra,
    },
    { conflictMessage: dealChangedMessage },
  );
  return events.map((event) => toEvent(event as unknown as Record<string, unknown>));
}
