import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { isNotificationEmail, mailInbox } from '../../infra/local/mail-inbox';
import { signedInUsers, type SignedInUser } from './support/signed-in';
import { type Json } from './support/api-call';
import { dealWalk, pdf } from './support/deal-walk';
import { marketDeals } from './support/market-deals';

/**
 * The anti-fraud order (docs/deal-flow.md) on every surface a party reads, against the local stack:
 * GET /deals, GET /deals/{id} (parties, history, documents), the stored notifications and the e-mails
 * maildev received. Before the ICPO group nothing names the other party; the buyer then reads the
 * seller's company, the seller the buyer's once the platform approved the buyer's ICPO; the history
 * names a document of the other party only once the platform approved it.
 */
const local = localStack();
const { stack, db, table } = local;
const { user, api } = signedInUsers(local);
const sink = mailInbox(stack);
const { openDeal } = marketDeals(api);
const { command, upload, view, review, approve, walkTo } = dealWalk(api);

let seller: SignedInUser;
let buyer: SignedInUser;
let admin: SignedInUser;
let dealId: string;

beforeAll(async () => {
  [seller, buyer, admin] = await Promise.all([user('seller'), user('buyer'), user('admin')]);
  dealId = await openDeal(seller, buyer);
}, 60_000);

/** What identifies a user to the other party: company, e-mail, user id. */
const identity = (who: SignedInUser) => [who.companyName, who.email, who.userId];

function expectNothingOf(text: string, who: SignedInUser, where: string) {
  for (const secret of identity(who)) expect(text, `${where} names ${secret}`).not.toContain(secret);
}

async function deals(who: SignedInUser): Promise<Json> {
  const res = await api(who, 'GET', '/deals');
  expect(res.status).toBe(200);
  return res.body;
}

async function notificationsOf(who: SignedInUser) {
  const found = await db.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${who.userId}`, ':prefix': 'NOTIF#' },
      ConsistentRead: true,
    }),
  );
  return found.Items ?? [];
}

const icpoEntries = (deal: Json) =>
  (deal.history as Json[]).filter((e) => (e.document as Json | null)?.type === 'icpo');

describe('the anti-fraud order', () => {
  it('names nobody to a party before the ICPO group: lists, deal page, history', async () => {
    const at = await walkTo(seller, buyer, admin, dealId, 'verification');
    expect(at.group).toBe('verification');
    for (const [reader, other] of [
      [buyer, seller],
      [seller, buyer],
    ] as const) {
      expectNothingOf(JSON.stringify(await deals(reader)), other, 'GET /deals');
      const deal = await view(reader, dealId);
      expect(deal.parties).toEqual({
        buyer: { label: expect.any(String), company_name: null },
        seller: { label: expect.any(String), company_name: null },
      });
      expectNothingOf(JSON.stringify(deal), other, 'GET /deals/{id}');
    }
  });

  it("gives the seller the buyer's ICPO only as 'uploaded' until approved, then the buyer's company", async () => {
    await command(admin, dealId, { type: 'complete-verification', note: 'Parties and proofs verified.' });
    await upload(seller, dealId, 'final-spa', pdf('final-spa'));
    await approve(admin, dealId, 'final-spa');
    await upload(buyer, dealId, 'final-spa-signed', pdf('final-spa-signed'));
    const atIcpo = (await approve(admin, dealId, 'final-spa-signed'))!;
    expect(atIcpo.group).toBe('icpo');
    expect((await view(buyer, dealId)).parties.seller.company_name).toBe(seller.companyName);

    // the buyer's own file name may name its company: the seller never reads it
    const letterhead = { ...pdf('icpo'), name: `${buyer.companyName} ICPO.pdf` };
    await upload(buyer, dealId, 'icpo', letterhead);
    const pending = await view(seller, dealId);
    expect(pending.parties.buyer.company_name).toBeNull();
    const [uploaded] = icpoEntries(pending);
    expect(uploaded).toMatchObject({
      action: 'document-uploaded',
      document: { id: null, type: 'icpo', version: 1, sha256: null },
    });
    expectNothingOf(JSON.stringify(pending), buyer, "the seller's deal page before the ICPO's approval");
    // the uploader and the platform read what was uploaded
    for (const reader of [buyer, admin]) {
      const [own] = icpoEntries(await view(reader, dealId));
      expect(own!.document).toMatchObject({
        id: expect.any(String),
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    }

    await review(admin, dealId, 'icpo', 'approve');
    const approved = await view(seller, dealId);
    expect(approved.parties.buyer.company_name).toBe(buyer.companyName);
    expect(approved.parties.seller.company_name).toBeNull();
    for (const entry of icpoEntries(approved))
      expect(entry.document).toMatchObject({
        id: expect.any(String),
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    const icpo = (approved.documents as Json[]).find((d) => d.document_type === 'icpo')!;
    expect(icpo).toMatchObject({ file_name: 'icpo-v1.pdf', review_status: 'approved', downloadable: true });
    expect(JSON.stringify(approved)).not.toContain(letterhead.name);
    // the deal lists still name the parties by their labels only
    expectNothingOf(JSON.stringify(await deals(seller)), buyer, 'GET /deals after the reveal');
  });

  it('never names the other party in a stored notification or an e-mail', async () => {
    for (const [reader, other] of [
      [buyer, seller],
      [seller, buyer],
    ] as const) {
      const stored = await notificationsOf(reader);
      expect(stored.length).toBeGreaterThan(0);
      expectNothingOf(JSON.stringify(stored.map((n) => [n.title, n.body, n.link])), other, 'a notification');
      const mails = await sink.waitFor(reader.email, 1, 30_000, isNotificationEmail);
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails)
        expectNothingOf(`${mail.subject}\n${mail.text}\n${mail.html}`, other, 'an e-mail');
    }
  });
});
