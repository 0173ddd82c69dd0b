import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

let client: DynamoDBDocumentClient | undefined;

/** The one DynamoDB document client of a function (created on first use, reused across invocations). */
export function documentClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ region: config.region, endpoint: config.dynamodbEndpoint, maxAttempts: 3 }),
    { marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false } },
  );
  return client;
}

export const tableName = () => config.tableName;
