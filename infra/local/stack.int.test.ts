import {
  ConfirmSignUpCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  ListGroupsCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, ScanCommand, type ScanCommandOutput } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tableDefinition } from '../../functions/src/platform/data/table-definition';
import { confirmationCode } from './cognito-codes';
import { localCredentials } from './emulators';
import { cognitoClient, dynamoClient } from './provision';
import { readStackFile } from './stack-file';

const stack = readStackFile();
const cognito = cognitoClient(stack.cognito.endpoint);
const dynamo = dynamoClient(stack.dynamodb.endpoint);

function claims(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

async function signIn(email: string, password: string) {
  const res = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.cognito.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const result = res.AuthenticationResult;
  if (!result?.IdToken || !result.AccessToken) throw new Error('no tokens');
  return result;
}

describe('local API gateway', () => {
  it('turns GET /health into an HTTP API v2 event and returns the handler response', async () => {
    const res = await fetch(`${stack.apiUrl}/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    await res.json();
  });

  it('answers an undeclared route with 404 JSON', async () => {
    const res = await fetch(`${stack.apiUrl}/no-such-route/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not Found' });
  });

  it('answers a CORS preflight from the portal origin, and only from it', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.apiUrl}/me`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const ok = await preflight(stack.portalUrl);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(stack.portalUrl);
    const allowed = (ok.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(',');
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type']));
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');

    const foreign = await preflight('http://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds the CORS origin header to actual responses for the portal', async () => {
    const res = await fetch(`${stack.apiUrl}/health`, { headers: { origin: stack.portalUrl } });
    expect(res.headers.get('access-control-allow-origin')).toBe(stack.portalUrl);
  });

  it('does not serve the Lambda Invoke API on the API port, not even for the trigger cognito-local calls', async () => {
    for (const name of ['not-a-function', 'portal-post-confirmation']) {
      const res = await fetch(`${stack.apiUrl}/2015-03-31/functions/${name}/invocations`, {
        method: 'POST',
        body: JSON.stringify({ request: { userAttributes: { sub: 'forged', email: stack.admin.email } } }),
      });
      expect(res.status, name).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not Found' });
    }
  });
});

describe('provisioned resources', () => {
  it('has the single table with every GSI of the table definition, on demand', async () => {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: stack.dynamodb.tableName }));
    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    expect(Table?.GlobalSecondaryIndexes?.map((g) => g.IndexName).sort()).toEqual(
      tableDefinition.globalSecondaryIndexes.map((g) => g.indexName).sort(),
    );
    expect(tableDefinition.globalSecondaryIndexes.length).toBeGreaterThanOrEqual(2);
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
  });

  it("has the table's stream with new images (the outbox the email sender reads)", async () => {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: stack.dynamodb.tableName }));
    expect(Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_IMAGE' });
    expect(Table?.LatestStreamArn).toBeTruthy();
  });

  it('has the mail sink: its inbox URL and SMTP port in the stack file, its REST API answering', async () => {
    expect(stack.mailUrl).toBe(`http://localhost:${stack.ports['mail-web']}`);
    expect(stack.smtp).toEqual({ host: '127.0.0.1', port: stack.ports['mail-smtp'] });
    const inbox = await fetch(`${stack.mailUrl}/email`);
    expect(inbox.status).toBe(200);
    expect(Array.isArray(await inbox.json())).toBe(true);
  });

  it('has the user pool with email sign-in, the custom attributes, the four groups and the web client', async () => {
    const { UserPool } = await cognito.send(
      new DescribeUserPoolCommand({ UserPoolId: stack.cognito.userPoolId }),
    );
    expect(UserPool?.UsernameAttributes).toEqual(['email']);
    const attributeNames = UserPool?.SchemaAttributes?.map((a) => a.Name) ?? [];
    expect(attributeNames).toEqual(
      expect.arrayContaining(['custom:full_name', 'custom:company_name', 'custom:phone_number']),
    );

    const { Groups } = await cognito.send(new ListGroupsCommand({ UserPoolId: stack.cognito.userPoolId }));
    expect(Groups?.map((g) => g.GroupName).sort()).toEqual(['admin', 'buyer', 'mandate', 'seller']);

    const { UserPoolClient } = await cognito.send(
      new DescribeUserPoolClientCommand({
        UserPoolId: stack.cognito.userPoolId,
        ClientId: stack.cognito.userPoolClientId,
      }),
    );
    expect(UserPoolClient?.ExplicitAuthFlows).toEqual(
      expect.arrayContaining(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
    );
    expect(UserPoolClient?.ClientSecret).toBeFalsy();
  });

  it('has the documents bucket', async () => {
    const s3 = new S3Client({
      endpoint: stack.s3.endpoint,
      region: stack.region,
      credentials: localCredentials,
      forcePathStyle: true,
    });
    await expect(s3.send(new HeadBucketCommand({ Bucket: stack.s3.bucket }))).resolves.toBeDefined();
  });
});

describe('users', () => {
  it('lets the seeded admin sign in with USER_PASSWORD_AUTH, in the admin group', async () => {
    const tokens = await signIn(stack.admin.email, stack.admin.password);
    const id = claims(tokens.IdToken!);
    expect(id['cognito:groups']).toContain('admin');
    expect(id.iss).toBe(stack.cognito.issuer);
    expect(id.email).toBe(stack.admin.email);
  });

  it('runs the PostConfirmation handler through cognito-local when a user confirms sign-up', async () => {
    const email = `trigger-${randomUUID().slice(0, 8)}@example.com`;
    const password = 'Str0ng-Passw0rd!';
    await cognito.send(
      new SignUpCommand({
        ClientId: stack.cognito.userPoolClientId,
        Username: email,
        Password: password,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'custom:full_name', Value: 'Trigger Tester' },
          { Name: 'custom:company_name', Value: 'Trigger Co' },
          { Name: 'custom:phone_number', Value: '+15550000000' },
        ],
      }),
    );
    const code = await confirmationCode(stack, email);
    await cognito.send(
      new ConfirmSignUpCommand({
        ClientId: stack.cognito.userPoolClientId,
        Username: email,
        ConfirmationCode: code,
      }),
    );

    const tokens = await signIn(email, password);
    const sub = claims(tokens.IdToken!).sub as string;
    // The profile item is written by the trigger; find it without assuming the key layout (every page
    // of the Scan: the table holds whatever the other tests wrote).
    const mine: Record<string, unknown>[] = [];
    let start: ScanCommandOutput['LastEvaluatedKey'];
    do {
      const page = await dynamo.send(
        new ScanCommand({ TableName: stack.dynamodb.tableName, ExclusiveStartKey: start }),
      );
      for (const item of page.Items ?? []) {
        const text = JSON.stringify(item);
        if (text.includes(sub) || text.includes(email)) mine.push(item);
      }
      start = page.LastEvaluatedKey;
    } while (start);
    expect(mine.length).toBeGreaterThan(0);
  });
});

describe('static servers', () => {
  it('serves the runtime config the shell boots from', async () => {
    const res = await fetch(`${stack.portalUrl}/runtime-config.json`);
    expect(res.status).toBe(200);
    const config = (await res.json()) as {
      apiUrl: string;
      cognito: { userPoolId: string; userPoolClientId: string; endpoint: string };
      remotes: Record<string, string>;
    };
    expect(config.apiUrl).toBe(stack.apiUrl);
    expect(config.cognito).toEqual({
      userPoolId: stack.cognito.userPoolId,
      userPoolClientId: stack.cognito.userPoolClientId,
      endpoint: stack.cognito.endpoint,
    });
    for (const [name, url] of Object.entries(config.remotes))
      expect(url).toBe(stack.remotes[name as keyof typeof stack.remotes]);
  });

  it('falls back to index.html for client-side routes', async () => {
    const res = await fetch(`${stack.portalUrl}/admin/users/${randomUUID()}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<html/i);
  });

  it('serves each configured remote manifest cross-origin', async () => {
    const config = (await (await fetch(`${stack.portalUrl}/runtime-config.json`)).json()) as {
      remotes: Record<string, string>;
    };
    for (const url of Object.values(config.remotes)) {
      const res = await fetch(url, { headers: { origin: stack.portalUrl } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeTruthy();
    }
  });
});
