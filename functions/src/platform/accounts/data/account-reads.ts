import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentRecord, Registration } from '@portal/contracts/account';
import { documentClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';
import type { StoredBanking } from '../domain/banking';

/**
 * The reads of a user's own partition that two domains make: the account domain for the user's own
 * screens, the admin domain for the user details screen. The account domain alone writes these items.
 */

const db = () => documentClient();

/** The listed fields of a stored item (its keys and index attributes left out). */
export const pickFields = <T>(
  item: Record<string, unknown> | undefined,
  fields: readonly string[],
): T | undefined =>
  item ? (Object.fromEntries(fields.filter((f) => f in item).map((f) => [f, item[f]])) as T) : undefined;

// ---- registrations ----------------------------------------------------------------------------

const registrationFields = [
  'id',
  'user_id',
  'type',
  'status',
  'form_values',
  'rejection_reason',
  'created_at',
  'updated_at',
  'version',
] as const;

export function toRegistration(item: Record<string, unknown>): Registration {
  const registration = pickFields<Registration>(item, registrationFields)!;
  // The older app could store form_values as a JSON string (spec: "may arrive as a JSON string").
  if (typeof registration.form_values === 'string')
    registration.form_values = JSON.parse(registration.form_values);
  return { ...registration, form_values: registration.form_values ?? {}, version: registration.version ?? 1 };
}

export async function listRegistrations(userId: string): Promise<Registration[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :reg)',
      ExpressionAttributeValues: { ':pk': keys.profile(userId).pk, ':reg': 'REG#' },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []).map(toRegistration);
}

// ---- documents --------------------------------------------------------------------------------

const documentFields = [
  'id',
  'user_id',
  'deal_id',
  'document_type',
  'file_name',
  'file_path',
  'file_type',
  'size',
  'created_at',
] as const;

export const toDocument = (item: Record<string, unknown> | undefined): DocumentRecord | undefined =>
  pickFields<DocumentRecord>(item, documentFields);

/** The user's documents, newest first, optionally only those of one document type. */
export async function listDocuments(userId: string, documentType?: string): Promise<DocumentRecord[]> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :doc)',
      ExpressionAttributeValues: { ':pk': keys.profile(userId).pk, ':doc': 'DOC#' },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? [])
    .map((item) => toDocument(item)!)
    .filter((d) => !documentType || d.document_type === documentType)
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

// ---- banking ----------------------------------------------------------------------------------

const bankingFields = [
  'bank_name',
  'bank_account_number',
  'bank_manager_name',
  'bank_manager_phone',
  'updated_at',
  'version',
] as const;

export async function getBanking(userId: string): Promise<StoredBanking | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.banking(userId), ConsistentRead: true }),
  );
  return pickFields<StoredBanking>(result.Item, bankingFields);
}
