import { AdminConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { cognitoClient } from '../../infra/local/provision';
import { apiCaller } from './support/api-call';

/**
 * The terms of use: public to read, published by admins as numbered versions (each kept, each
 * audited, a stale or concurrent publication refused), and the version a sign-up accepted recorded
 * on the profile.
 */
const local = localStack();
const { stack } = local;
const call = apiCaller(stack.apiUrl);
const cognito = cognitoClient(stack.cognito.endpoint);
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  const admin = await local.createPersona('admin');
  adminId = admin.userId;
  adminToken = (await local.signIn(admin)).accessToken;
}, 30_000);

const readTerms = async () => {
  const res = await fetch(`${stack.apiUrl}/terms`);
  return {
    status: res.status,
    body: (await res.json()) as { version: number; text: string; published_at?: string },
  };
};
const publish = (body: object) => call(adminToken, 'PUT', '/admin/terms', body);

describe('the terms of use', () => {
  it('are read without signing in', async () => {
    const { status, body } = await readTerms();
    expect(status).toBe(200);
    expect(body.version).toBeGreaterThanOrEqual(1);
    expect(body.text.length).toBeGreaterThan(100);
  });

  it('are published as the next version, kept as published and audited', async () => {
    const before = (await readTerms()).body;
    const text = `# 1. Scope\nVersion written at ${randomUUID()}.`;
    const res = await publish({ version: before.version, text: `  ${text}\n` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ version: before.version + 1, text, published_at: expect.any(String) });
    expect((await readTerms()).body).toEqual(res.body);

    const kept = await local.readItem('SETTINGS', `TERMS#${String(before.version + 1).padStart(7, '0')}`);
    expect(kept).toMatchObject({ version: before.version + 1, text, published_by: adminId });
    const { Items = [] } = await local.db.send(
      new QueryCommand({
        TableName: local.table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :audit AND gsi1sk = :at',
        ExpressionAttributeValues: { ':audit': 'AUDIT', ':at': res.body.published_at },
      }),
    );
    expect(Items).toEqual([
      expect.objectContaining({ action: 'terms_published', version: before.version + 1, admin_id: adminId }),
    ]);
  });

  it('refuse a publication over a version no longer in force, and let one of two concurrent ones win', async () => {
    const { version } = (await readTerms()).body;
    const stale = await publish({ version: version - 1 || version + 5, text: 'Stale text' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/published again since you opened them/);

    const both = await Promise.all([
      publish({ version, text: 'First of two' }),
      publish({ version, text: 'Second of two' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.status === 200)!.body;
    expect((await readTerms()).body).toEqual({ ...winner, version: version + 1 });
  });

  it('refuse empty or oversized text, naming the field', async () => {
    const { version } = (await readTerms()).body;
    const empty = await publish({ version, text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('text');
    const long = await publish({ version, text: 'x'.repeat(100_001) });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('text');
    expect((await readTerms()).body.version).toBe(version);
  });

  it('record the version a sign-up accepted, and nothing for a version never published', async () => {
    const { version } = (await readTerms()).body;
    const signUp = async (termsVersion: string) => {
      const email = `terms-${randomUUID().slice(0, 8)}@example.com`;
      const { UserSub } = await cognito.send(
        new SignUpCommand({
          ClientId: stack.cognito.userPoolClientId,
          Username: email,
          Password: 'Str0ng!Passw0rd',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'custom:full_name', Value: 'Terms Reader' },
            { Name: 'custom:company_name', Value: 'Reader Trading' },
            { Name: 'custom:phone_number', Value: '+1 555 0100' },
            { Name: 'custom:terms_version', Value: termsVersion },
          ],
        }),
      );
      await cognito.send(
        new AdminConfirmSignUpCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }),
      );
      for (let i = 0; i < 50; i += 1) {
        const profile = await local.readItem(`USER#${UserSub}`, 'PROFILE');
        if (profile) return profile;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('no profile');
    };
    const accepted = await signUp(String(version));
    expect(accepted).toMatchObject({ terms_version: version, terms_accepted_at: accepted.created_at });
    const forged = await signUp(String(version + 1000));
    expect(forged.terms_version).toBeUndefined();
    expect(forged.terms_accepted_at).toBeUndefined();
  });
});
