import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  paginateQuery,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { ItemKind, ItemStatus } from '@portal/contracts/marketplace-catalogue';
import { documentClient, tableName } from '../../platform/data/client';
import { keys, marketChange } from '../../platform/data/keys';
import { transact, type TransactItem, type TransactParts } from '../../platform/data/transactions';
import { conflict } from '../../platform/errors';
import { concurrentChangeMessage, type StoredFile, type StoredItem } from '../domain/items';
import type { FileAttachment } from '../domain/files';
import { attachFile } from './file-repository';

/**
 * Listings and requests in their owner's partition (`USER#<owner>` / `LISTING#<id>` | `REQUEST#<id>`),
 * GSI1 `MARKET#<kind>#<status>` by creation time (the moderation queue), GSI2 `ITEM#<id>` (an item by
 * id alone), GSI3 the search collection (`LISTINGS` / `REQUESTS`) by `<updated_at>#<id>`: every write
 * here stamps `updated_at` and that change key, which is what the search replicas follow.
 */

const db = () => documentClient();

/** The primary key of an item (for other writers of the item, e.g. the inquiry counters). */
export const itemKey = (item: Pick<StoredItem, 'user_id' | 'kind' | 'id'>) =>
  keys.marketItem(item.user_id, item.kind, item.id);

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** A stored item read back (absent optional fields as null, absent counters as 0). */
export function toStoredItem(raw: Record<string, unknown> | undefined): StoredItem | undefined {
  if (!raw || raw.entity !== 'market_item') return undefined;
  const fco = raw.fco_file as StoredFile | null | undefined;
  return {
    kind: raw.kind as ItemKind,
    id: String(raw.id),
    user_id: String(raw.user_id),
    name: String(raw.name),
    location: String(raw.location),
    quantity: numberOr(raw.quantity, 0),
    unit: (raw.unit ?? 'MT') as StoredItem['unit'],
    delivery: String(raw.delivery),
    term: String(raw.term),
    price: typeof raw.price === 'number' ? raw.price : null,
    price_type: raw.price_type === 'discount' ? 'discount' : 'fixed',
    platts_reference: textOrNull(raw.platts_reference),
    discount: typeof raw.discount === 'number' ? raw.discount : null,
    currency: (raw.currency ?? 'USD') as StoredItem['currency'],
    availability_date: textOrNull(raw.availability_date),
    accepting_inquiries: raw.accepting_inquiries === 'date' ? 'date' : 'now',
    inquiries_date: textOrNull(raw.inquiries_date),
    additional_info: textOrNull(raw.additional_info),
    industry: raw.industry as StoredItem['industry'],
    differential: raw.differential === 'premium' ? 'premium' : 'discount',
    quality_standard: textOrNull(raw.quality_standard),
    quality_specification: textOrNull(raw.quality_specification),
    quantity_tolerance: typeof raw.quantity_tolerance === 'number' ? raw.quantity_tolerance : null,
    delivery_from: textOrNull(raw.delivery_from),
    delivery_to: textOrNull(raw.delivery_to),
    origin: textOrNull(raw.origin),
    inspection_company: textOrNull(raw.inspection_company),
    payment_terms: textOrNull(raw.payment_terms) as StoredItem['payment_terms'],
    pricing_period: textOrNull(raw.pricing_period) as StoredItem['pricing_period'],
    product_type: String(raw.product_type),
    status: raw.status as ItemStatus,
    owner_label: String(raw.owner_label),
    owner_rating: numberOr(raw.owner_rating, 0),
    owner_review_count: numberOr(raw.owner_review_count, 0),
    committed_quantity: numberOr(raw.committed_quantity, 0),
    pending_inquiries: numberOr(raw.pending_inquiries, 0),
    accepted_inquiries: numberOr(raw.accepted_inquiries, 0),
    declined_inquiries: numberOr(raw.declined_inquiries, 0),
    fco_file: fco ?? null,
    has_terms: raw.has_terms === true,
    rejection_reason: textOrNull(raw.rejection_reason),
    owner_disabled: raw.disabled === true,
    version: numberOr(raw.version, 1),
    created_at: String(raw.created_at),
    updated_at: String(raw.updated_at),
  };
}

/** One of the owner's items, read consistently (another user's id is not in the owner's partition). */
export async function getOwnItem(
  ownerId: string,
  kind: ItemKind,
  id: string,
): Promise<StoredItem | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.marketItem(ownerId, kind, id), ConsistentRead: true }),
  );
  return toStoredItem(result.Item);
}

/** Any item by id: GSI2 names its primary key, which is then read consistently. */
export async function getItemById(id: string): Promise<StoredItem | undefined> {
  const found = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.marketItemById(id).gsi2pk },
      ProjectionExpression: 'pk, sk',
    }),
  );
  const key = found.Items?.[0];
  if (!key) return undefined;
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }),
  );
  return toStoredItem(result.Item);
}

async function queryAll(input: Omit<QueryCommandInput, 'TableName'>): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  for await (const page of paginateQuery({ client: db() }, { TableName: tableName(), ...input })) {
    for (const raw of page.Items ?? []) {
      const item = toStoredItem(raw);
      if (item) items.push(item);
    }
  }
  return items;
}

/** Every listing (or request) of the owner: one consistent Query of the owner's partition. */
export async function listOwnerItems(ownerId: string, kind: ItemKind): Promise<StoredItem[]> {
  const { pk, skPrefix } = keys.ownerItems(ownerId, kind);
  return queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix },
    ConsistentRead: true,
  });
}

/** Items of a kind held for moderation, oldest first (GSI1 `MARKET#<kind>#Pending`). */
export async function listPendingItems(kind: ItemKind): Promise<StoredItem[]> {
  return queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.marketItemsByStatus(kind, 'Pending').gsi1pk },
    ScanIndexForward: true,
  });
}

/** The item as stored: its keys, indexes and change key around its attributes. */
function storedForm(item: StoredItem): Record<string, unknown> {
  return {
    ...itemKey(item),
    ...keys.marketItemIndexes(item.kind, item.status, item.created_at, item.id),
    ...marketChange(item.kind, item.id, item.updated_at).asAttributes,
    entity: 'market_item',
    ...item,
  };
}

/** Where a write's transaction failed: the item's own condition, the file, or something written alongside. */
export type WriteOutcome = 'saved' | 'item-changed' | 'file-refused' | 'alongside-refused';

type WritePart = 'item' | 'file' | 'alongside';
const refusalOf: Record<WritePart, Exclude<WriteOutcome, 'saved'>> = {
  item: 'item-changed',
  file: 'file-refused',
  alongside: 'alongside-refused',
};

/**
 * Writes the parts in one transaction. A failed condition is the refusal of the first part that
 * failed (a file that is not the caller's is a 400, a stale version a 409, ...); two transactions on
 * the same item at once (DynamoDB cancels one) are a 409 too.
 */
async function write(parts: TransactParts<WritePart>): Promise<WriteOutcome> {
  const outcome = await transact(parts);
  if (outcome.saved) return 'saved';
  const [first] = outcome.failed;
  if (first) return refusalOf[first];
  throw conflict(concurrentChangeMessage);
}

const attachmentOf = (item: StoredItem): FileAttachment => ({
  kind: item.kind,
  id: item.id,
  item_owner: item.user_id,
});

/**
 * Creates the item and attaches its FCO file (the owner's, uploaded as FCO terms, attached to nothing
 * yet) in one transaction, with whatever must still hold `alongside` (e.g. the owner's rating read).
 */
export async function insertItem(
  item: StoredItem,
  fcoFileId: string,
  alongside: TransactItem[] = [],
): Promise<WriteOutcome> {
  return write({
    item: { Put: { Item: storedForm(item), ConditionExpression: 'attribute_not_exists(pk)' } },
    file: attachFile(item.user_id, fcoFileId, 'fco_terms', attachmentOf(item)),
    alongside,
  });
}

/** The fields each kind of write changes (besides version, updated_at and the indexes). */
const editedFields = [
  'name',
  'location',
  'quantity',
  'unit',
  'delivery',
  'term',
  'price',
  'price_type',
  'platts_reference',
  'discount',
  'currency',
  'availability_date',
  'accepting_inquiries',
  'inquiries_date',
  'additional_info',
  'industry',
  'differential',
  'quality_standard',
  'quality_specification',
  'quantity_tolerance',
  'delivery_from',
  'delivery_to',
  'origin',
  'inspection_company',
  'payment_terms',
  'pricing_period',
  'product_type',
  'status',
  'rejection_reason',
  'fco_file',
  'has_terms',
] as const satisfies ReadonlyArray<keyof StoredItem>;

/**
 * An update of the item to `next`: the named fields, its version, `updated_at`, the status index and
 * the change key; only if `condition` holds. Counters are not touched, so inquiries may change them
 * in between without being overwritten.
 */
function itemUpdate(
  next: StoredItem,
  fields: ReadonlyArray<keyof StoredItem>,
  condition: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> },
): TransactItem {
  const names: Record<string, string> = { '#version': 'version', ...condition.names };
  const values: Record<string, unknown> = { ...condition.values };
  const sets = fields.map((field, i) => {
    names[`#f${i}`] = field;
    values[`:f${i}`] = next[field];
    return `#f${i} = :f${i}`;
  });
  const change = marketChange(next.kind, next.id, next.updated_at).asUpdate;
  return {
    Update: {
      Key: itemKey(next),
      UpdateExpression: `SET ${[
        ...sets,
        '#version = :next_version',
        'updated_at = :updated_at',
        'gsi1pk = :status_index',
        change.set,
      ].join(', ')}`,
      ConditionExpression: condition.expression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ...values,
        ':next_version': next.version,
        ':updated_at': next.updated_at,
        ':status_index': keys.marketItemsByStatus(next.kind, next.status).gsi1pk,
        ...change.values,
      },
    },
  };
}

/**
 * The owner's edit: only on the version the owner read and while no inquiry is accepted; a new FCO
 * file is attached in the same transaction (the replaced one stays recorded: nothing is deleted that
 * a deal opened on the previous terms might refer to).
 */
export async function saveEdit(
  next: StoredItem,
  expectedVersion: number,
  newFcoFileId?: string,
): Promise<WriteOutcome> {
  return write({
    item: itemUpdate(next, editedFields, {
      expression: '#version = :expected AND accepted_inquiries = :none',
      values: { ':expected': expectedVersion, ':none': 0 },
    }),
    file: newFcoFileId ? attachFile(next.user_id, newFcoFileId, 'fco_terms', attachmentOf(next)) : undefined,
  });
}

/** Activation / deactivation: on the version read and from the status read. */
export async function saveStatus(
  next: StoredItem,
  from: ItemStatus,
  expectedVersion: number,
): Promise<WriteOutcome> {
  return write({
    item: itemUpdate(next, ['status'], {
      expression: '#version = :expected AND #status = :from',
      names: { '#status': 'status' },
      values: { ':expected': expectedVersion, ':from': from },
    }),
  });
}

/** An administrator's approval or rejection: only while the item is still Pending. */
export async function saveModeration(next: StoredItem): Promise<WriteOutcome> {
  return write({
    item: itemUpdate(next, ['status', 'rejection_reason'], {
      expression: '#status = :pending',
      names: { '#status': 'status' },
      values: { ':pending': 'Pending' },
    }),
  });
}

/**
 * Takes one of a deactivated (or departing) owner's items off the marketplace, or puts it back on
 * activation: the `disabled` flag with the item's change key stamped, so every search replica drops
 * or takes it again; the version stays (like the inquiry counters). An item deleted meanwhile is skipped.
 */
export async function setOwnerDisabled(item: StoredItem, disabled: boolean, now: Date): Promise<void> {
  const at = now.toISOString();
  const change = marketChange(item.kind, item.id, at).asUpdate;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: itemKey(item),
        UpdateExpression: `${disabled ? 'SET disabled = :yes, ' : 'REMOVE disabled SET '}updated_at = :at, ${change.set}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ...(disabled ? { ':yes': true } : {}), ':at': at, ...change.values },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
