import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { isNotificationEmail, mailInbox } from '../../infra/local/mail-inbox';
import { localStack } from '../../infra/local/personas';
import { marketDeals } from './support/market-deals';
import { signedInUsers, type SignedInUser } from './support/signed-in';

/**
 * Company accounts against the local gateway, DynamoDB Local, cognito-local and maildev: a new
 * account founds its company; an administrator invites by e-mail, the invitee joins with the role and
 * acts for the company within it; invitations run out, are revoked and are used once; the last
 * administrator stays; a removed member loses access at the next request; older accounts are migrated.
 */
const local = localStack();
const { stack, db, table } = local;
const { user, api, member } = signedInUsers(local);
const sink = mailInbox(stack);
const { marketUpload } = marketDeals(api);
type User = SignedInUser;

let founder: User;

async function invite(admin: User, email: string, role: string) {
  const res = await api(admin, 'POST', '/account/company/invitations', { email, role });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; email: string; role: string; status: string };
}

const company = async (who: User) => {
  const res = await api(who, 'GET', '/account/company');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const listingForm = (name: string) => ({
  name,
  location: 'Rotterdam',
  quantity: 500,
  unit: 'MT',
  delivery: 'FOB',
  term: 'Spot',
  price: 700,
  price_type: 'fixed',
  currency: 'USD',
  accepting_inquiries: 'now',
  industry: 'Energy',
});

beforeAll(async () => {
  founder = await user('seller');
});

describe('a company', () => {
  it('is founded with the account: its founder administers it, four-eyes on', async () => {
    const body = await company(founder);
    expect(body.company).toMatchObject({
      id: founder.userId,
      name: founder.companyName,
      four_eyes: true,
      account_status: 'active',
      registrations: { seller: 'approved', buyer: 'not_registered' },
    });
    expect(body.members).toEqual([
      expect.objectContaining({ user_id: founder.userId, email: founder.email, role: 'administrator' }),
    ]);
    expect(body.you).toEqual({ user_id: founder.userId, role: 'administrator' });
    expect(await local.readItem(`USER#${founder.userId}`, 'COMPANY')).toMatchObject({
      members: 1,
      administrators: 1,
    });
  });

  it('takes an invited person in by e-mail, who then acts for it within their role', async () => {
    const admin = await user('seller');
    const person = await user('inactive');
    const invitation = await invite(admin, person.email.toUpperCase(), 'operations');
    expect(invitation).toMatchObject({ email: person.email, role: 'operations', status: 'pending' });

    const [mail] = await sink.waitFor(person.email, 1, 15_000, isNotificationEmail);
    expect(mail?.subject).toContain(`invited you to join ${admin.companyName}`);
    expect(mail?.text).toContain(`/invitations/${invitation.id}`);
    expect(mail?.text).toContain('as Operations');

    // someone else signed in sees only that it is not theirs
    const stranger = await user('inactive');
    const seen = await api(stranger, 'GET', `/invitations/${invitation.id}`);
    expect(seen.body).toMatchObject({ company_name: '', joinable: false, state: 'open' });
    expect(seen.body.reason).toContain(`for ${person.email}`);
    expect((await api(stranger, 'POST', `/invitations/${invitation.id}/accept`)).status).toBe(403);

    const view = await api(person, 'GET', `/invitations/${invitation.id}`);
    expect(view.body).toMatchObject({ company_name: admin.companyName, role: 'operations', joinable: true });
    const joined = await api(person, 'POST', `/invitations/${invitation.id}/accept`);
    expect(joined.body).toEqual({ id: admin.userId, name: admin.companyName, role: 'operations' });

    // the member now carries the company's registrations and status, and their role
    const me = await api(person, 'GET', '/me');
    expect(me.body).toMatchObject({
      roles: ['seller'],
      accountStatus: 'active',
      company: { id: admin.userId, name: admin.companyName, role: 'operations' },
    });
    expect(await local.readItem(`USER#${person.userId}`, 'PROFILE#MEMBERSHIP')).toMatchObject({
      company_id: admin.userId,
      role: 'operations',
      gsi1pk: `MEMBERS#${admin.userId}`,
    });
    // their own empty company is gone; the inviting one counts them
    expect(await local.readItem(`USER#${person.userId}`, 'COMPANY')).toBeUndefined();
    expect(await local.readItem(`USER#${admin.userId}`, 'COMPANY')).toMatchObject({ members: 2 });
    expect((await company(admin)).members.map((m: { role: string }) => m.role)).toEqual([
      'administrator',
      'operations',
    ]);

    // Operations may not list for the company; a Trader may, and the listing is the company's
    const refused = await api(person, 'POST', '/marketplace/listings', { form: listingForm('Refused') });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Your company role (Operations) does not allow this. Ask your company's administrator.",
    );
    const trader = await member(admin, 'trader');
    const fco = await marketUpload(trader);
    const made = await api(trader, 'POST', '/marketplace/listings', {
      form: listingForm('Company diesel'),
      fco_file_id: fco.id,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await local.readItem(`USER#${admin.userId}`, `LISTING#${made.body.id}`)).toMatchObject({
      user_id: admin.userId,
    });
    // every member reads the company's own lists
    const listed = await api(person, 'GET', '/my/listings');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).toContain(made.body.id);

    // the invitation is used once
    const again = await api(person, 'POST', `/invitations/${invitation.id}/accept`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This invitation was already used.');
  });

  it('refuses invitations that ran out or were revoked, and an address already invited or a member', async () => {
    const admin = await user('seller');
    const [late, revoked] = await Promise.all([user('inactive'), user('inactive')]);
    const lateInvitation = await invite(admin, late.email, 'viewer');
    const revokedInvitation = await invite(admin, revoked.email, 'viewer');

    const twice = await api(admin, 'POST', '/account/company/invitations', {
      email: late.email,
      role: 'trader',
    });
    expect(twice.status).toBe(400);
    expect(twice.body.field).toBe('email');
    const self = await api(admin, 'POST', '/account/company/invitations', {
      email: admin.email,
      role: 'viewer',
    });
    expect(self.body).toMatchObject({
      field: 'email',
      message: 'This person is already a member of your company.',
    });
    const bad = await api(admin, 'POST', '/account/company/invitations', {
      email: 'someone@example.com',
      role: 'owner',
    });
    expect([bad.status, bad.body.field]).toEqual([400, 'role']);

    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `USER#${admin.userId}`, sk: `INVITE#${lateInvitation.id}` },
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    const expired = await api(late, 'POST', `/invitations/${lateInvitation.id}/accept`);
    expect([expired.status, expired.body.message]).toEqual([
      409,
      'This invitation has expired. Ask the administrator for a new one.',
    ]);
    expect((await company(admin)).invitations).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: lateInvitation.id, status: 'expired' })]),
    );

    expect((await api(admin, 'DELETE', `/account/company/invitations/${revokedInvitation.id}`)).status).toBe(
      204,
    );
    const afterRevoke = await api(revoked, 'POST', `/invitations/${revokedInvitation.id}/accept`);
    expect(afterRevoke.status).toBe(409);
    expect((await company(admin)).invitations.map((i: { id: string }) => i.id)).not.toContain(
      revokedInvitation.id,
    );
    // another company's administrator cannot revoke it: not found
    const other = await user('buyer');
    expect((await api(other, 'DELETE', `/account/company/invitations/${lateInvitation.id}`)).status).toBe(
      404,
    );
  });

  it('does not let an account that already trades join another company', async () => {
    const admin = await user('seller');
    const trading = await user('buyer');
    const invitation = await invite(admin, trading.email, 'trader');
    const view = await api(trading, 'GET', `/invitations/${invitation.id}`);
    expect(view.body.joinable).toBe(false);
    const refused = await api(trading, 'POST', `/invitations/${invitation.id}/accept`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('already trades as its own company');
    expect((await api(trading, 'GET', '/me')).body.company.id).toBe(trading.userId);
  });
});

describe('the members of a company', () => {
  it('keep at least one administrator, also when two demote each other at once', async () => {
    const admin = await user('seller');
    const alone = await company(admin);
    const selfDemotion = await api(admin, 'PATCH', `/account/company/members/${admin.userId}`, {
      role: 'viewer',
      version: alone.members[0].version,
    });
    expect(selfDemotion.status).toBe(409);
    expect(selfDemotion.body.message).toBe(
      'A company needs at least one administrator. Make another member Administrator first.',
    );
    expect((await api(admin, 'DELETE', `/account/company/members/${admin.userId}`)).status).toBe(409);

    const second = await member(admin, 'administrator');
    const { members } = await company(admin);
    const versionOf = (id: string) => members.find((m: { user_id: string }) => m.user_id === id).version;
    const [a, b] = await Promise.all([
      api(admin, 'PATCH', `/account/company/members/${second.userId}`, {
        role: 'trader',
        version: versionOf(second.userId),
      }),
      api(second, 'PATCH', `/account/company/members/${admin.userId}`, {
        role: 'trader',
        version: versionOf(admin.userId),
      }),
    ]);
    // the loser is refused by the count (409), or by its own demotion already seen at its start (403)
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const after = await company(admin);
    expect(after.members.filter((m: { role: string }) => m.role === 'administrator')).toHaveLength(1);
    expect(await local.readItem(`USER#${admin.userId}`, 'COMPANY')).toMatchObject({
      members: 2,
      administrators: 1,
    });
  });

  it('lose access at their next request once removed, and a Viewer may write nothing', async () => {
    const admin = await user('seller');
    const viewer = await member(admin, 'viewer');
    expect((await api(viewer, 'GET', '/deals')).status).toBe(200);
    const write = await api(viewer, 'PUT', '/banking', {
      bank_name: 'Bank',
      bank_account_number: '12345678',
      account_holder_name: 'X',
      swift_code: 'DEUTDEFF',
    });
    expect(write.status).toBe(403);
    expect(
      (await api(viewer, 'POST', '/account/company/invitations', { email: 'a@b.co', role: 'viewer' })).status,
    ).toBe(403);
    // personal settings stay the person's own
    expect(
      (
        await api(viewer, 'PUT', '/settings/notifications', {
          registration_updates: true,
          deal_updates: false,
          inquiry_messages: true,
          marketing: false,
          daily_digest: false,
        })
      ).status,
    ).toBe(200);

    // another company's administrator does not find this member
    const other = await user('buyer');
    expect((await api(other, 'DELETE', `/account/company/members/${viewer.userId}`)).status).toBe(404);

    expect((await api(admin, 'DELETE', `/account/company/members/${viewer.userId}`)).status).toBe(204);
    const gone = await api(viewer, 'GET', '/deals');
    expect(gone.status).toBe(401);
    expect(gone.body.message).toBe(
      `You are no longer a member of ${admin.companyName}. Please sign in again.`,
    );
    expect(await local.readItem(`USER#${admin.userId}`, 'COMPANY')).toMatchObject({ members: 1 });
    expect((await company(admin)).members.map((m: { user_id: string }) => m.user_id)).toEqual([admin.userId]);
    // their profile stays (their name in the company's history)
    expect(await local.readItem(`USER#${viewer.userId}`, 'PROFILE')).toBeDefined();
  });
});

describe('deleting an account in a company', () => {
  it("takes a member out of the company; the founder's account holds the company while others are members", async () => {
    const owner = await user('seller');
    const trader = await member(owner, 'trader');
    const refused = await api(owner, 'DELETE', '/account');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('it has other members');
    expect(await local.readItem(`USER#${owner.userId}`, 'PROFILE')).toBeDefined();

    expect((await api(trader, 'DELETE', '/account')).status).toBe(204);
    expect(await local.readItem(`USER#${owner.userId}`, 'COMPANY')).toMatchObject({
      members: 1,
      administrators: 1,
    });
    expect((await company(owner)).members.map((m: { user_id: string }) => m.user_id)).toEqual([owner.userId]);
  });
});

describe('the migration of one-person accounts', () => {
  it('makes each account without a company the administrator of its own, once', async () => {
    Object.assign(process.env, {
      TABLE_NAME: table,
      DYNAMODB_ENDPOINT: stack.dynamodb.endpoint,
      AWS_REGION: stack.region,
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local',
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local',
    });
    const { migrateAccountsToCompanies } = await import('../src/platform/companies/data/company-repository');
    const older = await user('buyer');
    // an account as it was before companies: a profile and registrations, no company, no membership
    for (const sk of ['COMPANY', 'PROFILE#MEMBERSHIP'])
      await db.send(new DeleteCommand({ TableName: table, Key: { pk: `USER#${older.userId}`, sk } }));
    // until the job runs it acts as its own company's administrator
    expect((await api(older, 'GET', '/me')).body.company).toEqual({
      id: older.userId,
      name: older.companyName,
      role: 'administrator',
    });

    const first = await migrateAccountsToCompanies();
    expect(first.companies).toBeGreaterThanOrEqual(1);
    expect(await local.readItem(`USER#${older.userId}`, 'COMPANY')).toMatchObject({
      id: older.userId,
      four_eyes: false,
      members: 1,
      administrators: 1,
    });
    expect(await local.readItem(`USER#${older.userId}`, 'PROFILE#MEMBERSHIP')).toMatchObject({
      company_id: older.userId,
      role: 'administrator',
    });
    const stored = await local.readItem(`USER#${older.userId}`, 'COMPANY');
    await migrateAccountsToCompanies();
    expect(await local.readItem(`USER#${older.userId}`, 'COMPANY')).toEqual(stored);
    expect((await company(older)).members).toHaveLength(1);
  });
});

describe('companies in the back office', () => {
  it("show a company's members, documents, items and deals, and each user's company and role", async () => {
    const platform = await user('admin');
    const owner = await user('seller');
    const ops = await member(owner, 'operations');

    const page = await api(platform, 'GET', `/admin/companies/${owner.userId}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.company).toMatchObject({
      id: owner.userId,
      name: owner.companyName,
      four_eyes: true,
      account_status: 'active',
      disabled: false,
      registrations: { seller: 'approved' },
    });
    expect(page.body.members.map((m: { user_id: string; role: string }) => [m.user_id, m.role])).toEqual([
      [owner.userId, 'administrator'],
      [ops.userId, 'operations'],
    ]);
    expect(page.body.items).toEqual({ listings: 0, requests: 0 });
    expect(page.body.deals).toEqual([]);
    // a member who joined another company is no company of their own
    expect((await api(platform, 'GET', `/admin/companies/${ops.userId}`)).status).toBe(404);

    const listed = await api(platform, 'GET', `/admin/users?search=${encodeURIComponent(ops.email)}`);
    expect(listed.body.users).toEqual([
      expect.objectContaining({
        id: ops.userId,
        company: owner.companyName,
        company_id: owner.userId,
        company_role: 'operations',
      }),
    ]);
    const csv = await api(platform, 'GET', '/admin/users/export');
    const line = csv.text.split('\n').find((l) => l.includes(ops.userId)) ?? '';
    expect(line).toContain(`"${owner.companyName}"`);
    expect(line.trim().endsWith(`"${owner.userId}","Operations"`)).toBe(true);
  });
});
