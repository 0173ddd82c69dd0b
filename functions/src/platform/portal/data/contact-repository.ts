import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../data/client';
import type { ContactMessage } from '../domain/contact';
import { keys } from '../../data/keys';

export async function putContactMessage(message: ContactMessage): Promise<void> {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.contactMessage(message.id),
        ...keys.contactIndexes(message.created_at),
        entity: 'contact',
        ...message,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}
