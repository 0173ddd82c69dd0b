import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { TermsOfUse } from '@portal/contracts/platform';
import { documentClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';
import { writeTogether } from '../../data/transactions';

export const termsConflictMessage =
  'The terms of use were published again since you opened them. Reload to see the version in force.';

/** The last publication, if an admin has published any. */
export async function readPublishedTerms(): Promise<TermsOfUse | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.termsOfUse(), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return { version: Number(Item.version), text: String(Item.text), published_at: String(Item.published_at) };
}

/**
 * Publishes `terms` as the version after `replaces`, in one transaction: the version in force (only
 * if it is still `replaces`; the first publication only if none exists), the kept copy of the
 * version, and the admin's audit event. A concurrent publication makes it a 409.
 */
export async function publishTerms(
  terms: Required<TermsOfUse>,
  replaces: { version: number; stored: boolean },
  audit: { id: string; adminId: string },
): Promise<void> {
  const item = { entity: 'terms', ...terms };
  await writeTogether(
    {
      current: {
        Put: {
          Item: { ...keys.termsOfUse(), ...item, published_by: audit.adminId },
          ...(replaces.stored
            ? {
                ConditionExpression: '#version = :version',
                ExpressionAttributeNames: { '#version': 'version' },
                ExpressionAttributeValues: { ':version': replaces.version },
              }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
        },
      },
      kept: {
        Put: {
          Item: { ...keys.termsOfUseVersion(terms.version), ...item, published_by: audit.adminId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      audit: {
        Put: {
          Item: {
            ...keys.auditEvent(audit.id),
            ...keys.auditIndexes(terms.published_at),
            entity: 'audit',
            id: audit.id,
            action: 'terms_published',
            version: terms.version,
            admin_id: audit.adminId,
            at: terms.published_at,
          },
        },
      },
    },
    { conflictMessage: termsConflictMessage },
  );
}
