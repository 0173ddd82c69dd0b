import { marketplaceContracts as market } from '@portal/contracts/api/marketplace';
import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { isApiKey } from '@portal/web/api';
import { itemKindTexts } from './item-kinds';

/**
 * The routes of each kind of item (`@portal/contracts/api/marketplace`): a listing's live under
 * /marketplace/listings and /my/listings, a request's under /marketplace/requests and /my/requests.
 */
export const itemRoutes = {
  listing: { search: market.searchListings, mine: market.myListings },
  request: { search: market.searchRequests, mine: market.myRequests },
} as const satisfies Record<ItemKind, Record<string, unknown>>;

/** The `{kind}` parameter of the routes both kinds share (`/marketplace/{kind}/{id}`). */
export const kindParam = (kind: ItemKind) => itemKindTexts[kind].collection;

/** Whether an SWR key is one of the owner's lists of the kind (any tab): a change revalidates them all. */
export const isOwnerListKey = (kind: ItemKind) => (key: unknown) => isApiKey(itemRoutes[kind].mine, key);

/** The page of one item: a listing is read on the buyers' side, a request on the sellers'. */
export const itemPagePath = (kind: ItemKind, id: string) =>
  `/marketplace/${kind === 'listing' ? 'buyer' : 'seller'}/item/${encodeURIComponent(id)}`;
