import {
  DeleteCommand,
  GetCommand,
  paginateQuery,
  QueryCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { InquiryStatus, ItemKind } from '@portal/contracts/marketplace-catalogue';
import { documentClient, tableName } from '../../platform/data/client';
import { keys, marketChange } from '../../platform/data/keys';
import {
  transact,
  type TransactItem,
  type TransactOutcome,
  type TransactParts,
} from '../../platform/data/transactions';
import type { MarketFilePurpose } from '../domain/files';
import { minus, type InquiryFile, type StoredInquiry } from '../domain/inquiries';
import type { StoredRound } from '../domain/negotiation';
import type { StoredItem } from '../domain/items';
import { attachFile } from './file-repository';
import { itemKey } from './item-repository';

/**
 * Inquiries in the item's partition (`MARKET#<item id>` / `INQUIRY#<id>`; GSI1 `SENT_INQUIRIES#<sub>`
 * by creation time, the sender's list; GSI2 `INQUIRY#<id>`, one by id), and beside them per inquirer
 * the stable label (`LABEL#<sub>`) and the one-pending guard (`PENDING#<sub>`); the monthly count in
 * the sender's partition (`INQUIRY_COUNT#<yyyy-mm>`). Every write here is one transaction that also
 * moves the item's counters (ADD, without its version, so an owner's edit does not conflict) and
 * stamps the item's `updated_at` and search change key.
 */

const db = () => documentClient();

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export function toStoredInquiry(raw: Record<string, unknown> | undefined): StoredInquiry | undefined {
  if (!raw || raw.entity !== 'inquiry') return undefined;
  return {
    id: String(raw.id),
    item_id: String(raw.item_id),
    item_kind: raw.item_kind as ItemKind,
    item_name: String(raw.item_name),
    item_owner: String(raw.item_owner),
    inquirer: String(raw.inquirer),
    company: String(raw.company),
    rating: numberOr(raw.rating, 0),
    quantity: numberOr(raw.quantity, 0),
    unit: (raw.unit ?? 'MT') as StoredInquiry['unit'],
    message: textOrNull(raw.message),
    status: raw.status as InquiryStatus,
    decline_reason: textOrNull(raw.decline_reason),
    files: Array.isArray(raw.files) ? (raw.files as InquiryFile[]) : [],
    deal_id: textOrNull(raw.deal_id),
    owner_label: textOrNull(raw.owner_label),
    rounds: Array.isArray(raw.rounds) ? (raw.rounds as StoredRound[]) : [],
    closed_by: (textOrNull(raw.closed_by) as StoredInquiry['closed_by']) ?? null,
    version: numberOr(raw.version, 1),
    created_at: String(raw.created_at),
    updated_at: String(raw.updated_at),
  };
}

async function queryInquiries(input: Omit<QueryCommandInput, 'TableName'>, max = Infinity) {
  const found: StoredInquiry[] = [];
  for await (const page of paginateQuery({ client: db() }, { TableName: tableName(), ...input })) {
    for (const raw of page.Items ?? []) {
      const inquiry = toStoredInquiry(raw);
      if (inquiry) found.push(inquiry);
    }
    if (found.length >= max) break;
  }
  return found.slice(0, max);
}

/** An inquiry by id alone: GSI2 names its primary key, which is then read consistently. */
export async function findInquiry(id: string): Promise<StoredInquiry | undefined> {
  const found = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.inquiryById(id).gsi2pk },
      ProjectionExpression: 'pk, sk',
    }),
  );
  const key = found.Items?.[0];
  if (!key) return undefined;
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }),
  );
  return toStoredInquiry(result.Item);
}

/** Every inquiry on an item, read consistently (ids are random: the caller orders them). */
export async function listItemInquiries(itemId: string): Promise<StoredInquiry[]> {
  const { pk, skPrefix } = keys.itemInquiries(itemId);
  return queryInquiries({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ConsistentRead: true,
  });
}

/** The sender's inquiries, newest first, at most `limit`. */
export async function listSentInquiries(inquirerId: string, limit: number): Promise<StoredInquiry[]> {
  return queryInquiries(
    {
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.sentInquiries(inquirerId).gsi1pk },
      ScanIndexForward: false,
      Limit: limit,
    },
    limit,
  );
}

/** The sender's pending inquiries, every page (GSI1, the sender's own list). */
export async function listPendingSentInquiries(inquirerId: string): Promise<StoredInquiry[]> {
  return queryInquiries({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': keys.sentInquiries(inquirerId).gsi1pk, ':pending': 'Pending' },
  });
}

/** The labels the item's inquirers hold, by inquirer (one consistent Query of the item's labels). */
export async function readInquirerLabels(itemId: string): Promise<Map<string, string>> {
  // the label key with an empty inquirer is the prefix every label of the item shares
  const { pk, sk: prefix } = keys.inquirerLabel(itemId, '');
  const labels = new Map<string, string>();
  const pages = paginateQuery(
    { client: db() },
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      ProjectionExpression: 'inquirer, #label',
      ExpressionAttributeNames: { '#label': 'label' },
      ConsistentRead: true,
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? []) labels.set(String(item.inquirer), String(item.label));
  }
  return labels;
}

/** How many inquiries the user sent in the month (`yyyy-mm`, UTC): the platform reads the counter. */
export { readMonthlyInquiryCount as readMonthlyCount } from '../../platform/users/data/user-figures';

/** The item's counters move without its version; `updated_at` and the change key follow every write. */
function itemCounters(
  item: Pick<StoredItem, 'user_id' | 'kind' | 'id'>,
  at: string,
  change: {
    add: Record<string, number>;
    set?: Record<string, unknown>;
    condition: string;
    names?: Record<string, string>;
    values?: Record<string, unknown>;
  },
): TransactItem {
  const stamp = marketChange(item.kind, item.id, at).asUpdate;
  const names: Record<string, string> = { ...change.names };
  const values: Record<string, unknown> = { ...change.values, ':stamped_at': at, ...stamp.values };
  const adds = Object.entries(change.add).map(([field, amount], i) => {
    names[`#a${i}`] = field;
    values[`:a${i}`] = amount;
    return `#a${i} :a${i}`;
  });
  const sets = Object.entries(change.set ?? {}).map(([field, value], i) => {
    names[`#s${i}`] = field;
    values[`:s${i}`] = value;
    return `#s${i} = :s${i}`;
  });
  return {
    Update: {
      Key: itemKey(item),
      UpdateExpression: `ADD ${adds.join(', ')} SET ${[...sets, 'updated_at = :stamped_at', stamp.set].join(', ')}`,
      ConditionExpression: change.condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

export type SendingPart =
  | 'inquiry'
  | 'pending'
  | 'label'
  | 'monthly'
  | 'item'
  | 'due'
  | 'notification'
  | 'activity'
  | `file:${string}`;

/** The record the expiry sweep finds a round by, once its validity has passed. */
function offerDueRecord(inquiry: Pick<StoredInquiry, 'id' | 'item_id'>, round: StoredRound): TransactItem {
  return {
    Put: {
      Item: {
        ...keys.offerDue(round.valid_until.slice(0, 10), round.valid_until, inquiry.id, round.number),
        entity: 'offer_due',
        inquiry_id: inquiry.id,
        item_id: inquiry.item_id,
        round: round.number,
        valid_until: round.valid_until,
      },
    },
  };
}

/**
 * Sends an inquiry, all or nothing: the inquiry; the guard that allows one pending inquiry per
 * inquirer and item; the inquirer's label on the item when it is new (a concurrent first inquiry
 * makes this part fail, and a retry reads the label then stored); the month's count under the limit;
 * the item's pending count, on condition that the item is as `item` was read (quantity) and still
 * Active, open for inquiries `today` and with the quantity uncommitted; the files attached; the owner's
 * notification.
 */
export async function insertInquiry(input: {
  inquiry: StoredInquiry;
  item: StoredItem;
  newLabel: boolean;
  month: string;
  limit: number;
  today: string;
  files: Array<{ id: string; purpose: MarketFilePurpose; field: string }>;
  notification: TransactItem;
  /** The acting user's own record of the action (My Recent Activities). */
  activity: TransactItem;
}): Promise<TransactOutcome<SendingPart>> {
  const { inquiry, item } = input;
  const at = inquiry.created_at;
  const parts: TransactParts<SendingPart> = {
    inquiry: {
      Put: {
        Item: {
          ...keys.inquiry(inquiry.item_id, inquiry.id),
          ...keys.inquiryIndexes(inquiry.inquirer, at, inquiry.id),
          ...(inquiry.rounds[0] &&
            keys.awaitingOffer(inquiry.item_owner, inquiry.rounds[0].valid_until, inquiry.id)),
          entity: 'inquiry',
          ...inquiry,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    pending: {
      Put: {
        Item: {
          ...keys.pendingInquiryGuard(inquiry.item_id, inquiry.inquirer),
          entity: 'pending_inquiry',
          inquiry_id: inquiry.id,
          created_at: at,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    monthly: {
      Update: {
        Key: keys.monthlyInquiryCount(inquiry.inquirer, input.month),
        UpdateExpression: 'ADD #count :one SET entity = :entity, #month = :month, user_id = :user',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#month': 'month' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': input.limit,
          ':entity': 'inquiry_count',
          ':month': input.month,
          ':user': inquiry.inquirer,
        },
      },
    },
    item: itemCounters(item, at, {
      add: { pending_inquiries: 1 },
      // DynamoDB conditions cannot subtract: the quantity read is pinned, and what is committed
      // must leave room for this inquiry's quantity
      condition:
        'attribute_exists(pk) AND #status = :active AND attribute_not_exists(disabled) AND #quantity = :quantity AND committed_quantity <= :max_committed ' +
        'AND (accepting_inquiries = :now OR NOT (inquiries_date > :today))',
      names: { '#status': 'status', '#quantity': 'quantity' },
      values: {
        ':active': 'Active',
        ':quantity': item.quantity,
        ':max_committed': minus(item.quantity, inquiry.quantity),
        ':now': 'now',
        ':today': input.today,
      },
    }),
    ...Object.fromEntries(
      input.files.map((file) => [
        `file:${file.field}`,
        attachFile(inquiry.inquirer, file.id, file.purpose, {
          kind: 'inquiry',
          id: inquiry.id,
          item_owner: inquiry.item_owner,
        }),
      ]),
    ),
    due: inquiry.rounds[0] ? offerDueRecord(inquiry, inquiry.rounds[0]) : undefined,
    notification: input.notification,
    activity: input.activity,
    label: input.newLabel
      ? {
          Put: {
            Item: {
              ...keys.inquirerLabel(inquiry.item_id, inquiry.inquirer),
              entity: 'inquirer_label',
              item_id: inquiry.item_id,
              inquirer: inquiry.inquirer,
              label: inquiry.company,
              created_at: at,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }
      : undefined,
  };
  return transact(parts);
}

/** The inquiry's own change on the version read, while it is still Pending (`status` stays unless it changes). */
function inquiryAnswer(
  next: StoredInquiry,
  expectedVersion: number,
  set: Record<string, unknown>,
): TransactItem {
  const names: Record<string, string> = { '#status': 'status', '#version': 'version' };
  const values: Record<string, unknown> = {
    ':status': next.status,
    ':at': next.updated_at,
    ':next_version': next.version,
    ':expected': expectedVersion,
    ':pending': 'Pending',
  };
  const sets = Object.entries(set).map(([field, value], i) => {
    names[`#f${i}`] = field;
    values[`:f${i}`] = value;
    return `#f${i} = :f${i}`;
  });
  // a closed negotiation awaits nobody: it leaves the awaited side's index
  const closing = next.status === 'Pending' ? '' : ' REMOVE gsi3pk, gsi3sk';
  return {
    Update: {
      Key: keys.inquiry(next.item_id, next.id),
      UpdateExpression: `SET ${['#status = :status', 'updated_at = :at', '#version = :next_version', ...sets].join(', ')}${closing}`,
      ConditionExpression: '#version = :expected AND #status = :pending',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

const pendingGuardRemoval = (inquiry: StoredInquiry): TransactItem => ({
  Delete: { Key: keys.pendingInquiryGuard(inquiry.item_id, inquiry.inquirer) },
});

export type AcceptancePart =
  'inquiry' | 'item' | 'guard' | 'counterparty' | 'deal' | 'deal-parts' | 'notification' | 'activity';

/**
 * Accepts an inquiry, all or nothing: the inquiry becomes Accepted with its deal; the item commits
 * the quantity (on condition that its quantity and committed quantity still give what `full` was
 * computed from: exactly the rest when it fills the item, less otherwise), counts one accepted and one
 * pending less, and becomes Accepted when full; the pending guard goes; the deal's items (the first
 * fails only on a taken deal id) and the inquirer's notification are written.
 */
export async function saveAcceptance(input: {
  next: StoredInquiry;
  expectedVersion: number;
  item: StoredItem;
  full: boolean;
  dealItems: TransactItem[];
  notification: TransactItem;
  /** The acting user's own record of the action (My Recent Activities). */
  activity: TransactItem;
  /** Holds while the inquirer's account is active: no deal opens with a deleted or deactivated one. */
  counterparty: TransactItem;
}): Promise<TransactOutcome<AcceptancePart>> {
  const { next, item } = input;
  const at = next.updated_at;
  const [dealItem, ...dealParts] = input.dealItems;
  return transact<AcceptancePart>({
    inquiry: inquiryAnswer(next, input.expectedVersion, { deal_id: next.deal_id }),
    item: itemCounters(item, at, {
      add: { committed_quantity: next.quantity, accepted_inquiries: 1, pending_inquiries: -1 },
      set: input.full
        ? { status: 'Accepted', gsi1pk: keys.marketItemsByStatus(item.kind, 'Accepted').gsi1pk }
        : {},
      condition: `#quantity = :quantity AND committed_quantity ${input.full ? '=' : '<'} :max_committed`,
      names: { '#quantity': 'quantity' },
      values: { ':quantity': item.quantity, ':max_committed': minus(item.quantity, next.quantity) },
    }),
    guard: pendingGuardRemoval(next),
    counterparty: input.counterparty,
    deal: dealItem!,
    'deal-parts': dealParts,
    notification: input.notification,
    activity: input.activity,
  });
}

export type WithdrawalPart = 'inquiry' | 'item' | 'guard' | 'monthly' | 'notification';

/**
 * Withdraws a pending inquiry for the platform, all or nothing: Withdrawn, one pending less on the
 * item, the pending guard gone, and one less in the sender's count of the month it was sent (a
 * withdrawn inquiry does not count against the monthly limit), the staying side notified.
 */
export async function saveWithdrawal(input: {
  next: StoredInquiry;
  expectedVersion: number;
  notification: TransactItem;
  /** False when the month's counter is missing or already 0 (nothing to give back). */
  uncount: boolean;
}): Promise<TransactOutcome<WithdrawalPart>> {
  const { next } = input;
  return transact<WithdrawalPart>({
    inquiry: inquiryAnswer(next, input.expectedVersion, {}),
    item: itemCounters(
      { user_id: next.item_owner, kind: next.item_kind, id: next.item_id },
      next.updated_at,
      { add: { pending_inquiries: -1 }, condition: 'attribute_exists(pk)' },
    ),
    guard: pendingGuardRemoval(next),
    monthly: input.uncount
      ? {
          Update: {
            Key: keys.monthlyInquiryCount(next.inquirer, next.created_at.slice(0, 7)),
            UpdateExpression: 'ADD #count :minus_one',
            ConditionExpression: '#count > :zero',
            ExpressionAttributeNames: { '#count': 'count' },
            ExpressionAttributeValues: { ':minus_one': -1, ':zero': 0 },
          },
        }
      : undefined,
    notification: input.notification,
  });
}

export type DeclinePart = 'inquiry' | 'item' | 'guard' | 'notification' | 'activity';

/**
 * Declines an inquiry, all or nothing: Declined with its reason, one pending less and one declined
 * more on the item, the pending guard gone, the inquirer notified.
 */
export async function saveDecline(input: {
  next: StoredInquiry;
  expectedVersion: number;
  notification: TransactItem;
  /** The acting user's own record of the action (My Recent Activities). */
  activity: TransactItem;
}): Promise<TransactOutcome<DeclinePart>> {
  const { next } = input;
  return transact<DeclinePart>({
    inquiry: inquiryAnswer(next, input.expectedVersion, {
      decline_reason: next.decline_reason,
      closed_by: next.closed_by,
    }),
    item: itemCounters(
      { user_id: next.item_owner, kind: next.item_kind, id: next.item_id },
      next.updated_at,
      {
        add: { pending_inquiries: -1, declined_inquiries: 1 },
        condition: 'attribute_exists(pk)',
      },
    ),
    guard: pendingGuardRemoval(next),
    notification: input.notification,
    activity: input.activity,
  });
}

export type CounterPart = 'inquiry' | 'item' | 'due' | 'notification' | 'activity';

/**
 * Adds a round, all or nothing: the inquiry's rounds and quantity on the version read while it is
 * Pending (so of an accept and a counter that meet, exactly one is written); the item as read, still
 * Active with room for the round's quantity; the round's expiry record; the other side's notification.
 */
export async function saveCounter(input: {
  next: StoredInquiry;
  expectedVersion: number;
  item: StoredItem;
  notification: TransactItem;
  activity: TransactItem;
}): Promise<TransactOutcome<CounterPart>> {
  const { next, item } = input;
  const round = next.rounds.at(-1)!;
  return transact<CounterPart>({
    inquiry: inquiryAnswer(next, input.expectedVersion, {
      rounds: next.rounds,
      quantity: next.quantity,
      // the other side's answer is awaited now, until this round ends
      ...keys.awaitingOffer(
        round.by === 'owner' ? next.inquirer : next.item_owner,
        round.valid_until,
        next.id,
      ),
    }),
    item: {
      // only checked: a round changes nothing on the item until it is accepted
      ConditionCheck: {
        Key: itemKey(item),
        ConditionExpression:
          'attribute_exists(pk) AND #status = :active AND attribute_not_exists(disabled) AND #quantity = :quantity AND committed_quantity <= :max_committed',
        ExpressionAttributeNames: { '#status': 'status', '#quantity': 'quantity' },
        ExpressionAttributeValues: {
          ':active': 'Active',
          ':quantity': item.quantity,
          ':max_committed': minus(item.quantity, next.quantity),
        },
      },
    },
    due: offerDueRecord(next, round),
    notification: input.notification,
    activity: input.activity,
  });
}

export type ClosingPart = 'inquiry' | 'item' | 'guard' | 'due' | 'notifications';

/**
 * Closes a negotiation without a deal, all or nothing: Withdrawn by the latest offer's maker, or
 * Expired by the sweep; one pending less on the item, the pending guard gone (the inquirer may open a
 * new negotiation, which counts against the monthly limit again), the round's expiry record retired,
 * the other side (or both, on expiry) notified.
 */
export async function saveClosing(input: {
  next: StoredInquiry;
  expectedVersion: number;
  notifications: TransactItem[];
}): Promise<TransactOutcome<ClosingPart>> {
  const { next } = input;
  const round = next.rounds.at(-1);
  return transact<ClosingPart>({
    inquiry: inquiryAnswer(next, input.expectedVersion, { closed_by: next.closed_by }),
    item: itemCounters(
      { user_id: next.item_owner, kind: next.item_kind, id: next.item_id },
      next.updated_at,
      { add: { pending_inquiries: -1 }, condition: 'attribute_exists(pk)' },
    ),
    guard: pendingGuardRemoval(next),
    due: round
      ? {
          Delete: {
            Key: keys.offerDue(round.valid_until.slice(0, 10), round.valid_until, next.id, round.number),
          },
        }
      : undefined,
    notifications: input.notifications,
  });
}

/** A round's expiry record as the sweep reads it. */
export interface OfferDue {
  pk: string;
  sk: string;
  inquiry_id: string;
  item_id: string;
  round: number;
  valid_until: string;
}

/** The expiry records of one day whose validity ended before `before` (the sort key starts with it). */
export async function offersDueBefore(day: string, before: string): Promise<OfferDue[]> {
  const found: OfferDue[] = [];
  const pages = paginateQuery(
    { client: db() },
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk < :before',
      ExpressionAttributeValues: { ':pk': keys.offersDueOn(day).pk, ':before': before },
    },
  );
  for await (const page of pages) {
    for (const raw of page.Items ?? [])
      found.push({
        pk: String(raw.pk),
        sk: String(raw.sk),
        inquiry_id: String(raw.inquiry_id),
        item_id: String(raw.item_id),
        round: Number(raw.round),
        valid_until: String(raw.valid_until),
      });
  }
  return found;
}

/** An inquiry by its item and id, read consistently. */
export async function getInquiry(itemId: string, inquiryId: string): Promise<StoredInquiry | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.inquiry(itemId, inquiryId), ConsistentRead: true }),
  );
  return toStoredInquiry(result.Item);
}

/** Retires an expiry record that no longer names a pending round (answered, superseded or closed). */
export async function retireOfferDue(due: Pick<OfferDue, 'pk' | 'sk'>): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: due.pk, sk: due.sk } }));
}
