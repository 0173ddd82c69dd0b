import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import type { Json } from './support/api-call';
import { current, dealWalk, pdf, postToBucket } from './support/deal-walk';
import { eventually } from './support/eventually';
import { marketDeals } from './support/market-deals';
import { signedInUsers, type SignedInUser } from './support/signed-in';

/**
 * Four-eyes approval against the local gateway and DynamoDB Local: in a seller company with four-eyes
 * on, the Operations member's signed ICPO waits for the company's release. Until then the platform's
 * review queue and the buyer see nothing of it; its uploader cannot release it, nor can Operations or a
 * Viewer; another company's member does not find it; the Approver's release hands it to the platform,
 * and the history names both people.
 */
const local = localStack();
const { user, api, member } = signedInUsers(local);
const { openDeal } = marketDeals(api);
const { upload, view, approve, walkTo, requestTicket } = dealWalk(api);

let seller: SignedInUser;
let buyer: SignedInUser;
let admin: SignedInUser;
let dealId: string;

beforeAll(async () => {
  [seller, buyer, admin] = await Promise.all([user('seller'), user('buyer'), user('admin')]);
  dealId = await openDeal(seller, buyer);
  // the walk runs while each company has one member: nothing is held without a second pair of eyes
  await walkTo(seller, buyer, admin, dealId, 'icpo');
  await upload(buyer, dealId, 'icpo', pdf('icpo'));
  await approve(admin, dealId, 'icpo');
}, 120_000);

/** Renames a person through My Details, so that two members' names differ; returns the new name. */
async function rename(who: SignedInUser, fullName: string): Promise<string> {
  const me = await api(who, 'GET', '/me');
  const profile = me.body.profile as Json;
  const res = await api(who, 'PATCH', '/profile', {
    full_name: fullName,
    phone_number: profile.phone_number,
    company_name: profile.company_name,
    version: profile.version,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return fullName;
}

async function queued(): Promise<Json[]> {
  const res = await api(admin, 'GET', '/admin/deal-documents/pending');
  expect(res.status).toBe(200);
  return res.body.documents as Json[];
}

describe("a document held for the company's approval", () => {
  it('reaches the platform only once a second member with the right releases it', async () => {
    const [operations, approver, viewer] = [
      await member(seller, 'operations'),
      await member(seller, 'approver'),
      await member(seller, 'viewer'),
    ];
    const uploaded = await upload(operations, dealId, 'icpo-signed', pdf('icpo-signed'));
    const held = current(uploaded, 'icpo-signed')!;
    expect(held.company_hold).toEqual({ status: 'held', reason: null });
    expect(uploaded.stage).toBe((await view(seller, dealId)).stage);

    // the outbox copies the company's "release it" to its approvers, and not to its viewer
    const titles = async (who: SignedInUser) =>
      (((await api(who, 'GET', '/notifications')).body.notifications as Json[]) ?? []).map(
        (n) => n.title as string,
      );
    const release = (t: string[]) =>
      t.some((title) => title.startsWith('Action required: release the signed ICPO'));
    expect(release(await eventually(() => titles(approver), release, 15_000))).toBe(true);
    expect(release(await titles(viewer))).toBe(false);
    expect(release(await titles(operations))).toBe(false);

    // nobody outside the company sees it
    expect((await queued()).some((d) => d.document_id === held.document_id)).toBe(false);
    expect(current(await view(buyer, dealId), 'icpo-signed')).toBeUndefined();
    expect(current(await view(admin, dealId), 'icpo-signed')).toBeUndefined();

    const releasePath = `/deals/${dealId}/documents/${held.document_id}/release`;
    // the member's role decides; the uploader never releases their own upload
    expect((await api(operations, 'POST', releasePath)).status).toBe(403);
    expect((await api(viewer, 'POST', releasePath)).status).toBe(403);
    expect((await api(buyer, 'POST', releasePath)).status).toBe(400);
    const stranger = await user('seller');
    expect((await api(stranger, 'POST', releasePath)).status).toBe(404);
    const badRefusal = await api(
      approver,
      'POST',
      `/deals/${dealId}/documents/${held.document_id}/refuse`,
      {},
    );
    expect([badRefusal.status, badRefusal.body.field]).toEqual([400, 'reason']);

    const released = await api(approver, 'POST', releasePath);
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(current(released.body, 'icpo-signed')).toMatchObject({
      review_status: 'pending',
      company_hold: { status: 'released', reason: null },
    });
    expect((await queued()).some((d) => d.document_id === held.document_id)).toBe(true);
    expect((await api(approver, 'POST', releasePath)).status).toBe(409);

    // the company's own members read both people's names in the history; the buyer reads neither
    const approverName = await rename(approver, 'Ana Approver');
    const named = (detail: Json) =>
      (detail.history as Json[])
        .filter((e) => e.document?.id === held.document_id)
        .map((e) => [e.action, e.actor_name]);
    expect(named(await view(viewer, dealId))).toEqual([
      ['document-held', operations.fullName],
      ['document-released', approverName],
    ]);
    expect(named(await view(admin, dealId))).toEqual([]);
    // the buyer reads its own people's names, never the seller's
    const buyerHistory = (await view(buyer, dealId)).history as Json[];
    const nameOf = (role: string) =>
      new Set(buyerHistory.filter((e) => e.actor_role === role).map((e) => e.actor_name));
    expect(nameOf('buyer')).toEqual(new Set([buyer.fullName]));
    expect(nameOf('seller')).toEqual(new Set([null]));

    // the history keeps who uploaded and who released: two people of one company
    const stored = await local.readItem(`DEAL#${dealId}`, 'DEAL');
    const version = (stored?.documents as Json)['icpo-signed'].at(-1);
    expect(version).toMatchObject({
      uploaded_by: operations.userId,
      company_hold: { status: 'released', by: approver.userId },
    });
  });

  it("lists the deal on the company's back-office page by what it trades", async () => {
    const page = await api(admin, 'GET', `/admin/companies/${seller.userId}`);
    expect(page.status).toBe(200);
    expect(page.body.deals).toEqual([
      expect.objectContaining({
        id: dealId,
        title: `Deal #${dealId}`,
        name: expect.stringMatching(/^[\d,]+ MT EN590 Diesel$/),
        role: 'seller',
      }),
    ]);
  });

  it('refuses the upload of a member removed while it was under way', async () => {
    // the platform approves the released ICPO: the deal now awaits the seller's commercial invoice
    await approve(admin, dealId, 'icpo-signed');
    const clerk = await member(seller, 'operations');
    const file = pdf('commercial-invoice');
    const ticket = await requestTicket(clerk, dealId, 'commercial-invoice', file);
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    await postToBucket(ticket.body, file.bytes, file.type);
    expect((await api(seller, 'DELETE', `/account/company/members/${clerk.userId}`)).status).toBe(204);
    const done = await api(clerk, 'POST', `/deals/${dealId}/uploads/${ticket.body.upload_id}/complete`);
    expect(done.status).toBe(401);
    expect(current(await view(seller, dealId), 'commercial-invoice')).toBeUndefined();
  });
});
