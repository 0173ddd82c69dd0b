import { AdminAddUserToGroupCommand, AdminConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { cognitoClient, dynamoClient } from '../../local/provision';
import { readStackFile } from '../../local/stack-file';

export type PersonaKind = 'inactive' | 'buyer' | 'seller' | 'mandate' | 'admin';

const stack = readStackFile();
const cognito = cognitoClient(stack.cognito.endpoint);
const db = DynamoDBDocumentClient.from(dynamoClient(stack.dynamodb.endpoint));

/**
 * A fresh confirmed user of the given kind. Sign-up and confirmation go through cognito-local, so the
 * post-confirmation trigger creates the profile as for any user. Roles are granted by writing the state
 * an admin approval leaves (approved registration + role on the profile); the approval flow itself is
 * driven through the UI by the admin issue's tests.
 */
export async function createPersona(kind: PersonaKind): Promise<{ email: string; password: string; userId: string }> {
  const email = `${kind}-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'Str0ng!Passw0rd';
  const signUp = await cognito.send(
    new SignUpCommand({
      ClientId: stack.cognito.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'custom:full_name', Value: `${kind} persona` },
        { Name: 'custom:company_name', Value: `${kind} Trading Co` },
        { Name: 'custom:phone_number', Value: '+1 555 0100' },
      ],
    }),
  );
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }));
  const userId = signUp.UserSub!;
  if (kind === 'admin') {
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: stack.cognito.userPoolId, Username: email, GroupName: 'admin' }));
  } else if (kind !== 'inactive') {
    await grantApprovedRole(userId, kind);
  }
  return { email, password, userId };
}

async function grantApprovedRole(userId: string, role: 'buyer' | 'seller' | 'mandate'): Promise<void> {
  const now = new Date().toISOString();
  await waitForProfile(userId);
  await db.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: stack.dynamodb.tableName,
            Item: {
              pk: `USER#${userId}`,
              sk: `REG#${role}`,
              gsi1pk: 'REG#approved',
              gsi1sk: now,
              id: randomUUID(),
              user_id: userId,
              type: role,
              status: 'approved',
              form_values: {},
              created_at: now,
              updated_at: now,
              version: 1,
            },
          },
        },
        {
          Update: {
            TableName: stack.dynamodb.tableName,
            Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
            UpdateExpression: 'SET #roles = :roles',
            ExpressionAttributeNames: { '#roles': 'roles' },
            ExpressionAttributeValues: { ':roles': [role] },
          },
        },
      ],
    }),
  );
}

async function waitForProfile(userId: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const found = await db.send(
      new QueryCommand({
        TableName: stack.dynamodb.tableName,
        KeyConditionExpression: 'pk = :pk AND sk = :sk',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':sk': 'PROFILE' },
      }),
    );
    if (found.Items?.length) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no profile for ${userId}: the post-confirmation trigger did not run`);
}

/** The stored profile of a user, found by email through GSI2. */
export async function readProfileByEmail(email: string): Promise<Record<string, unknown> | undefined> {
  const found = await db.send(
    new QueryCommand({
      TableName: stack.dynamodb.tableName,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': `EMAIL#${email.toLowerCase()}` },
    }),
  );
  return found.Items?.[0];
}
