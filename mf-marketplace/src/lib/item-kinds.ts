import type { ItemKind } from '@portal/contracts/marketplace-catalogue';

/**
 * The words and places of each kind of item, for the pages that serve both: a listing is a seller's
 * offer, a request a buyer's want. `collection` is the API's path segment (/marketplace/{collection}).
 */
export const itemKindTexts = {
  listing: {
    noun: 'listing',
    Noun: 'Listing',
    plural: 'listings',
    collection: 'listings',
    submitTitle: 'Submit New Listing',
    submitPath: '/submit-listing',
    ownerTitle: 'My Listings',
    ownerPath: '/my-listings',
  },
  request: {
    noun: 'request',
    Noun: 'Request',
    plural: 'requests',
    collection: 'requests',
    submitTitle: 'Submit New Request',
    submitPath: '/submit-request',
    ownerTitle: 'My Requests',
    ownerPath: '/my-requests',
  },
} as const satisfies Record<ItemKind, Record<string, string>>;

export type ItemKindTexts = (typeof itemKindTexts)[ItemKind];
