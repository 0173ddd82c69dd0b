import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { writeTogether, type TransactItem } from '../../platform/data/transactions';
import type { FileAttachment, MarketFilePurpose, StoredMarketFile } from '../domain/files';

/**
 * Marketplace files (FCO terms, product specifications) in their uploader's partition
 * (`USER#<uploader>` / `MFILE#<id>`, GSI2 `MFILE#<id>` to find one by id alone).
 */

const db = () => documentClient();

function toMarketFile(item: Record<string, unknown> | undefined): StoredMarketFile | undefined {
  if (!item) return undefined;
  return {
    id: String(item.id),
    user_id: String(item.user_id),
    purpose: item.purpose as MarketFilePurpose,
    file_name: String(item.file_name),
    file_type: String(item.file_type),
    size: Number(item.size),
    file_path: String(item.file_path),
    created_at: String(item.created_at),
    ...(item.attached_to ? { attached_to: item.attached_to as FileAttachment } : {}),
  };
}

/**
 * Records a verified upload and consumes its ticket (the upload module's transaction item) in one
 * transaction: a replayed completion fails and records nothing.
 */
export async function recordMarketFile(file: StoredMarketFile, consumeTicket: TransactItem): Promise<void> {
  await writeTogether(
    {
      file: {
        Put: {
          Item: {
            ...keys.marketFile(file.user_id, file.id),
            ...keys.marketFileIndexes(file.id),
            entity: 'market_file',
            ...file,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ticket: consumeTicket,
    },
    { conflictMessage: 'This upload was already completed.' },
  );
}

/** One of the uploader's own files: another user's id is simply not in the uploader's partition. */
export async function getOwnMarketFile(
  uploaderId: string,
  fileId: string,
): Promise<StoredMarketFile | undefined> {
  const result = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.marketFile(uploaderId, fileId),
      ConsistentRead: true,
    }),
  );
  return toMarketFile(result.Item);
}

/** Any marketplace file by id (downloads by the owner of the item it was sent to, and admins). */
export async function findMarketFile(fileId: string): Promise<StoredMarketFile | undefined> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.marketFileById(fileId).gsi2pk },
    }),
  );
  return toMarketFile(result.Items?.[0]);
}

/**
 * The transaction item that attaches one of the uploader's files to an item or inquiry being written
 * in the same transaction. It holds only if the file is the uploader's, was uploaded for `purpose`
 * and is attached to nothing yet; otherwise the whole transaction fails.
 */
export function attachFile(
  uploaderId: string,
  fileId: string,
  purpose: MarketFilePurpose,
  attachment: FileAttachment,
): TransactItem {
  return {
    Update: {
      Key: keys.marketFile(uploaderId, fileId),
      UpdateExpression: 'SET attached_to = :attachment',
      ConditionExpression:
        'attribute_exists(pk) AND purpose = :purpose AND attribute_not_exists(attached_to)',
      ExpressionAttributeValues: { ':attachment': attachment, ':purpose': purpose },
    },
  };
}
