import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack, type Persona, type PersonaKind } from '../../infra/local/personas';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { roleRefusal } from '@portal/contracts/company-roles';
import { inactiveMessage, membershipEndedMessage, noPermissionMessage } from '../src/platform/auth/access';
import type { RouteDeclaration } from '../src/platform/http/route';
import { allDomains } from '../src/routes';
import { signedInUsers, type SignedInUser } from './support/signed-in';

/**
 * The authorization matrix of every declared API route, through the local gateway with real
 * cognito-local tokens: no token / forged / expired / id token -> 401, wrong group or role or an
 * inactive account -> 403 with the spec's message, bad body -> 400 naming the field.
 * New domains' routes are covered as soon as they are declared.
 */
const local = localStack();
const { stack } = local;
const routes = allDomains.flatMap((d) => d.routes);
const people = {} as Record<PersonaKind, Persona & { token: string }>;
/** Members of one company that holds every role: what their company role allows decides. */
const members = {} as Record<'viewer' | 'trader' | 'operations' | 'removed', SignedInUser>;
let removedFrom = '';

// cognito-local signs with a key published in its npm package; with it we can mint a token that is
// genuine except for one claim (expired, wrong client), which the real pool would never hand out.
const cognitoLocalKey = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json', {
      paths: [new URL('../../infra', import.meta.url).pathname],
    }),
    'utf8',
  ),
) as { jwk: JWK };

async function mint(claims: Record<string, unknown>, key: 'cognito-local' | 'forged', expiresIn = '1h') {
  const signingKey =
    key === 'cognito-local'
      ? await importJWK(cognitoLocalKey.jwk, 'RS256')
      : (await generateKeyPair('RS256')).privateKey;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuer(stack.cognito.issuer)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(signingKey);
}

const accessClaims = (sub: string) => ({
  sub,
  token_use: 'access',
  client_id: stack.cognito.userPoolClientId,
  scope: 'aws.cognito.signin.user.admin',
  username: sub,
});

/** A concrete URL for a declared path (`{id}` -> an id that does not exist). */
const urlOf = (route: RouteDeclaration) => stack.apiUrl + route.path.replace(/\{\w+\+?\}/g, 'does-not-exist');

async function call(route: RouteDeclaration, token?: string, body?: unknown) {
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  const response = await fetch(urlOf(route), {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(sendsBody ? { 'content-type': 'application/json' } : {}),
    },
    body: sendsBody ? JSON.stringify(body ?? {}) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
}

beforeAll(async () => {
  for (const kind of ['inactive', 'buyer', 'seller', 'mandate', 'admin'] as const) {
    const persona = await local.createPersona(kind);
    people[kind] = { ...persona, token: (await local.signIn(persona)).accessToken };
  }
  const { user, member, api } = signedInUsers(local);
  const founder = await user('seller');
  await local.db.send(
    new UpdateCommand({
      TableName: local.table,
      Key: { pk: `USER#${founder.userId}`, sk: 'PROFILE' },
      UpdateExpression: 'SET #roles = :all',
      ExpressionAttributeNames: { '#roles': 'roles' },
      ExpressionAttributeValues: { ':all': ['buyer', 'seller', 'mandate'] },
    }),
  );
  for (const role of ['viewer', 'trader', 'operations'] as const) members[role] = await member(founder, role);
  members.removed = await member(founder, 'trader');
  const removal = await api(founder, 'DELETE', `/account/company/members/${members.removed.userId}`);
  if (removal.status !== 204) throw new Error(`removal refused: ${removal.text}`);
  removedFrom = founder.companyName;
}, 60_000);

const protectedRoutes = routes.filter((r) => r.access.kind !== 'public');

describe.each(protectedRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
  it('no token -> 401', async () => {
    const res = await call(route);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Authentication required');
  });
  it('a token signed by another key -> 401', async () => {
    expect((await call(route, await mint(accessClaims(people.admin.userId), 'forged'))).status).toBe(401);
  });
  it('an expired token -> 401', async () => {
    const res = await call(route, await mint(accessClaims(people.admin.userId), 'cognito-local', '-1m'));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your session has expired. Please sign in again.');
  });
  it('a token of another app client, or an id token -> 401', async () => {
    const other = await mint(
      { ...accessClaims(people.admin.userId), client_id: 'someone-else' },
      'cognito-local',
    );
    expect((await call(route, other)).status).toBe(401);
    const { idToken } = await local.signIn(people.admin);
    expect((await call(route, idToken)).status).toBe(401);
  });
  it('a malformed Authorization header -> 401', async () => {
    const res = await fetch(urlOf(route), { method: route.method, headers: { authorization: 'Basic abc' } });
    expect(res.status).toBe(401);
  });

  const { access } = route;
  if (access.kind === 'active' || access.kind === 'roles')
    it('an inactive account -> 403 with the inactive message', async () => {
      const res = await call(route, people.inactive.token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(inactiveMessage);
    });
  if (access.kind === 'admin')
    it('a non-admin (buyer) -> 403', async () => {
      const res = await call(route, people.buyer.token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(noPermissionMessage);
    });
  if (access.kind !== 'invitee')
    it('a member removed from their company -> 401', async () => {
      const res = await call(route, members.removed.token);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(membershipEndedMessage(removedFrom));
    });
  const right = route.acts;
  if (right && right !== 'self' && access.kind !== 'admin') {
    const lackingMember = right === 'trade' ? 'operations' : 'trader';
    for (const role of ['viewer', lackingMember] as const)
      it(`a company ${role} -> 403 (the route needs the right to ${right})`, async () => {
        const res = await call(route, members[role].token);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(roleRefusal(role));
      });
  }
  if (access.kind === 'roles') {
    const lacking = (['buyer', 'seller', 'mandate'] as const).find((role) => !access.roles.includes(role));
    if (lacking)
      it(`an active ${lacking} without the role -> 403`, async () => {
        const res = await call(route, people[lacking].token);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(noPermissionMessage);
      });
  }
});

describe.each(routes.filter((r) => r.body).map((r) => [`${r.method} ${r.path}`, r] as const))(
  '%s body',
  (_name, route) => {
    it('an unknown field -> 400 naming it', async () => {
      const res = await call(route, people.admin.token, { not_a_field: 1 });
      expect(res.status).toBe(400);
      expect(typeof res.body.field).toBe('string');
      expect(res.body.message).toMatch(new RegExp(`^${String(res.body.field)}: `));
    });
    it('malformed JSON -> 400 on body', async () => {
      const res = await fetch(urlOf(route), {
        method: route.method,
        headers: { authorization: `Bearer ${people.admin.token}`, 'content-type': 'application/json' },
        body: '{"oops"',
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { field: string }).field).toBe('body');
    });
  },
);

describe.each(
  routes.filter((r) => r.access.kind === 'public').map((r) => [`${r.method} ${r.path}`, r] as const),
)('%s (public)', (_name, route) => {
  it('a forged token is refused rather than ignored -> 401', async () => {
    expect((await call(route, await mint(accessClaims(people.admin.userId), 'forged'))).status).toBe(401);
  });
});
