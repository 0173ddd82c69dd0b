import { QueryCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentRecord, Registration } from '@portal/contracts/account';
import { registrationTypeSchema } from '@portal/contracts/me';
import { documentClient, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { writeTogether, type TransactItem } from '../../platform/data/transactions';
import { toDocument } from '../../platform/accounts/data/account-reads';

const db = () => documentClient();

/**
 * Records the document and consumes its upload ticket (the platform upload module's transaction item)
 * in one transaction: a replayed complete call fails and records nothing.
 */
export async function recordDocument(document: DocumentRecord, consumeTicket: TransactItem): Promise<void> {
  await writeTogether(
    {
      document: {
        Put: {
          Item: {
            ...keys.document(document.user_id, document.id),
            ...keys.documentIndexes(document.id, document.created_at),
            entity: 'document',
            ...document,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ticket: consumeTicket,
    },
    { conflictMessage: 'This upload was already completed.' },
  );
}

/** The caller's own document: another user's id is simply not in the caller's partition. */
export async function getOwnDocument(
  userId: string,
  documentId: string,
): Promise<DocumentRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.document(userId, documentId), ConsistentRead: true }),
  );
  return toDocument(result.Item);
}

/** Any user's document by id (admins). */
export async function findDocument(documentId: string): Promise<DocumentRecord | undefined> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.documentById(documentId).gsi2pk },
    }),
  );
  return toDocument(result.Items?.[0]);
}

/**
 * Deletes the document's record, only while the user's registrations are as they were read (each at
 * its version, or still absent): a registration saved in between, which might now reference the
 * document, makes the delete a 409 instead of leaving it pointing at nothing.
 */
export async function deleteDocumentItem(
  userId: string,
  documentId: string,
  registrationsRead: Registration[],
): Promise<void> {
  const unchanged: TransactItem[] = registrationTypeSchema.options.map((type) => {
    const read = registrationsRead.find((r) => r.type === type);
    return {
      ConditionCheck: {
        Key: keys.registration(userId, type),
        ...(read
          ? {
              ConditionExpression: '#version = :version',
              ExpressionAttributeNames: { '#version': 'version' },
              ExpressionAttributeValues: { ':version': read.version },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    };
  });
  await writeTogether(
    { document: { Delete: { Key: keys.document(userId, documentId) } }, unchanged },
    {
      conflictMessage: 'Your registrations changed while the document was being deleted. Please try again.',
    },
  );
}

/** Transaction items that hold a write only while each referenced document of the user still exists. */
export function documentsStillExist(userId: string, documentIds: string[]): TransactItem[] {
  return [...new Set(documentIds)].map((id) => ({
    ConditionCheck: { Key: keys.document(userId, id), ConditionExpression: 'attribute_exists(pk)' },
  }));
}
