import {
  AdminConfirmSignUpCommand,
  AdminGetUserCommand,
  AdminUpdateUserAttributesCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cognitoClient } from '../../infra/local/provision';
import { localStack, type Persona } from '../../infra/local/personas';
import { allDomains } from '../src/routes';
import { apiCaller, type Json } from './support/api-call';

/**
 * An account's life against the local stack: deletion ends every session's access, the Cognito user is
 * addressed by its sub whatever its email looks like, and profile edits are versioned.
 */
const local = localStack();
const { stack } = local;
const cognito = cognitoClient(stack.cognito.endpoint);
let adminToken: string;

const call = apiCaller(stack.apiUrl);

const signIn = async (who: { email: string; password: string }) => (await local.signIn(who)).accessToken;

/** Signs up through cognito-local with the email exactly as typed (the post-confirmation trigger stores it lower-cased). */
async function signUpAs(email: string): Promise<Persona> {
  const password = 'Str0ng!Passw0rd';
  const signUp = await cognito.send(
    new SignUpCommand({
      ClientId: stack.cognito.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'custom:full_name', Value: 'Mixed Case' },
        { Name: 'custom:company_name', Value: 'Case Trading' },
        { Name: 'custom:phone_number', Value: '+1 555 0100' },
      ],
    }),
  );
  await cognito.send(
    new AdminConfirmSignUpCommand({ UserPoolId: stack.cognito.userPoolId, Username: email }),
  );
  const userId = signUp.UserSub!;
  for (let i = 0; i < 50 && !(await local.readItem(`USER#${userId}`, 'PROFILE')); i += 1)
    await new Promise((r) => setTimeout(r, 100));
  return {
    kind: 'inactive',
    email,
    password,
    userId,
    fullName: 'Mixed Case',
    companyName: 'Case Trading',
    phoneNumber: '+1 555 0100',
  };
}

const mixedCaseEmail = () => `Mixed.Case-${randomUUID().slice(0, 8)}@Example.COM`;

/** The pool user by sub (the pool's real username), or undefined once it is gone. */
async function poolUser(userId: string) {
  try {
    return await cognito.send(
      new AdminGetUserCommand({ UserPoolId: stack.cognito.userPoolId, Username: userId }),
    );
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

beforeAll(async () => {
  adminToken = await signIn(await local.createPersona('admin'));
}, 30_000);

describe('a deleted account', () => {
  it('keeps no access: its still-valid token gets 401 on every non-public route, and nothing it sends is stored', async () => {
    const who = await local.createPersona('buyer');
    const token = await signIn(who);
    expect((await call(token, 'DELETE', '/account')).status).toBe(204);

    const nonPublic = allDomains.flatMap((d) => d.routes).filter((r) => r.access.kind !== 'public');
    for (const route of nonPublic) {
      const res = await call(
        token,
        route.method,
        route.path.replace(/\{type\}/g, 'buyer').replace(/\{\w+\}/g, 'x'),
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(res.body.message).toBe('Your account no longer exists. Please sign in again.');
    }

    const values = { form_values: { business_legal_name: 'Ghost Trading Ltd' } };
    expect((await call(token, 'PUT', '/registrations/buyer/draft', values)).status).toBe(401);
    expect((await call(token, 'POST', '/registrations/buyer/submit', values)).status).toBe(401);
    expect(await local.readItem(`USER#${who.userId}`, 'REG#buyer')).toBeUndefined();
    expect(await local.readItem(`USER#${who.userId}`, 'PROFILE')).toBeUndefined();
    const queue = await call(adminToken, 'GET', '/admin/registrations');
    expect(queue.body.registrations.map((r: Json) => r.user_id)).not.toContain(who.userId);
    await expect(signIn(who)).rejects.toThrow();
  });

  it('removes the sign-in of a user who signed up with a mixed-case email', async () => {
    const who = await signUpAs(mixedCaseEmail());
    const token = await signIn(who);
    expect((await call(token, 'DELETE', '/account')).status).toBe(204);
    expect(await poolUser(who.userId)).toBeUndefined();
    await expect(signIn(who)).rejects.toThrow();
  });

  it('removes the sign-in of a user who changed their email in Cognito', async () => {
    const who = await local.createPersona('inactive');
    const changed = `changed-${randomUUID().slice(0, 8)}@example.com`;
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: stack.cognito.userPoolId,
        Username: who.userId,
        UserAttributes: [{ Name: 'email', Value: changed }],
      }),
    );
    const token = await signIn({ email: changed, password: who.password });
    expect((await call(token, 'DELETE', '/account')).status).toBe(204);
    expect(await poolUser(who.userId)).toBeUndefined();
    await expect(signIn({ email: changed, password: who.password })).rejects.toThrow();
  });
});

describe('deactivation by sub', () => {
  it('disables and re-enables the pool user of a mixed-case sign-up, flag and pool in step', async () => {
    const who = await signUpAs(mixedCaseEmail());
    const token = await signIn(who);
    const off = await call(adminToken, 'POST', `/admin/users/${who.userId}/deactivate`, {});
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ id: who.userId, status: 'inactive' });
    expect((await poolUser(who.userId))?.Enabled).toBe(false);
    expect((await local.readItem(`USER#${who.userId}`, 'PROFILE'))?.disabled).toBe(true);
    // cognito-local still signs a disabled user in; the pool flag above and the API's refusal are what count
    expect((await call(token, 'GET', '/me')).status).toBe(403);

    const on = await call(adminToken, 'POST', `/admin/users/${who.userId}/activate`, {});
    expect(on.status).toBe(200);
    expect((await poolUser(who.userId))?.Enabled).toBe(true);
    expect((await local.readItem(`USER#${who.userId}`, 'PROFILE'))?.disabled).toBe(false);
    expect((await call(await signIn(who), 'GET', '/me')).status).toBe(200);
  });

  it('deactivates a user whose Cognito email differs from the profile', async () => {
    const who = await local.createPersona('buyer');
    await cognito.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: stack.cognito.userPoolId,
        Username: who.userId,
        UserAttributes: [{ Name: 'email', Value: `other-${randomUUID().slice(0, 8)}@example.com` }],
      }),
    );
    expect((await call(adminToken, 'POST', `/admin/users/${who.userId}/deactivate`, {})).status).toBe(200);
    expect((await poolUser(who.userId))?.Enabled).toBe(false);
    expect((await local.readItem(`USER#${who.userId}`, 'PROFILE'))?.disabled).toBe(true);
  });
});

describe('versioned profile edits', () => {
  const edit = (name: string, version: number) => ({
    full_name: name,
    phone_number: '+1 555 0199',
    company_name: 'Versioned Ltd',
    version,
  });

  it('20 concurrent edits of the same version: exactly one wins, the rest get 409, the winner is stored', async () => {
    const who = await local.createPersona('inactive');
    const token = await signIn(who);
    const me = await call(token, 'GET', '/me');
    const version = me.body.profile.version as number;
    expect(version).toBe(1);

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(token, 'PATCH', '/profile', edit(`Writer ${i}`, version))),
    );
    const winners = results.filter((r) => r.status === 200);
    const losers = results.filter((r) => r.status === 409);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    expect(losers[0]!.body.message).toBe(
      'Your profile was changed elsewhere since you opened it. Reload it to see the current values, then save again.',
    );
    const stored = await local.readItem(`USER#${who.userId}`, 'PROFILE');
    expect(stored).toMatchObject({ full_name: winners[0]!.body.full_name, version: version + 1 });
    expect(winners[0]!.body.version).toBe(version + 1);
  });

  it('refuses an edit without the version it read, naming the field', async () => {
    const who = await local.createPersona('inactive');
    const { version: _version, ...unversioned } = edit('No Version', 1);
    const res = await call(await signIn(who), 'PATCH', '/profile', unversioned);
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('version');
  });

  it("an admin's edit with a stale version gets 409 and leaves the user's own edit in place", async () => {
    const who = await local.createPersona('buyer');
    const detail = await call(adminToken, 'GET', `/admin/users/${who.userId}`);
    const read = detail.body.profile.version as number;
    expect((await call(await signIn(who), 'PATCH', '/profile', edit('Own Edit', read))).status).toBe(200);

    const stale = await call(
      adminToken,
      'PATCH',
      `/admin/users/${who.userId}/profile`,
      edit('Admin Edit', read),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      "This user's profile was changed since you opened it. Reload it to see the current values, then save again.",
    );
    expect((await local.readItem(`USER#${who.userId}`, 'PROFILE'))?.full_name).toBe('Own Edit');

    const fresh = await call(
      adminToken,
      'PATCH',
      `/admin/users/${who.userId}/profile`,
      edit('Admin Edit', read + 1),
    );
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ full_name: 'Admin Edit', version: read + 2 });
  });

  it('an admin edit of a user that does not exist is a 404', async () => {
    const res = await call(adminToken, 'PATCH', `/admin/users/${randomUUID()}/profile`, edit('Nobody', 1));
    expect(res.status).toBe(404);
  });
});
