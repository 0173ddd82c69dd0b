import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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
  'claim_id',
  'claimed_until',
  'completed_at',
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
  return Object.fromEntries(
    ticketFields.filter((f) => item[f] !== undefined).map((f) => [f, item[f]]),
  ) as unknown as UploadTicketRecord;
}

export async function deleteUploadTicket(owner: string, uploadId: string): Promise<void> {
  await documentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.pendingUpload(owner, uploadId) }),
  );
}

/**
 * Takes the ticket for one completion (`claimId`) until `until`, if it is not completed and no other
 * completion holds it (`ticketState` is 'open'). False when it is gone, completed or held: only the
 * holder touches the uploaded object, so concurrent completes cannot undo each other's work.
 */
export async function claimUploadTicket(
  owner: string,
  uploadId: string,
  claimId: string,
  now: Date,
  until: Date,
): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.pendingUpload(owner, uploadId),
        UpdateExpression: 'SET claim_id = :claim, claimed_until = :until',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(completed_at) AND ' +
          '(attribute_not_exists(claimed_until) OR claimed_until < :now)',
        ExpressionAttributeValues: {
          ':claim': claimId,
          ':until': until.toISOString(),
          ':now': now.toISOString(),
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Consumes the ticket inside the caller's transaction (with the record of the verified file), only
 * for the completion that holds it: the ticket stays, marked completed (its TTL removes it), so a
 * replayed completion is told it was completed instead of "not found".
 */
export function consumeUploadTicket(
  owner: string,
  uploadId: string,
  claimId: string,
  at: Date,
): TransactItem {
  return {
    Update: {
      Key: keys.pendingUpload(owner, uploadId),
      UpdateExpression: 'SET completed_at = :at',
      ConditionExpression: 'claim_id = :claim AND attribute_not_exists(completed_at)',
      ExpressionAttributeValues: { ':at': at.toISOString(), ':claim': claimId },
    },
  };
}
