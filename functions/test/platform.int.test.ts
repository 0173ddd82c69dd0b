import { beforeAll, describe, expect, it } from 'vitest';
import { meResponseSchema } from '@portal/contracts/me';
import { healthResponseSchema } from '@portal/contracts/platform';
import { localStack, type Persona } from '../../infra/local/personas';

/** The platform routes' behaviour and what they store, through the local gateway and the emulators. */
const local = localStack();
const api = local.stack.apiUrl;
let inactive: Persona & { token: string };
let seller: Persona & { token: string };

const get = (path: string, token?: string) =>
  fetch(api + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

beforeAll(async () => {
  const a = await local.createPersona('inactive');
  inactive = { ...a, token: (await local.signIn(a)).accessToken };
  const b = await local.createPersona('seller');
  seller = { ...b, token: (await local.signIn(b)).accessToken };
}, 30_000);

describe('post-confirmation trigger', () => {
  it('stored the profile from the sign-up attributes, with no roles, indexed by email', async () => {
    const stored = await local.readItem(`USER#${inactive.userId}`, 'PROFILE');
    expect(stored).toMatchObject({
      id: inactive.userId,
      email: inactive.email,
      full_name: inactive.fullName,
      company_name: inactive.companyName,
      phone_number: inactive.phoneNumber,
      roles: [],
      gsi1pk: 'PROFILE',
      gsi2pk: `EMAIL#${inactive.email}`,
      version: 1,
    });
    expect(new Date(String(stored?.created_at)).getTime()).toBeGreaterThan(Date.now() - 120_000);
    expect((await local.readProfileByEmail(inactive.email.toUpperCase()))?.id).toBe(inactive.userId);
  });

  it('leaves an existing profile alone when Cognito delivers the trigger again', async () => {
    const before = await local.readItem(`USER#${inactive.userId}`, 'PROFILE');
    const event = {
      version: '1',
      region: 'us-east-1',
      userPoolId: local.stack.cognito.userPoolId,
      userName: inactive.userId,
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      callerContext: { awsSdkVersion: 'test', clientId: local.stack.cognito.userPoolClientId },
      request: {
        userAttributes: { sub: inactive.userId, email: inactive.email, 'custom:full_name': 'Someone Else' },
      },
      response: {},
    };
    // cognito-local's channel: the loopback-only Lambda endpoint, not the API
    const res = await fetch(
      `${local.stack.lambdaUrl}/2015-03-31/functions/portal-post-confirmation/invocations`,
      {
        method: 'POST',
        body: JSON.stringify(event),
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-amz-function-error')).toBeNull();
    expect(await local.readItem(`USER#${inactive.userId}`, 'PROFILE')).toEqual(before);
  });
});

describe('GET /me', () => {
  it('an inactive user: profile, no roles, inactive, nothing registered', async () => {
    const res = await get('/me', inactive.token);
    expect(res.status).toBe(200);
    const me = meResponseSchema.parse(await res.json());
    expect(me).toEqual({
      profile: expect.objectContaining({
        id: inactive.userId,
        email: inactive.email,
        company_name: inactive.companyName,
      }),
      roles: [],
      isAdmin: false,
      accountStatus: 'inactive',
      registrations: { buyer: 'not_registered', seller: 'not_registered', mandate: 'not_registered' },
      // a new account founds its own company and administers it
      company: { id: inactive.userId, name: inactive.companyName, role: 'administrator' },
    });
  });
  it('an approved seller: active with the role and the registration status from the table', async () => {
    const me = meResponseSchema.parse(await (await get('/me', seller.token)).json());
    expect(me).toMatchObject({ roles: ['seller'], isAdmin: false, accountStatus: 'active' });
    expect(me.registrations).toEqual({
      buyer: 'not_registered',
      seller: 'approved',
      mandate: 'not_registered',
    });
  });
  it('the admin: admin flag from the Cognito group, active without registrations', async () => {
    const { accessToken } = await local.signIn(local.stack.admin);
    const me = meResponseSchema.parse(await (await get('/me', accessToken)).json());
    expect(me).toMatchObject({ isAdmin: true, accountStatus: 'active' });
  });
  it('answers with a request id and no caching', async () => {
    const res = await get('/me', inactive.token);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('POST /contact', () => {
  const post = (body: unknown, token?: string) =>
    fetch(`${api}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it('stores an anonymous message with the time', async () => {
    const res = await post({ email: 'Visitor@Example.com', message: 'Do you trade copper cathodes?' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const stored = await local.readItem(`CONTACT#${id}`, 'CONTACT');
    expect(stored).toMatchObject({ email: 'visitor@example.com', message: 'Do you trade copper cathodes?' });
    expect(stored?.user_id).toBeUndefined();
    expect(stored?.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
  it('records the signed-in sender', async () => {
    const res = await post({ email: seller.email, message: 'Please call me' }, seller.token);
    const { id } = (await res.json()) as { id: string };
    expect((await local.readItem(`CONTACT#${id}`, 'CONTACT'))?.user_id).toBe(seller.userId);
  });
  it('refuses an empty message or a bad email, naming the field, and stores nothing', async () => {
    const empty = await post({ email: 'a@b.co', message: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      field: 'message',
      message: 'message: Please fill out all fields',
    });
    const bad = await post({ email: 'not-an-email', message: 'hi' });
    expect(await bad.json()).toMatchObject({ field: 'email' });
  });
});

describe('GET /health', () => {
  it('reports API, database and auth operational against the running emulators', async () => {
    const res = await get('/health');
    expect(res.status).toBe(200);
    const health = healthResponseSchema.parse(await res.json());
    expect(health.status).toBe('operational');
    expect(Object.values(health.checks).map((c) => c.status)).toEqual([
      'operational',
      'operational',
      'operational',
    ]);
  });
});

describe('GET /openapi.json', () => {
  it('describes the declared routes', async () => {
    const document = (await (await get('/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/me', '/health', '/contact']));
  });
});

describe('GET /docs', () => {
  it('answers the API reference page, under a policy that allows only this origin', async () => {
    const res = await get('/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<title>Commodity trading portal API reference</title>');
    expect(html).toContain('<redoc spec-url="openapi.json">');
  });

  it('serves the page its script, from the API itself', async () => {
    const res = await get('/docs/redoc.standalone.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const script = await res.text();
    expect(script.length).toBeGreaterThan(100_000);
    expect(script).toContain('Redoc');
  });
});
