import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { signedInUsers, type SignedInUser } from './support/signed-in';
import { type Json } from './support/api-call';
import { dealPath, dealWalk, sha256 } from './support/deal-walk';
import { marketDeals } from './support/market-deals';
import { eventually } from './support/eventually';

/**
 * Reviews after a deal closed and the closing dossier, against the local gateway, DynamoDB Local and
 * s3rver: who may review (and when), the review with the reviewee's aggregate, rating, notification
 * and marketplace items read back from the table, the 14-day window, and the dossier's PDF with its
 * hash in the history, downloadable by the parties and admins only.
 */
const local = localStack();
const { db, table } = local;
const { call, user, api } = signedInUsers(local);
type User = SignedInUser;
const { openDeal } = marketDeals(api);
const { view, closeDeal } = dealWalk(api);

const reviewsPath = (dealId: string) => `${dealPath(dealId)}/reviews`;
const postReview = (who: User, dealId: string, body: unknown) => api(who, 'POST', reviewsPath(dealId), body);

async function partition(pk: string, prefix: string) {
  const found = await db.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
      ConsistentRead: true,
    }),
  );
  return found.Items ?? [];
}
const profile = (who: User) => local.readItem(`USER#${who.userId}`, 'PROFILE');
const notifications = (who: User) => partition(`USER#${who.userId}`, 'NOTIF#');
const listings = (who: User) => partition(`USER#${who.userId}`, 'LISTING#');

/** Moves the stored deal's closing time (the window is counted from it). */
async function setClosedAt(dealId: string, closedAt: string) {
  await db.send(
    new UpdateCommand({
      TableName: table,
      Key: { pk: `DEAL#${dealId}`, sk: 'DEAL' },
      UpdateExpression: 'SET closed_at = :at',
      ExpressionAttributeValues: { ':at': closedAt },
    }),
  );
}

let seller: User;
let buyer: User;
let admin: User;
let strangerBuyer: User;
let mandate: User;
let closed: Json;
let dealId: string;

beforeAll(async () => {
  [seller, buyer, admin, strangerBuyer, mandate] = await Promise.all([
    user('seller'),
    user('buyer'),
    user('admin'),
    user('buyer'),
    user('mandate'),
  ]);
  dealId = await openDeal(seller, buyer, 'Reviewed Diesel');
  closed = await closeDeal(seller, buyer, admin, dealId);
}, 180_000);

describe('the closing dossier', () => {
  it('is generated at closing: its SHA-256 is in the history and equals the stored file', async () => {
    const issued = (closed.history as Json[]).filter(
      (e) => e.action === 'platform-document-issued' && e.document?.type === 'closing-dossier',
    );
    expect(issued).toEqual([
      expect.objectContaining({ from: 'deal-closed', to: 'deal-closed', document: expect.anything() }),
    ]);
    const hash = issued[0]!.document.sha256 as string;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const item = await local.readItem(`DEAL#${dealId}`, 'DEAL');
    const issue = (item!.platform_documents as Json)['closing-dossier'][0];
    expect(issue.file).toMatchObject({ sha256: hash, file_type: 'application/pdf' });
    expect(issue.file.file_name).toBe(`Closing-Dossier-${dealId}.pdf`);
    const events = await partition(`DEAL#${dealId}`, 'EVENT#');
    expect(events.find((e) => e.document?.type === 'closing-dossier')?.document.sha256).toBe(hash);
  });

  it('downloads for both parties and admins: the bytes hash to the recorded SHA-256 and list every approved document with its hash', async () => {
    const hash = (closed.history as Json[]).find((e) => e.document?.type === 'closing-dossier')!.document
      .sha256 as string;
    const adminView = await view(admin, dealId);
    const approved = (adminView.documents as Json[]).filter(
      (d) => d.source !== 'platform' && d.review_status === 'approved',
    );
    expect(approved.length).toBe(14);
    for (const who of [buyer, seller, admin]) {
      const link = await api(who, 'GET', `${dealPath(dealId)}/platform-documents/closing-dossier/download`);
      expect(link.status, JSON.stringify(link.body)).toBe(200);
      const res = await fetch(link.body.url as string);
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(sha256(bytes)).toBe(hash);
      if (who !== admin) continue;
      const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
      expect(text).toContain(`Closing Dossier`);
      expect(text).toContain(seller.companyName);
      expect(text).toContain(buyer.companyName);
      for (const doc of approved) {
        expect(text).toContain(doc.file.file_name);
        expect(text).toContain(`SHA-256: ${doc.file.sha256}`);
      }
    }
    // both parties see it listed among the deal's documents
    for (const who of [buyer, seller])
      expect((await view(who, dealId)).documents).toContainEqual(
        expect.objectContaining({ document_type: 'closing-dossier', source: 'platform', downloadable: true }),
      );
  });

  it('is refused to anyone else (404)', async () => {
    const path = `${dealPath(dealId)}/platform-documents/closing-dossier/download`;
    expect((await api(strangerBuyer, 'GET', path)).status).toBe(404);
    expect((await api(mandate, 'GET', path)).status).toBe(404);
    expect((await call('', 'GET', path)).status).toBe(401);
  });
});

describe('reviews: who may review, and what', () => {
  it('refuses no token (401), admins and mandates (403), strangers and unknown deals (404)', async () => {
    const body = { rating: 4, comment: 'Smooth deal.' };
    expect((await call('', 'POST', reviewsPath(dealId), body)).status).toBe(401);
    const byAdmin = await postReview(admin, dealId, body);
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe('Only the buyer and the seller of a deal review each other.');
    expect((await postReview(mandate, dealId, body)).status).toBe(403);
    expect((await postReview(strangerBuyer, dealId, body)).status).toBe(404);
    expect((await postReview(buyer, 'NOSUCHDEAL', body)).status).toBe(404);
    expect(await partition(`DEAL#${dealId}`, 'REVIEW#')).toEqual([]);
  });

  it('refuses a bad body with 400 naming the field, never a 500', async () => {
    for (const [body, field] of [
      [{ rating: 0, comment: '' }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 3.5 }, 'rating'],
      [{ rating: '5' }, 'rating'],
      [{ comment: 'no stars' }, 'rating'],
      [{ rating: 4, comment: 'x'.repeat(1001) }, 'comment'],
      [{ rating: 4, comment: 42 }, 'comment'],
    ] as const) {
      const res = await postReview(buyer, dealId, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toMatch(new RegExp(`^${field}`));
    }
    const extra = await postReview(buyer, dealId, { rating: 4, stars: 5 });
    expect(extra.status).toBe(400);
    expect(await partition(`DEAL#${dealId}`, 'REVIEW#')).toEqual([]);
  });

  it('refuses a review before the deal closed (409)', async () => {
    const open = await openDeal(seller, buyer, 'Open Diesel');
    const res = await postReview(buyer, open, { rating: 5, comment: '' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Reviews open once the deal is closed.');
    expect((await view(buyer, open)).review_window).toBeNull();
  });
});

describe("reviews: the buyer rates the seller, the seller's rating follows", () => {
  it('stores the review, the aggregate and rating on the profile, the notification and the listing rating together', async () => {
    const before = await view(buyer, dealId);
    expect(before.my_review).toBeNull();
    expect(before.review_window).toEqual({
      open: true,
      until: new Date(Date.parse(closed.closed_at as string) + 14 * 86_400_000).toISOString(),
    });
    // before any review: no aggregate, and the listings carry the starting 2.5
    expect((await profile(seller))?.review_count).toBeUndefined();
    for (const item of await listings(seller))
      expect(item).toMatchObject({ owner_rating: 2.5, owner_review_count: 0 });

    const res = await postReview(buyer, dealId, {
      rating: 4,
      comment: '  Reliable seller, documents on time.  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      deal_id: dealId,
      rating: 4,
      comment: 'Reliable seller, documents on time.',
      reviewer_role: 'buyer',
      reviewee_role: 'seller',
      created_at: expect.any(String),
    });

    const [stored] = await partition(`DEAL#${dealId}`, 'REVIEW#');
    expect(stored).toMatchObject({
      sk: `REVIEW#${buyer.userId}`,
      entity: 'deal_review',
      gsi1pk: `REVIEWS_OF#${seller.userId}`,
      reviewer_id: buyer.userId,
      reviewee_id: seller.userId,
      rating: 4,
    });
    expect(await profile(seller)).toMatchObject({ review_count: 1, rating_sum: 4, rating: 4 });
    const told = (await notifications(seller)).filter((n) => n.type === 'review-received');
    expect(told).toEqual([
      expect.objectContaining({
        title: 'Review received',
        body: expect.stringMatching(
          new RegExp(
            `^${closed.buyer_label} rated you 4 of 5 stars on [\\d,]+ MT .+ \\(Deal ${dealId}\\)\\.$`,
          ),
        ),
        link: `/deal/${dealId}`,
        read: false,
      }),
    ]);
    const items = await listings(seller);
    expect(items.length).toBeGreaterThanOrEqual(2);
    for (const item of items) expect(item).toMatchObject({ owner_rating: 4, owner_review_count: 1 });
    const card = await eventually(
      () => api(buyer, 'GET', `/marketplace/listings/${items[0]!.id}`),
      (r) => r.body?.review_count === 1,
    );
    expect(card.body).toMatchObject({ rating: 4, review_count: 1 });

    const after = await view(buyer, dealId);
    expect(after.my_review).toEqual(res.body);
    expect((await view(seller, dealId)).my_review).toBeNull();
    expect((await view(admin, dealId)).review_window).toBeNull();
  });

  it('takes one review per party: the same request again answers the stored one, another is 409', async () => {
    const again = await postReview(buyer, dealId, {
      rating: 4,
      comment: 'Reliable seller, documents on time.',
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual((await view(buyer, dealId)).my_review);
    const other = await postReview(buyer, dealId, { rating: 1, comment: 'Changed my mind.' });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe('You have already reviewed this deal.');
    expect(await profile(seller)).toMatchObject({ review_count: 1, rating_sum: 4, rating: 4 });
    expect((await notifications(seller)).filter((n) => n.type === 'review-received')).toHaveLength(1);
    expect(await partition(`DEAL#${dealId}`, 'REVIEW#')).toHaveLength(1);
  });

  it('closes the window 14 days after closing (409 with the date); the seller reviews within it', async () => {
    const closedAt = closed.closed_at as string;
    try {
      await setClosedAt(dealId, new Date(Date.now() - 15 * 86_400_000).toISOString());
      const late = await postReview(seller, dealId, { rating: 5, comment: 'Paid on time.' });
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(
        /^The review window closed on \w{3} \d{1,2}, \d{4}: reviews are taken for 14 days after the deal closes\.$/,
      );
      expect((await view(seller, dealId)).review_window.open).toBe(false);
      expect(await partition(`DEAL#${dealId}`, 'REVIEW#')).toHaveLength(1);
    } finally {
      await setClosedAt(dealId, closedAt);
    }
    const inTime = await postReview(seller, dealId, { rating: 5, comment: 'Paid on time.' });
    expect(inTime.status).toBe(201);
    expect(inTime.body).toMatchObject({ reviewer_role: 'seller', reviewee_role: 'buyer', rating: 5 });
    expect(await profile(buyer)).toMatchObject({ review_count: 1, rating_sum: 5, rating: 5 });
  });

  it("an admin's Adjust Rating overrides until the next review, which sets the average again", async () => {
    const set = await api(admin, 'PUT', `/admin/users/${seller.userId}/rating`, { rating: 1.5 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect((await profile(seller))?.rating).toBe(1.5);
    for (const item of await listings(seller)) expect(item.owner_rating).toBe(1.5);
    // the override is on record: who set what over what
    const audit = await db.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': 'AUDIT' },
        ScanIndexForward: false,
        Limit: 50,
      }),
    );
    expect(
      (audit.Items ?? []).filter((e) => e.action === 'rating-adjusted' && e.user_id === seller.userId),
    ).toEqual([expect.objectContaining({ admin_id: admin.userId, from: '4', to: '1.5' })]);

    const second = await openDeal(seller, buyer, 'Second Diesel');
    await closeDeal(seller, buyer, admin, second);
    const res = await postReview(buyer, second, { rating: 3 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.comment).toBe('');
    // (4 + 3) / 2
    expect(await profile(seller)).toMatchObject({ review_count: 2, rating_sum: 7, rating: 3.5 });
    for (const item of await listings(seller))
      expect(item).toMatchObject({ owner_rating: 3.5, owner_review_count: 2 });
    // a listing made after the reviews carries their count from the start
    await openDeal(seller, buyer, 'Third Diesel');
    const third = (await listings(seller)).find((item) => item.name === 'Third Diesel');
    expect(third).toMatchObject({ owner_rating: 3.5, owner_review_count: 2 });
  }, 120_000);
});
