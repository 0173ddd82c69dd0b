import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../data/client';
import { copyId, type OutboxNotification } from '../domain/notification-email';
import type { NotificationType } from '../domain/notification';
import { notificationItem } from './notify';

/** Writes each member's copy unless it is there already; returns how many were new. */
export async function writeNotificationCopies(
  original: OutboxNotification,
  memberIds: string[],
): Promise<number> {
  let written = 0;
  for (const memberId of memberIds) {
    const item = notificationItem({
      id: copyId(original.id, memberId),
      userId: memberId,
      type: original.type as NotificationType,
      title: original.title,
      body: original.body,
      link: original.link,
      at: new Date(original.createdAt),
      email: original.email ?? false,
      // a copy is the member's own: it is not copied on again
      audience: 'personal',
    });
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: item,
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      written += 1;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  return written;
}
