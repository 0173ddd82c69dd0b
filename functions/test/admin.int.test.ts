import {
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cognitoClient } from '../../infra/local/provision';
import { localStack, type Persona } from '../../infra/local/personas';
import { userChange } from '../src/platform/data/keys';
import { allDomains } from '../src/routes';
import { apiCaller, type Json } from './support/api-call';

/** The admin API through the local gateway: approvals, concurrency, deactivation, export. */
const local = localStack();
const { stack } = local;
const cognito = cognitoClient(stack.cognito.endpoint);
let adminToken: string;
let secondAdminToken: string;

const call = apiCaller(stack.apiUrl);

/** A fresh user with a submitted registration of `type`, written as the account API stores it. */
async function applicant(type: 'buyer' | 'seller' = 'buyer', extra: Partial<Persona> = {}) {
  const persona = { ...(await local.createPersona('inactive')), ...extra };
  await submitted(persona, type);
  return persona;
}

async function submitted(persona: Persona, type: 'buyer' | 'seller') {
  const now = new Date().toISOString();
  await local.db.send(
    new PutCommand({
      TableName: local.table,
      Item: {
        pk: `USER#${persona.userId}`,
        sk: `REG#${type}`,
        gsi1pk: 'REG#submitted',
        gsi1sk: now,
        ...userChange(persona.userId, now).asAttributes,
        entity: 'registration',
        id: randomUUID(),
        user_id: persona.userId,
        type,
        status: 'submitted',
        form_values: { business_legal_name: 'Applicant Ltd' },
        created_at: now,
        updated_at: now,
        version: 2,
      },
    }),
  );
}

beforeAll(async () => {
  adminToken = (await local.signIn(stack.admin)).accessToken;
  const second = await local.createPersona('admin');
  secondAdminToken = (await local.signIn(second)).accessToken;
}, 30_000);

describe('approve', () => {
  it('approves in one step: status, role, starting rating, audit event and the Cognito group', async () => {
    const user = await applicant('buyer');
    const res = await call(adminToken, 'POST', `/admin/registrations/${user.userId}/buyer/approve`, {});
    expect(res.status).toBe(200);
    expect(await local.readItem(`USER#${user.userId}`, 'REG#buyer')).toMatchObject({
      status: 'approved',
      gsi1pk: 'REG#approved',
      version: 3,
    });
    expect(await local.readItem(`USER#${user.userId}`, 'PROFILE')).toMatchObject({
      roles: ['buyer'],
      rating: 2.5,
    });
    // cognito-local keeps group members by internal username and matches the list call on the given one
    const { Username } = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: stack.cognito.userPoolId, Username: user.email }),
    );
    const groups = await cognito.send(
      new AdminListGroupsForUserCommand({ UserPoolId: stack.cognito.userPoolId, Username }),
    );
    expect(groups.Groups?.map((g) => g.GroupName)).toContain('buyer');
    // the user is now active for the API too
    const me = await fetch(`${stack.apiUrl}/me`, {
      headers: { authorization: `Bearer ${(await local.signIn(user)).accessToken}` },
    });
    expect(((await me.json()) as Json).accountStatus).toBe('active');
    // approving again: the spec's invalid-status message
    const again = await call(adminToken, 'POST', `/admin/registrations/${user.userId}/buyer/approve`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cannot approve registration - invalid registration status');
  });

  it('lets exactly one of two admins acting at once succeed; the other gets 409 and nothing is half-applied', async () => {
    const user = await applicant('seller');
    const [a, b] = await Promise.all([
      call(adminToken, 'POST', `/admin/registrations/${user.userId}/seller/approve`, {}),
      call(secondAdminToken, 'POST', `/admin/registrations/${user.userId}/seller/reject`, {
        reason: 'Incomplete',
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toMatch(/another administrator|invalid registration status/);
    const stored = await local.readItem(`USER#${user.userId}`, 'REG#seller');
    const profile = await local.readItem(`USER#${user.userId}`, 'PROFILE');
    if (a.status === 200) {
      expect(stored).toMatchObject({ status: 'approved' });
      expect(profile?.roles).toEqual(['seller']);
    } else {
      expect(stored).toMatchObject({ status: 'rejected', rejection_reason: 'Incomplete' });
      expect(profile?.roles).toEqual([]);
    }
    expect(stored?.version).toBe(3);
  });

  it('Approve All approves every submitted registration once; a second run finds none', async () => {
    const users = await Promise.all(
      Array.from({ length: 7 }, (_, i) => applicant(i % 2 ? 'seller' : 'buyer')),
    );
    // one user applying as both: the two approvals touch the same profile and must not collide
    const both = await applicant('buyer');
    await submitted(both, 'seller');
    const first = await call(adminToken, 'POST', '/admin/registrations/approve-all', {});
    expect(first.status).toBe(200);
    expect(first.body.approved).toBeGreaterThanOrEqual(9);
    expect(first.body.failed).toBe(0);
    for (const u of users)
      expect((await local.readItem(`USER#${u.userId}`, 'PROFILE'))?.roles).toHaveLength(1);
    expect(((await local.readItem(`USER#${both.userId}`, 'PROFILE'))?.roles as string[]).sort()).toEqual([
      'buyer',
      'seller',
    ]);
    const second = await call(adminToken, 'POST', '/admin/registrations/approve-all', {});
    expect(second.body).toEqual({ approved: 0, failed: 0 });
  });

  it('rejects with a reason the applicant sees, who can then edit and resubmit', async () => {
    const user = await applicant('buyer');
    const res = await call(adminToken, 'POST', `/admin/registrations/${user.userId}/buyer/reject`, {
      reason: 'Tax certificate unreadable',
    });
    expect(res.status).toBe(200);
    const token = (await local.signIn(user)).accessToken;
    const own = await call(token, 'GET', '/registrations/buyer');
    expect(own.body).toMatchObject({ status: 'rejected', rejection_reason: 'Tax certificate unreadable' });
    expect(
      (
        await call(token, 'PUT', '/registrations/buyer/draft', {
          form_values: { business_legal_name: 'Fixed Ltd' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('deactivation', () => {
  it('refuses a deactivated user on every non-public route, and activation restores access', async () => {
    const user = await local.createPersona('buyer');
    const token = (await local.signIn(user)).accessToken;
    expect((await call(adminToken, 'POST', `/admin/users/${user.userId}/deactivate`, {})).status).toBe(200);
    const nonPublic = allDomains.flatMap((d) => d.routes).filter((r) => r.access.kind !== 'public');
    for (const route of nonPublic) {
      const res = await call(
        token,
        route.method,
        route.path.replace(/\{\w+\}/g, 'x'),
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect(res.body.message).toBe('Your account has been deactivated. Please contact support.');
    }
    const cognitoUser = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: stack.cognito.userPoolId, Username: user.email }),
    );
    expect(cognitoUser.Enabled).toBe(false);
    expect((await call(adminToken, 'POST', `/admin/users/${user.userId}/activate`, {})).status).toBe(200);
    expect((await call(token, 'GET', '/me')).status).toBe(200);
  });
});

describe('lists and figures', () => {
  it('users: derived rows, search on name/email/company, tab counts and database totals', async () => {
    const user = await local.createPersona('seller');
    const res = await call(
      adminToken,
      'GET',
      `/admin/users?search=${encodeURIComponent(user.email.toUpperCase())}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.users).toEqual([
      expect.objectContaining({
        id: user.userId,
        status: 'active',
        registrationStatus: 'approved',
        roles: ['seller'],
      }),
    ]);
    expect(res.body.counts).toMatchObject({ all: 1, sellers: 1 });
    expect(res.body.totals.profiles).toBeGreaterThan(1);
  });

  it('stats count what the table holds', async () => {
    const before = (await call(adminToken, 'GET', '/admin/stats')).body;
    await local.createPersona('seller');
    const after = (await call(adminToken, 'GET', '/admin/stats')).body;
    expect(after.total_users).toBe(before.total_users + 1);
    expect(after.sellers).toBe(before.sellers + 1);
    expect(after.registrations.approved).toBe(before.registrations.approved + 1);
    // other test files open deals on the same stack at the same time: the count only grows
    expect(after.deals).toBeGreaterThanOrEqual(before.deals);
    expect(after.storage.percent).toBeGreaterThanOrEqual(0);
  });

  it('exports every profile as CSV with the spec header, every text cell quoted, phone numbers as entered', async () => {
    const user = await local.createPersona('inactive');
    await call((await local.signIn(user)).accessToken, 'PATCH', '/profile', {
      full_name: 'Ann "The Trader" Smith',
      phone_number: '+1 555 0100',
      company_name: 'Metals, Grains & Oil',
      version: 1,
    });
    const res = await call(adminToken, 'GET', '/admin/users/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/user_export_\d{4}-\d\d-\d\d\.csv/);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(
      '"ID","Full Name","Email","Company","Phone","Roles","Created At","Company ID","Company Role"',
    );
    const row = lines.find((l) => l.startsWith(`"${user.userId}",`));
    expect(row).toContain('"Ann ""The Trader"" Smith"');
    expect(row).toContain('"Metals, Grains & Oil"');
    expect(row).toContain('"+1 555 0100"');
  });

  it('accounts: server-side filter, sort and paging; rating updates are stored', async () => {
    const user = await local.createPersona('buyer');
    expect(
      (await call(adminToken, 'PUT', `/admin/users/${user.userId}/rating`, { rating: 4.5 })).status,
    ).toBe(200);
    expect(
      (await call(adminToken, 'PUT', `/admin/users/${user.userId}/rating`, { rating: 4.3 })).body.field,
    ).toBe('rating');
    const res = await call(
      adminToken,
      'GET',
      `/admin/accounts/buyer?search=${encodeURIComponent('buyer persona')}&sort=rating&order=desc&page_size=50`,
    );
    expect(res.status).toBe(200);
    // other files' buyers are rated too (reviews): this one is found with its stored rating, in order
    const ratings = (res.body.accounts as Array<{ id: string; rating: number }>).map((a) => a.rating);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
    expect(res.body.accounts.find((a: { id: string }) => a.id === user.userId)?.rating).toBe(4.5);
    expect(res.body.total).toBeGreaterThanOrEqual(1);
  });

  it('settings and contact messages are stored', async () => {
    const original = (await call(adminToken, 'GET', '/admin/settings')).body;
    const settings = {
      auto_approve_on_dashboard_open: true,
      storage_quota_bytes: 2 * 1024 ** 3,
      monthly_inquiry_limit: 12,
      platform_fee_percent: 1.5,
      moderate_new_items: false,
    };
    // the deal deadlines may be left out (callers that predate them): the defaults then hold
    const defaultDueDays = {
      'initial-spa': 7,
      'proof-documents': 7,
      verification: 3,
      'final-spa': 7,
      icpo: 7,
      'commercial-invoice': 7,
      payment: 14,
      'title-transfer': 14,
    };
    const dueDays = { ...defaultDueDays, verification: 5, payment: 30, 'title-transfer': 90 };
    // so may the negotiation's settings: 24 hours of validity and 6 rounds then hold
    const negotiation = { offer_validity_hours: 24, max_negotiation_rounds: 6 };
    try {
      const saved = await call(adminToken, 'PUT', '/admin/settings', settings);
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ ...settings, ...negotiation, deal_due_days: defaultDueDays });
      expect((await call(adminToken, 'GET', '/admin/settings')).body).toEqual({
        ...settings,
        ...negotiation,
        deal_due_days: defaultDueDays,
      });
      const withDays = {
        ...settings,
        deal_due_days: dueDays,
        offer_validity_hours: 48,
        max_negotiation_rounds: 4,
      };
      const savedDays = await call(adminToken, 'PUT', '/admin/settings', withDays);
      expect(savedDays.status).toBe(200);
      expect(savedDays.body).toEqual(withDays);
      expect((await call(adminToken, 'GET', '/admin/settings')).body).toEqual(withDays);
      expect(await local.readItem('SETTINGS', 'PLATFORM')).toMatchObject({ deal_due_days: dueDays });
      const tooLong = await call(adminToken, 'PUT', '/admin/settings', {
        ...withDays,
        offer_validity_hours: 337,
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.field).toBe('offer_validity_hours');
      for (const [days, message] of [
        [0, 'Enter at least 1 day'],
        [91, 'Enter at most 90 days'],
      ] as const) {
        const refused = await call(adminToken, 'PUT', '/admin/settings', {
          ...settings,
          deal_due_days: { ...dueDays, payment: days },
        });
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({
          field: 'deal_due_days.payment',
          message: `deal_due_days.payment: ${message}`,
        });
      }
      const unknownGroup = await call(adminToken, 'PUT', '/admin/settings', {
        ...settings,
        deal_due_days: { ...dueDays, closing: 3 },
      });
      expect(unknownGroup.status).toBe(400);
      expect(unknownGroup.body.field).toBe('deal_due_days.closing');
      // the refused bodies changed nothing
      expect((await call(adminToken, 'GET', '/admin/settings')).body).toEqual(withDays);
    } finally {
      // the browser tests share this stack: an automatic approval on every dashboard visit would
      // approve their applicants under them
      expect((await call(adminToken, 'PUT', '/admin/settings', original)).status).toBe(200);
    }
    await fetch(`${stack.apiUrl}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'q@example.com', message: 'Admin, please call' }),
    });
    const list = await call(adminToken, 'GET', '/admin/contact-messages');
    const message = list.body.messages.find((m: Json) => m.message === 'Admin, please call');
    expect(message).toMatchObject({ read: false });
    expect(
      (await call(adminToken, 'PATCH', `/admin/contact-messages/${message.id}`, { read: true })).status,
    ).toBe(200);
    expect(await local.readItem(`CONTACT#${message.id}`, 'CONTACT')).toMatchObject({ read: true });
  });
});
