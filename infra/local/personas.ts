import {
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { cognitoClient, dynamoClient } from './provision';
import { readStackFile, type StackFile } from './stack-file';
import { userChange } from '../../functions/src/platform/data/keys';

/**
 * Test users of every kind on a running local stack (integration tests, end-to-end tests, the bench).
 * Sign-up and confirmation go through cognito-local, so the post-confirmation trigger creates the
 * profile as for any user. Roles are granted by writing the state an admin approval leaves (approved
 * registration + role on the profile); the approval flow itself is tested by the admin issue's tests.
 */
export type PersonaKind = 'inactive' | 'buyer' | 'seller' | 'mandate' | 'admin';

export interface Persona {
  kind: PersonaKind;
  email: string;
  password: string;
  userId: string;
  fullName: string;
  companyName: string;
  phoneNumber: string;
}

export function localStack(stack: StackFile = readStackFile()) {
  const cognito = cognitoClient(stack.cognito.endpoint);
  const db = DynamoDBDocumentClient.from(dynamoClient(stack.dynamodb.endpoint));
  const table = stack.dynamodb.tableName;

  async function waitForProfile(userId: string): Promise<void> {
    for (let i = 0; i < 50; i += 1) {
      const found = await db.send(
        new GetCommand({ TableName: table, Key: { pk: `USER#${userId}`, sk: 'PROFILE' } }),
      );
      if (found.Item) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no profile for ${userId}: the post-confirmation trigger did not run`);
  }

  async function grantApprovedRole(userId: string, role: 'buyer' | 'seller' | 'mandate'): Promise<void> {
    const now = new Date().toISOString();
    await waitForProfile(userId);
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: {
                pk: `USER#${userId}`,
                sk: `REG#${role}`,
                gsi1pk: 'REG#approved',
                gsi1sk: now,
                ...userChange(userId, now).asAttributes,
                entity: 'registration',
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
              TableName: table,
              Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
              UpdateExpression: `SET #roles = :roles, updated_at = :now, ${userChange(userId, now).asUpdate.set}`,
              ExpressionAttributeNames: { '#roles': 'roles' },
              ExpressionAttributeValues: {
                ':roles': [role],
                ':now': now,
                ...userChange(userId, now).asUpdate.values,
              },
            },
          },
        ],
      }),
    );
  }

  return {
    stack,
    db,
    table,
    /** A fresh confirmed user of the given kind, with its profile in the table. */
    async createPersona(kind: PersonaKind): Promise<Persona> {
      const email = `${kind}-${randomUUID().slice(0, 8)}@example.com`;
      const persona = {
        kind,
        email,
        password: 'Str0ng!Passw0rd',
        fullName: `${kind} persona`,
        companyName: `${kind} Trading Co`,
        phoneNumber: '+1 555 0100',
      };
      const signUp = await cognito.send(
        new SignUpCommand({
          ClientId: stack.cognito.userPoolClientId,
          Username: email,
          Password: persona.password,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'custom:full_name', Value: persona.fullName },
            { Name: 'custom:company_name', Value: persona.companyName },
            { Name: 'custom:phone_number', Value: persona.phoneNumber },
          ],
        }),
      );
      await cognito.send(
        new AdminConfirmSignUpCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }),
      );
      const userId = signUp.UserSub!;
      if (kind === 'admin') {
        await waitForProfile(userId);
        await cognito.send(
          new AdminAddUserToGroupCommand({
            UserPoolId: stack.cognito.userPoolId,
            Username: email,
            GroupName: 'admin',
          }),
        );
      } else if (kind !== 'inactive') {
        await grantApprovedRole(userId, kind);
      } else {
        await waitForProfile(userId);
      }
      return { ...persona, userId };
    },
    /** Signs in with USER_PASSWORD_AUTH and returns the Cognito tokens. */
    async signIn(who: { email: string; password: string }) {
      const auth = await cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: stack.cognito.userPoolClientId,
          AuthParameters: { USERNAME: who.email, PASSWORD: who.password },
        }),
      );
      const result = auth.AuthenticationResult;
      if (!result?.AccessToken || !result.IdToken)
        throw new Error(`sign-in of ${who.email} returned no tokens`);
      return { accessToken: result.AccessToken, idToken: result.IdToken, refreshToken: result.RefreshToken };
    },
    /** How many profiles the table holds (GSI1 PROFILE, every page, COUNT only). */
    async countProfiles(): Promise<number> {
      let count = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': 'PROFILE' },
            Select: 'COUNT',
            ExclusiveStartKey: start,
          }),
        );
        count += page.Count ?? 0;
        start = page.LastEvaluatedKey;
      } while (start);
      return count;
    },
    /** Whether the user pool lets this user sign in (AdminGetUser Enabled). */
    async signInEnabled(email: string): Promise<boolean> {
      const user = await cognito.send(
        new AdminGetUserCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }),
      );
      return user.Enabled !== false;
    },
    /** The stored profile of a user, found by email through GSI2. */
    async readProfileByEmail(email: string): Promise<Record<string, unknown> | undefined> {
      const found = await db.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi2',
          KeyConditionExpression: 'gsi2pk = :pk',
          ExpressionAttributeValues: { ':pk': `EMAIL#${email.toLowerCase()}` },
        }),
      );
      return found.Items?.[0];
    },
    async readItem(pk: string, sk: string): Promise<Record<string, unknown> | undefined> {
      return (await db.send(new GetCommand({ TableName: table, Key: { pk, sk }, ConsistentRead: true })))
        .Item;
    },
  };
}

export type LocalStack = ReturnType<typeof localStack>;
