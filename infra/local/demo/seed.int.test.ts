import { InitiateAuthCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localCredentials } from '../emulators';
import { cognitoClient, dynamoClient } from '../provision';
import { basePorts, readStackFile, repoRoot, type StackFile } from '../stack-file';
import { startStack } from '../start';
import { demoAccounts } from './accounts';
import { seedDemo } from './seed';

// a stack of its own (the demo's approved users would change what the shared test stack's tests count)
const offset = readStackFile().ports.portal - basePorts.portal + 53;
const dataDir = join(repoRoot, '.local', `demo-seed-test-${offset}`);

async function counts(stack: StackFile) {
  const dynamo = dynamoClient(stack.dynamodb.endpoint);
  let items = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({ TableName: stack.dynamodb.tableName, ExclusiveStartKey: start as never }),
    );
    items += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  const s3 = new S3Client({
    endpoint: stack.s3.endpoint,
    region: stack.region,
    credentials: localCredentials,
    forcePathStyle: true,
  });
  const objects = (await s3.send(new ListObjectsV2Command({ Bucket: stack.s3.bucket }))).KeyCount ?? 0;
  const users = (
    await cognitoClient(stack.cognito.endpoint).send(
      new ListUsersCommand({ UserPoolId: stack.cognito.userPoolId, Limit: 60 }),
    )
  ).Users?.length;
  return { items, objects, users };
}

describe('demo seed', () => {
  it('makes approved, rated users with their documents in the bucket, and adds nothing on a second run', async () => {
    rmSync(dataDir, { recursive: true, force: true });
    const env = { ...process.env };
    const running = await startStack({ offset, dataDir, inMemory: true, build: false, log: () => {} });
    try {
      const stack = running.stackFile;
      const passwordFile = join(dataDir, 'demo.json');
      const first = await seedDemo(stack, { passwordFile, say: () => {} });
      const afterFirst = await counts(stack);
      const second = await seedDemo(stack, { passwordFile, say: () => {} });
      expect(await counts(stack)).toEqual(afterFirst);
      expect(second.users).toEqual(first.users);
      expect(first.users.map((u) => u.email)).toEqual(demoAccounts.map((a) => a.email));
      expect(afterFirst.users).toBe(demoAccounts.length + 1); // and the admin
      expect(afterFirst.objects).toBeGreaterThanOrEqual(demoAccounts.length);

      // stored state, read the way the admin screens read it
      const admin = await cognitoClient(stack.cognito.endpoint).send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: stack.cognito.userPoolClientId,
          AuthParameters: { USERNAME: stack.admin.email, PASSWORD: stack.admin.password },
        }),
      );
      const adminToken = admin.AuthenticationResult?.AccessToken ?? '';
      for (const account of demoAccounts) {
        const user = first.users.find((u) => u.email === account.email)!;
        // the printed credentials sign in
        const signIn = await cognitoClient(stack.cognito.endpoint).send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: stack.cognito.userPoolClientId,
            AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
          }),
        );
        const sub = JSON.parse(
          Buffer.from(signIn.AuthenticationResult!.IdToken!.split('.')[1]!, 'base64url').toString(),
        ) as { sub: string; 'cognito:groups'?: string[] };
        expect(sub['cognito:groups']).toContain(account.role);
        const detail = (await (
          await fetch(`${stack.apiUrl}/admin/users/${sub.sub}`, {
            headers: { authorization: `Bearer ${adminToken}` },
          })
        ).json()) as {
          profile: { roles: string[]; company_name: string };
          registrations: Array<{ type: string; status: string }>;
          documents: unknown[];
          rating: number;
        };
        expect(detail.profile.roles).toContain(account.role);
        expect(detail.profile.company_name).toBe(account.companyName);
        expect(detail.registrations).toEqual([
          expect.objectContaining({ type: account.role, status: 'approved' }),
        ]);
        expect(detail.documents.length).toBeGreaterThan(0);
        expect(detail.rating).toBe(account.rating);
      }
    } finally {
      await running.stop();
      process.env = env;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
