import type { DealGroupId } from '@portal/contracts/deal-stages';
import type { Json } from '../../../functions/test/support/api-call';
import { dealWalk, type UploadFile } from '../../../functions/test/support/deal-walk';
import type { FilePayload } from './files';
import { apiAs, createListing, inquireOnListing } from './market-api';
import { createPersona, type Persona } from './personas';

/**
 * Deals set up through the API for browser tests whose subject is one step of a deal: three fresh
 * personas, a listing of the seller, the buyer's inquiry the seller accepts (the deal opens), then the
 * shared deal walk (the one the integration tests drive) up to the entry of the group under test. What
 * the walk stores is asserted by functions/test/deals.int.test.ts; the browser test then drives only
 * its own group.
 */

export type { Json };

export interface DealParties {
  buyer: Persona;
  seller: Persona;
  admin: Persona;
  dealId: string;
}

/** The deal walk of functions/test/support/deal-walk.ts, each call made as a persona through `apiAs`. */
export const walk = dealWalk((who: Persona, method, path, body) =>
  apiAs<Json>(who, method as 'GET' | 'POST' | 'PUT', path, body),
);

/** A browser upload payload as the deal walk's file (same name, type and bytes). */
export const walkFile = (file: FilePayload): UploadFile => ({
  name: file.name,
  type: file.mimeType,
  bytes: file.buffer,
});

/**
 * A new deal between three new personas, walked through the API until it enters `group` (the deal
 * opens in 'deal-initiated', so that one needs no walk). `listingName` names the listing, and so the
 * deal, which helps to find it in the admin's lists and in a failing test's trace.
 */
export async function dealAt(group: DealGroupId, listingName: string): Promise<DealParties> {
  const [buyer, seller, admin] = await Promise.all([
    createPersona('buyer'),
    createPersona('seller'),
    createPersona('admin'),
  ]);
  const listing = await createListing(seller, { name: listingName, quantity: 3000 });
  const inquiry = await inquireOnListing(buyer, listing.id, 1000);
  if (inquiry.status !== 201)
    throw new Error(`inquiry -> ${inquiry.status}: ${JSON.stringify(inquiry.body)}`);
  const accepted = await apiAs<{ deal_id: string }>(
    seller,
    'POST',
    `/marketplace/inquiries/${(inquiry.body as { id: string }).id}/accept`,
    {},
  );
  if (accepted.status >= 300)
    throw new Error(`accept inquiry -> ${accepted.status}: ${JSON.stringify(accepted.body)}`);
  const dealId = accepted.body.deal_id;
  if (group !== 'deal-initiated') await walk.walkTo(seller, buyer, admin, dealId, group);
  return { buyer, seller, admin, dealId };
}
