import {
  AddCustomAttributesCommand,
  AdminAddUserToGroupCommand,
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  GetGroupCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
  SignUpCommand,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { tallyOf } from '../../functions/src/deals/domain/dashboard';
import { keys, userChange } from '../../functions/src/platform/data/keys';
import { tableDefinition, type IndexDefinition } from '../../functions/src/platform/data/table-definition';
import { localCredentials } from './emulators';

const region = 'us-east-1';

export function dynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region, credentials: localCredentials });
}

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region, credentials: localCredentials });
}

const streamSpecification = { StreamEnabled: true, StreamViewType: tableDefinition.streamViewType };

/** Creates the single table from `tableDefinition` unless it exists (PAY_PER_REQUEST, its GSIs and their projections, its stream). */
export async function ensureTable(endpoint: string, tableName: string): Promise<'created' | 'existing'> {
  const db = dynamoClient(endpoint);
  const keyAttributes = [
    tableDefinition.partitionKey,
    tableDefinition.sortKey,
    ...tableDefinition.globalSecondaryIndexes.flatMap((g) => [g.partitionKey, g.sortKey]),
  ];
  const attributeDefinitions = [...new Set(keyAttributes)].map((name) => ({
    AttributeName: name,
    AttributeType: 'S' as const,
  }));
  const indexOf = (g: IndexDefinition) => ({
    IndexName: g.indexName,
    KeySchema: [
      { AttributeName: g.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: g.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: g.include
      ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...g.include] }
      : { ProjectionType: 'ALL' as const },
  });
  try {
    const { Table } = await db.send(new DescribeTableCommand({ TableName: tableName }));
    // a table kept from an earlier version gets the indexes added since, and their keys on old items
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
    for (const g of tableDefinition.globalSecondaryIndexes.filter((g) => !present.has(g.indexName))) {
      await db.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: attributeDefinitions,
          GlobalSecondaryIndexUpdates: [{ Create: indexOf(g) }],
        }),
      );
      if (g.indexName === 'gsi3') await backfillUserChangeKeys(db, tableName);
    }
    await backfillDealTallies(db, tableName);
    // a table kept from before the outbox gets its stream
    if (!Table?.StreamSpecification?.StreamEnabled)
      await db.send(
        new UpdateTableCommand({ TableName: tableName, StreamSpecification: streamSpecification }),
      );
    return 'existing';
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  await db.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeDefinitions,
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map(indexOf),
      StreamSpecification: streamSpecification,
    }),
  );
  await DynamoDBDocumentClient.from(db).send(new PutCommand({ TableName: tableName, Item: dealTallyMarker }));
  return 'created';
}

/** Written once the users' deal tallies are kept (a new table, or an old one after its recount). */
const dealTallyMarker = { pk: 'MIGRATION', sk: 'deal-tally', entity: 'migration' };

/**
 * A table kept from before the Dashboard's deal tallies gets them once: every deal's members are
 * counted by the deal's column from the stored deals. Runs before the stack serves, so no deal moves
 * meanwhile.
 */
async function backfillDealTallies(client: DynamoDBClient, tableName: string): Promise<void> {
  const db = DynamoDBDocumentClient.from(client);
  const marker = await db.send(
    new GetCommand({ TableName: tableName, Key: { pk: dealTallyMarker.pk, sk: dealTallyMarker.sk } }),
  );
  if (marker.Item) return;
  const places = new Map<string, { progress: number; status: string }>();
  const membersOf = new Map<string, string[]>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'entity IN (:deal, :member)',
        ExpressionAttributeValues: { ':deal': 'deal', ':member': 'deal_member' },
        ProjectionExpression: 'entity, id, deal_id, user_id, progress, #status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      if (item.entity === 'deal')
        places.set(String(item.id), { progress: Number(item.progress), status: String(item.status) });
      else {
        const userId = String(item.user_id);
        if (!membersOf.has(userId)) membersOf.set(userId, []);
        membersOf.get(userId)!.push(String(item.deal_id));
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  for (const [userId, dealIds] of membersOf) {
    const tally = tallyOf(dealIds.flatMap((id) => places.get(id) ?? []));
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.dealTally(userId), entity: 'deal_tally', ...tally },
      }),
    );
  }
  await db.send(new PutCommand({ TableName: tableName, Item: dealTallyMarker }));
}

/** Profiles and registrations written before the change index existed get their change key. */
async function backfillUserChangeKeys(client: DynamoDBClient, tableName: string): Promise<void> {
  const db = DynamoDBDocumentClient.from(client);
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression:
          '(sk = :profile OR begins_with(sk, :reg)) AND attribute_exists(updated_at) AND attribute_not_exists(gsi3pk)',
        ExpressionAttributeValues: { ':profile': 'PROFILE', ':reg': 'REG#' },
        ProjectionExpression: 'pk, sk, updated_at',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const change = userChange(String(item.pk).slice('USER#'.length), String(item.updated_at)).asUpdate;
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression: `SET ${change.set}`,
          ExpressionAttributeValues: change.values,
        }),
      );
    }
    start = page.LastEvaluatedKey;
  } while (start);
}

export const groups = ['admin', 'buyer', 'seller', 'mandate'] as const;
/** Team decision: profile fields captured at sign-up live in these custom attributes. */
export const customAttributes = ['full_name', 'company_name', 'phone_number', 'terms_version'] as const;
export const appClientName = 'portal-web';

/**
 * The user pool (email is the username), its groups and the public web client. On restart the
 * existing pool and client are found by name, so ids (and every user) stay the same.
 */
export async function ensureUserPool(
  endpoint: string,
  poolName: string,
): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const cognito = cognitoClient(endpoint);
  const pools = await cognito.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((p) => p.Name === poolName)?.Id;
  if (!userPoolId) {
    const created = await cognito.send(
      new CreateUserPoolCommand({
        PoolName: poolName,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        UsernameConfiguration: { CaseSensitive: false },
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: false,
          },
        },
        Schema: [{ Name: 'email', AttributeDataType: 'String', Required: true, Mutable: true }],
      }),
    );
    userPoolId = created.UserPool?.Id;
    if (!userPoolId) throw new Error('CreateUserPool returned no id');
  }

  // Optional TOTP, as in the cloud pool (infra/src/auth-stack.ts): users enable it on My Account > Settings,
  // and from then on sign-in asks for the code. cognito-local skips MFA entirely while the pool says OFF.
  await cognito.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );

  // Custom attributes through AddCustomAttributes: in a CreateUserPool Schema, `phone_number` would
  // name the standard attribute, not `custom:phone_number`.
  const { UserPool } = await cognito.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
  const existing = new Set(UserPool?.SchemaAttributes?.map((a) => a.Name));
  const missing = customAttributes.filter((name) => !existing.has(`custom:${name}`));
  if (missing.length) {
    await cognito.send(
      new AddCustomAttributesCommand({
        UserPoolId: userPoolId,
        CustomAttributes: missing.map((name) => ({
          Name: name,
          AttributeDataType: 'String',
          Mutable: true,
          StringAttributeConstraints: { MinLength: '0', MaxLength: '256' },
        })),
      }),
    );
  }

  for (const [i, group] of groups.entries()) {
    try {
      await cognito.send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
    } catch {
      await cognito.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group, Precedence: i }));
    }
  }

  const clients = await cognito.send(
    new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }),
  );
  let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === appClientName)?.ClientId;
  if (!userPoolClientId) {
    const created = await cognito.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: appClientName,
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        ReadAttributes: ['email', ...customAttributes.map((a) => `custom:${a}`)],
        WriteAttributes: ['email', ...customAttributes.map((a) => `custom:${a}`)],
      }),
    );
    userPoolClientId = created.UserPoolClient?.ClientId;
    if (!userPoolClientId) throw new Error('CreateUserPoolClient returned no id');
  }
  return { userPoolId, userPoolClientId };
}

export const adminEmail = 'admin@portal.local';

/** A strong password (upper, lower, digits, symbol), generated once and remembered in `file`. */
export function rememberedAdminPassword(file: string): string {
  if (existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { email?: string; password?: string };
    if (saved.email === adminEmail && saved.password) return saved.password;
  }
  const password = `Adm-${randomBytes(12).toString('base64url')}-9x`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ email: adminEmail, password }, null, 2), { mode: 0o600 });
  return password;
}

/**
 * Seeds the administrator the way a real user arrives: SignUp (public client), added to the admin
 * group, then AdminConfirmSignUp, which makes cognito-local invoke the PostConfirmation trigger
 * (the same handler as in AWS) that writes the profile. Returns whether the user was created now.
 */
export async function ensureAdminUser(opts: {
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  password: string;
}): Promise<'created' | 'existing'> {
  const cognito = cognitoClient(opts.endpoint);
  let exists = true;
  try {
    await cognito.send(new AdminGetUserCommand({ UserPoolId: opts.userPoolId, Username: adminEmail }));
  } catch (err) {
    if (!(err instanceof UserNotFoundException) && (err as Error).name !== 'UserNotFoundException') throw err;
    exists = false;
  }
  if (exists) {
    // Keep the remembered password authoritative (e.g. after the password file was deleted).
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: opts.userPoolId,
        Username: adminEmail,
        Password: opts.password,
        Permanent: true,
      }),
    );
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: opts.userPoolId,
        Username: adminEmail,
        GroupName: 'admin',
      }),
    );
    return 'existing';
  }
  await cognito.send(
    new SignUpCommand({
      ClientId: opts.userPoolClientId,
      Username: adminEmail,
      Password: opts.password,
      UserAttributes: [
        { Name: 'email', Value: adminEmail },
        { Name: 'custom:full_name', Value: 'Portal Administrator' },
        { Name: 'custom:company_name', Value: 'Portal' },
        { Name: 'custom:phone_number', Value: '+10000000000' },
      ],
    }),
  );
  await cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: opts.userPoolId, Username: adminEmail, GroupName: 'admin' }),
  );
  await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: opts.userPoolId, Username: adminEmail }));
  return 'created';
}
