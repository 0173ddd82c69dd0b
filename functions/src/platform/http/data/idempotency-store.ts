import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { dynamoDbClient, tableName } from '../../data/client';
import { keys } from '../../data/keys';

/**
 * Where the idempotency records of a route live: Powertools' DynamoDB persistence on the single table,
 * one partition per route (`IDEMPOTENCY#<METHOD> <path>`) with the hashed key as sort key, removed by
 * the table's TTL (`ttl`, epoch seconds). It shares the function's client, and so its timeouts.
 */
export function idempotencyStore(routeKey: string): DynamoDBPersistenceLayer {
  return new DynamoDBPersistenceLayer({
    tableName: tableName(),
    awsSdkV3Client: dynamoDbClient(),
    keyAttr: 'pk',
    sortKeyAttr: 'sk',
    staticPkValue: keys.idempotencyPartition(routeKey),
    expiryAttr: 'ttl',
  });
}
