import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { localStack } from '../../infra/local/personas';
import { type Json } from './support/api-call';
import { marketDeals } from './support/market-deals';
import { signedInUsers, type SignedInUser } from './support/signed-in';

/**
 * Matches against the local gateway: a buyer's request and a seller's listing that answer each other
 * find each other from both sides, scored with their reasons, through the search replicas; only the
 * item's owner reads its matches.
 */
const local = localStack();
const { user, api } = signedInUsers(local);
const { marketUpload } = marketDeals(api);
type User = SignedInUser;

let seller: User;
let buyer: User;
let listing: Json;
let request: Json;
// a product name of this run's own, so other tests' items of the type do not crowd the matches out
const name = `Sunflower Oil ${randomUUID().slice(0, 6)}`;

async function createItem(owner: User, kind: 'listings' | 'requests', form: Json) {
  const fco = await marketUpload(owner);
  const res = await api(owner, 'POST', `/marketplace/${kind}`, {
    form: {
      name,
      location: 'Kuala Lumpur',
      unit: 'MT',
      delivery: 'FOB',
      price_type: 'fixed',
      currency: 'USD',
      accepting_inquiries: 'now',
      industry: 'Agriculture',
      ...form,
    },
    fco_file_id: fco.id,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

beforeAll(async () => {
  [seller, buyer] = await Promise.all([user('seller'), user('buyer')]);
  listing = await createItem(seller, 'listings', { quantity: 6_000, term: 'Spot', price: 1_010 });
  request = await createItem(buyer, 'requests', { quantity: 5_000, term: 'LC at Sight', price: 1_020 });
}, 60_000);

describe('GET /marketplace/{kind}/{id}/matches', () => {
  it("answers only the item's owner: 403 for a role without the marketplace, 404 for anyone else", async () => {
    const mandate = await user('mandate');
    expect((await api(mandate, 'GET', `/marketplace/requests/${request.id}/matches`)).status).toBe(403);
    const stranger = await api(seller, 'GET', `/marketplace/requests/${request.id}/matches`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Request not found');
    expect((await api(buyer, 'GET', `/marketplace/listings/${request.id}/matches`)).status).toBe(404);
  });

  it('finds the listing for the request and the request for the listing, scored with reasons', async () => {
    const forRequest = await api(buyer, 'GET', `/marketplace/requests/${request.id}/matches`);
    expect(forRequest.status, JSON.stringify(forRequest.body)).toBe(200);
    const found = (forRequest.body.matches as Json[]).find((m) => (m.item as Json).id === listing.id)!;
    expect(found.score).toBe(95);
    expect((found.item as Json).own).toBe(false);
    expect(found.item).not.toHaveProperty('user_id');
    expect((found.reasons as Json[]).map((r) => [r.factor, r.points])).toEqual([
      ['product', 30],
      ['quantity', 20],
      ['price', 15],
      ['location', 15],
      ['incoterm', 10],
      ['availability', 5],
    ]);

    const forListing = await api(seller, 'GET', `/marketplace/listings/${listing.id}/matches`);
    expect(forListing.status).toBe(200);
    expect((forListing.body.matches as Json[]).map((m) => (m.item as Json).id)).toContain(request.id);
  });
});
