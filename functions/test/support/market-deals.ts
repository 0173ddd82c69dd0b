import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Json } from './api-call';
import { pdfBytes, postToBucket } from './deal-walk';

/**
 * Opening deals as the clients do (the seller's FCO upload, listing, the buyer's inquiry, the seller's
 * accept), for the integration tests that need real deals to work on.
 */

// shared with the deal walk, which has no test framework (the browser tests use it too)
export { pdfBytes, postToBucket };

type Api<U> = (
  who: U,
  method: string,
  path: string,
  json?: unknown,
) => Promise<{ status: number; body: Json }>;

/** The deal openers for one API caller (`api(who, method, path, json)`). */
export function marketDeals<U>(api: Api<U>) {
  async function marketUpload(who: U): Promise<Json> {
    const bytes = pdfBytes(`fco ${randomUUID()}`);
    const ticket = await api(who, 'POST', '/marketplace/uploads', {
      file_name: 'fco_terms.pdf',
      file_type: 'application/pdf',
      size: bytes.length,
      purpose: 'fco_terms',
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    await postToBucket(ticket.body, bytes, 'application/pdf');
    const done = await api(who, 'POST', `/marketplace/uploads/${ticket.body.upload_id}/complete`);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    return done.body;
  }

  /** The seller lists `product`, the buyer inquires, the seller accepts: the deal's id. */
  async function openDeal(
    seller: U,
    buyer: U,
    product = 'EN590 Diesel',
    /** The listing's price terms (default: USD 650 per MT, fixed). */
    pricing: Json = { price: 650, price_type: 'fixed' },
  ): Promise<string> {
    const fco = await marketUpload(seller);
    const listing = await api(seller, 'POST', '/marketplace/listings', {
      form: {
        name: product,
        location: 'Rotterdam',
        quantity: 1000,
        unit: 'MT',
        delivery: 'FOB',
        term: 'Spot',
        ...pricing,
        currency: 'USD',
        accepting_inquiries: 'now',
        industry: 'Energy',
      },
      fco_file_id: fco.id,
    });
    expect(listing.status, JSON.stringify(listing.body)).toBe(201);
    const sent = await api(buyer, 'POST', `/marketplace/listings/${listing.body.id}/inquiries`, {
      quantity: 250,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const accepted = await api(seller, 'POST', `/marketplace/inquiries/${sent.body.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    return accepted.body.deal_id as string;
  }

  return { marketUpload, openDeal };
}
