import { BatchGetCommand, paginateQuery, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import type { DealGroupId } from '@portal/contracts/deal-stages';
import { documentClient, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { writeTogether, type TransactItem, type TransactParts } from '../../platform/data/transactions';
import { DomainError } from '../../platform/errors';
import { dueDay, type Deadline } from '../domain/deadlines';
import { dealStateOf, type DealState } from '../domain/deal-state';
import type { Deal } from '../domain/deals';

/**
 * Deadline records (`DUE#<yyyy-mm-dd>` / `<due_at>#<deal id>#<group>`): written in the transaction
 * that sets a group's due date, read by the sweep one day partition at a time, settled by a
 * conditional update together with the notifications it sends, so each is sent once.
 */

const db = () => documentClient();

export interface StoredDeadline extends Deadline {
  pk: string;
  sk: string;
}

/** The transaction items recording deadlines, for the change that sets the due dates. */
export function deadlineItems(deadlines: readonly Deadline[]): TransactItem[] {
  return deadlines.map((d) => ({
    Put: {
      Item: {
        ...keys.dealDeadline(dueDay(d.due_at), d.due_at, d.deal_id, d.group),
        entity: 'deal_deadline',
        deal_id: d.deal_id,
        group: d.group,
        due_at: d.due_at,
      },
    },
  }));
}

/** The unsettled deadlines of one day (a day holds the deadlines of the deals due then, not all deals). */
export async function unsettledDeadlines(day: string): Promise<StoredDeadline[]> {
  const found: StoredDeadline[] = [];
  const pages = paginateQuery(
    { client: db() },
    {
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      FilterExpression: 'attribute_not_exists(settled_at)',
      ExpressionAttributeValues: { ':pk': keys.deadlinesOn(day).pk },
    },
  );
  for await (const page of pages) {
    for (const item of page.Items ?? [])
      found.push({
        pk: String(item.pk),
        sk: String(item.sk),
        deal_id: String(item.deal_id),
        group: item.group as DealGroupId,
        due_at: String(item.due_at),
        reminder_sent_at: (item.reminder_sent_at as string | undefined) ?? null,
        overdue_sent_at: (item.overdue_sent_at as string | undefined) ?? null,
      });
  }
  return found;
}

/** The deal items of these ids (their whole state: the sweep asks the machine who is awaited). */
export async function readDeals(ids: readonly string[]): Promise<Map<string, DealState>> {
  const deals = new Map<string, DealState>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: { Keys: unique.slice(i, i + 100).map((id) => keys.deal(id)) },
    };
    while (request && Object.keys(request).length > 0) {
      const page = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const raw of page.Responses?.[tableName()] ?? []) {
        const { pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk, entity, ...rest } = raw;
        void [pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, gsi3pk, gsi3sk, entity];
        const deal = dealStateOf(rest as unknown as Deal);
        deals.set(deal.id, deal);
      }
      request = page.UnprocessedKeys as typeof request;
    }
  }
  return deals;
}

/**
 * Records that a deadline's reminder (or overdue notice) went out, with its notifications, in one
 * transaction conditional on it not having gone out yet and on the deal still being at the version
 * read. False when another sweep was first or the deal changed meanwhile (the next sweep looks again).
 */
export async function recordNotice(input: {
  deadline: StoredDeadline;
  kind: 'reminder' | 'overdue';
  dealVersion: number;
  at: string;
  notifications: TransactItem[];
}): Promise<boolean> {
  const { deadline, kind } = input;
  const sent = kind === 'reminder' ? 'reminder_sent_at' : 'overdue_sent_at';
  const parts: TransactParts = {
    deadline: {
      Update: {
        Key: { pk: deadline.pk, sk: deadline.sk },
        UpdateExpression: `SET ${sent} = :at${kind === 'overdue' ? ', settled_at = :at' : ''}`,
        ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(${sent}) AND attribute_not_exists(settled_at)`,
        ExpressionAttributeValues: { ':at': input.at },
      },
    },
    deal: {
      ConditionCheck: {
        Key: keys.deal(deadline.deal_id),
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':version': input.dealVersion },
      },
    },
    notifications: input.notifications,
  };
  try {
    await writeTogether(parts);
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'conflict') return false;
    throw error;
  }
}

/** Settles a deadline that no longer applies (its group is behind the deal), without a notice. */
export async function retireDeadline(deadline: StoredDeadline, at: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: deadline.pk, sk: deadline.sk },
        UpdateExpression: 'SET settled_at = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(settled_at)',
        ExpressionAttributeValues: { ':at': at },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
