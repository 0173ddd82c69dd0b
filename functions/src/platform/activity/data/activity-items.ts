import { randomUUID } from 'node:crypto';
import { keys } from '../../data/keys';
import type { TransactItem } from '../../data/transactions';
import type { ActivityRecord } from '../domain/activity';

/** The activity as a table item in the user's partition, and as one more part of the action's transaction. */
export function activityItem(record: ActivityRecord): Record<string, unknown> {
  const at = record.at.toISOString();
  const id = record.id ?? randomUUID();
  const documentName = record.documentName ?? null;
  return {
    ...keys.activity(record.userId, at, id),
    entity: 'activity',
    id,
    action: record.action,
    status: record.status,
    at,
    document_name: documentName,
    link: record.link ?? null,
    // what the search box matches, case-insensitively
    search_text: `${record.action} ${documentName ?? ''}`.toLowerCase(),
  };
}

/** The transaction item that records an activity together with the action itself. */
export function recordActivity(record: ActivityRecord): TransactItem {
  return { Put: { Item: activityItem(record), ConditionExpression: 'attribute_not_exists(pk)' } };
}
