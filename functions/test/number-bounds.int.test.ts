import { beforeAll, describe, expect, it } from 'vitest';
import { localStack, type PersonaKind } from '../../infra/local/personas';
import { type Json } from './support/api-call';
import { marketDeals } from './support/market-deals';
import { signedInUsers, type SignedInUser } from './support/signed-in';

/**
 * A number below DynamoDB's smallest positive (1e-130) in every request field that takes a quantity,
 * a price or a percentage: each route answers 400 naming the field (it used to reach the table and
 * answer 500), and nothing is written.
 */
const local = localStack();
const signedIn = signedInUsers(local);
const { api } = signedIn;
const { marketUpload, openDeal } = marketDeals(api);

const tiny = 1e-131;

type User = SignedInUser;
const user = (kind: PersonaKind) => signedIn.user(kind);

const form = (kind: 'listing' | 'request', overrides: Json = {}) => ({
  name: 'EN590 Diesel',
  location: 'Rotterdam',
  quantity: 1000,
  unit: 'MT',
  delivery: 'FOB',
  term: kind === 'listing' ? 'Spot' : 'Net 30',
  price: 650,
  price_type: 'fixed',
  currency: 'USD',
  accepting_inquiries: 'now',
  industry: 'Energy',
  ...overrides,
});

function expectRefused(res: { status: number; body: Json }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.field).toBe(field);
  expect(res.body.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
}

let seller: User;
let buyer: User;
let admin: User;
let mandate: User;

beforeAll(async () => {
  [seller, buyer, admin, mandate] = await Promise.all([
    user('seller'),
    user('buyer'),
    user('admin'),
    user('mandate'),
  ]);
}, 60_000);

describe('a positive number too small for the table answers 400 with the field named', () => {
  it('listings and requests: quantity, price and discount, on create and on edit', async () => {
    const fco = (await marketUpload(seller)).id as string;
    for (const overrides of [
      { quantity: tiny },
      { price: tiny },
      { price_type: 'discount', platts_reference: 'Platts Dated Brent', discount: tiny },
    ]) {
      const field = `form.${Object.keys(overrides).at(-1)}`;
      expectRefused(
        await api(seller, 'POST', '/marketplace/listings', {
          form: form('listing', overrides),
          fco_file_id: fco,
        }),
        field,
      );
      expectRefused(
        await api(buyer, 'POST', '/marketplace/requests', {
          form: form('request', overrides),
          fco_file_id: fco,
        }),
        field,
      );
    }
    expect((await api(seller, 'GET', '/my/listings?tab=All')).body.counts.All).toBe(0);
    expect((await api(buyer, 'GET', '/my/requests?tab=All')).body.counts.All).toBe(0);

    const created = await api(seller, 'POST', '/marketplace/listings', {
      form: form('listing'),
      fco_file_id: fco,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const edit = await api(seller, 'PUT', `/marketplace/listings/${id}`, {
      form: form('listing', { price: tiny }),
      version: created.body.version,
    });
    expectRefused(edit, 'form.price');
    const mine = (await api(seller, 'GET', '/my/listings?tab=All')).body.items as Json[];
    expect(mine).toEqual([expect.objectContaining({ id, price: 650, version: created.body.version })]);
  });

  it('inquiries: quantity, on a listing and on a request', async () => {
    const fco = (await marketUpload(seller)).id as string;
    const listing = await api(seller, 'POST', '/marketplace/listings', {
      form: form('listing'),
      fco_file_id: fco,
    });
    expect(listing.status, JSON.stringify(listing.body)).toBe(201);
    expectRefused(
      await api(buyer, 'POST', `/marketplace/listings/${listing.body.id}/inquiries`, { quantity: tiny }),
      'quantity',
    );
    const request = await api(buyer, 'POST', '/marketplace/requests', {
      form: form('request'),
      fco_file_id: (await marketUpload(buyer)).id,
    });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    expectRefused(
      await api(seller, 'POST', `/marketplace/requests/${request.body.id}/inquiries`, {
        quantity: tiny,
        product_specifications_file_id: fco,
        fco_terms_file_id: fco,
      }),
      'quantity',
    );
    expect(
      (await api(seller, 'GET', `/marketplace/listings/${listing.body.id}/inquiries`)).body.inquiries,
    ).toEqual([]);
    expect(
      (await api(buyer, 'GET', `/marketplace/requests/${request.body.id}/inquiries`)).body.inquiries,
    ).toEqual([]);
  });

  it('mandate attachment: commission_percent', async () => {
    const dealId = await openDeal(seller, buyer);
    expectRefused(
      await api(mandate, 'POST', '/mandate/attachments', {
        deal_id: dealId,
        party: 'buyer',
        commission_percent: tiny,
      }),
      'commission_percent',
    );
    expect((await api(buyer, 'GET', `/deals/${dealId}`)).body.mandate_requests).toEqual([]);
  }, 60_000);

  it('platform settings: platform_fee_percent', async () => {
    const current = (await api(admin, 'GET', '/admin/settings')).body;
    expectRefused(
      await api(admin, 'PUT', '/admin/settings', { ...current, platform_fee_percent: tiny }),
      'platform_fee_percent',
    );
    // other files change the settings meanwhile; what matters is that the refused value is not stored
    expect((await api(admin, 'GET', '/admin/settings')).body.platform_fee_percent).not.toBe(tiny);
  });
});
