import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';
import type { TransactItem } from '../../data/transactions';
import type { UploadTicketRecord } from '../domain/ticket';

const ticketFields = [
  'upload_id',
  'owner',
  'purpose',
  'key',
  'final_key',
  'file_name',
  'file_type',
  'size',
  'context',
  'expires_at',
] as const;

export async function putUploadTicket(ticket: UploadTicketRecord): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.pendingUpload(ticket.owner, ticket.upload_id),
        entity: 'pending_upload',
        ...ticket,
        // DynamoDB TTL (epoch seconds) removes abandoned tickets a day after they expire
        ttl: Math.floor(new Date(ticket.expires_at).getTime() / 1000) + 86_400,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The owner's ticket; tickets of the older shape (no final key) count as gone. */
export async function getUploadTicket(
  owner: string,
  uploadId: string,
): Promise<UploadTicketRecord | undefined> {
  const item = (
    await documentClient().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.pendingUpload(owner, uploadId),
        ConsistentRead: true,
      }),
    )
  ).Item;
  if (!item || typeof item.final_key !== 'string') return undefined;
  return Object.fromEntries(ticketFields.map((f) => [f, item[f]])) as unknown as UploadTicketRecord;
}

export async function deleteUploadTicket(owner: string, uploadId: string): Promise<void> {
  await documentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.pendingUpload(owner, uploadId) }),
  );
}

/**
 * Consumes the ticket inside the caller's transaction (with the record of the verified file): a
 * replayed or concurrent completion fails its condition and writes nothing.
 */
export function consumeUploadTicket(owner: string, uploadId: string): TransactItem {
  return {
    Delete: { Key: keys.pendingUpload(owner, uploadId), ConditionExpression: 'attribute_exists(pk)' },
  };
}
