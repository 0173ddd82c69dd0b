import { marketplaceContracts as contracts } from '@portal/contracts/api/marketplace';
import { defineRoute, domainRoutes, type Access } from '../platform/http/route';

const buyer = { kind: 'roles', roles: ['buyer'] } satisfies Access;
const seller = { kind: 'roles', roles: ['seller'] } satisfies Access;
const trader = { kind: 'roles', roles: ['buyer', 'seller'] } satisfies Access;
const admin = { kind: 'admin' } as const;

/**
 * Routes served from a marketplace search replica: the whole collection in memory, built on a
 * container's first call (bench: "Marketplace search").
 */
const searchReplica = { memoryMiB: 1769, timeoutSeconds: 29 } as const;

/**
 * The marketplace: listings (sellers' offers) and requests (buyers' wants), their files, the owner's
 * lists, inquiries and their acceptance (which opens the deal), and moderation. Listings are offered to
 * buyers and requests to sellers; an admin passes every role check.
 */
export const marketplaceApi = {
  // ---- Search (the search read models) ----
  searchListings: defineRoute({
    ...contracts.searchListings,
    handler: 'marketplace/handlers/search-listings.ts',
    access: buyer,
    summary: 'Active listings: text on name and location, filters with counts, sort, page',
    compute: searchReplica,
    permissions: ['table:read'],
  }),
  searchRequests: defineRoute({
    ...contracts.searchRequests,
    handler: 'marketplace/handlers/search-requests.ts',
    access: seller,
    summary: 'Active requests: text on name and location, filters with counts, sort, page',
    compute: searchReplica,
    permissions: ['table:read'],
  }),

  // ---- Items ----
  createListing: defineRoute({
    ...contracts.createListing,
    handler: 'marketplace/handlers/create-listing.ts',
    errors: [404],
    access: seller,
    acts: 'trade',
    summary: 'Submits a listing with its FCO terms file (Active, or Pending while moderation is on)',
    permissions: ['table:read', 'table:write'],
  }),
  createRequest: defineRoute({
    ...contracts.createRequest,
    handler: 'marketplace/handlers/create-request.ts',
    errors: [404],
    access: buyer,
    acts: 'trade',
    summary: 'Submits a request with its FCO terms file (Active, or Pending while moderation is on)',
    permissions: ['table:read', 'table:write'],
  }),
  getItem: defineRoute({
    ...contracts.getItem,
    handler: 'marketplace/handlers/get-item.ts',
    errors: [404],
    access: trader,
    summary: 'One listing or request as its card shows it (Active ones; the owner also sees the others)',
    permissions: ['table:read'],
  }),
  updateListing: defineRoute({
    ...contracts.updateListing,
    handler: 'marketplace/handlers/update-listing.ts',
    errors: [404],
    access: seller,
    acts: 'trade',
    summary: "The owner's edit of a listing, on the version read, while no inquiry is accepted",
    permissions: ['table:read', 'table:write'],
  }),
  updateRequest: defineRoute({
    ...contracts.updateRequest,
    handler: 'marketplace/handlers/update-request.ts',
    errors: [404],
    access: buyer,
    acts: 'trade',
    summary: "The owner's edit of a request, on the version read, while no inquiry is accepted",
    permissions: ['table:read', 'table:write'],
  }),
  setItemStatus: defineRoute({
    ...contracts.setItemStatus,
    handler: 'marketplace/handlers/set-item-status.ts',
    errors: [404],
    access: trader,
    acts: 'trade',
    summary: 'The owner deactivates (Active -> Inactive) or reactivates (Inactive -> Active) an item',
    permissions: ['table:read', 'table:write'],
  }),
  myListings: defineRoute({
    ...contracts.myListings,
    handler: 'marketplace/handlers/my-listings.ts',
    access: seller,
    summary: "The caller's listings by tab (Active, Inactive, All), newest first, with inquiry counts",
    permissions: ['table:read'],
  }),
  myRequests: defineRoute({
    ...contracts.myRequests,
    handler: 'marketplace/handlers/my-requests.ts',
    access: buyer,
    summary: "The caller's requests by tab (Active, Inactive, All), newest first, with inquiry counts",
    permissions: ['table:read'],
  }),

  // ---- Files (FCO terms, product specifications) ----
  requestMarketUpload: defineRoute({
    ...contracts.requestMarketUpload,
    handler: 'marketplace/handlers/request-upload.ts',
    access: trader,
    acts: 'trade',
    summary: 'A presigned POST for an FCO terms or product specifications file (PDF or Word, 10 MB)',
    permissions: ['table:read', 'table:write', 'bucket:write'],
  }),
  completeMarketUpload: defineRoute({
    ...contracts.completeMarketUpload,
    handler: 'marketplace/handlers/complete-upload.ts',
    errors: [404, 409],
    access: trader,
    acts: 'trade',
    summary: 'Verifies the uploaded file and records it, ready to attach to an item or inquiry',
    permissions: ['table:read', 'table:write', 'bucket:read', 'bucket:write', 'bucket:delete'],
  }),
  downloadFile: defineRoute({
    ...contracts.downloadFile,
    handler: 'marketplace/handlers/download-file.ts',
    errors: [404],
    access: trader,
    summary: "A short-lived link to a file: its uploader's, or an inquiry's files for the item's owner",
    // a file stored under an older key that names its owner is served from an unlinkable copy
    permissions: ['table:read', 'bucket:read', 'bucket:write'],
  }),

  // ---- Inquiries ----
  inquireListing: defineRoute({
    ...contracts.inquireListing,
    handler: 'marketplace/handlers/inquire-listing.ts',
    errors: [404],
    access: buyer,
    acts: 'trade',
    summary: "A buyer's inquiry on a listing (quantity), within the monthly limit",
    permissions: ['table:read', 'table:write'],
  }),
  inquireRequest: defineRoute({
    ...contracts.inquireRequest,
    handler: 'marketplace/handlers/inquire-request.ts',
    errors: [404],
    access: seller,
    acts: 'trade',
    summary: "A seller's inquiry on a request (quantity, product specifications, FCO terms)",
    permissions: ['table:read', 'table:write'],
  }),
  itemInquiries: defineRoute({
    ...contracts.itemInquiries,
    handler: 'marketplace/handlers/item-inquiries.ts',
    errors: [404],
    access: trader,
    summary: "The inquiries on one of the caller's items, newest first",
    permissions: ['table:read'],
  }),
  mySavedSearches: defineRoute({
    ...contracts.mySavedSearches,
    handler: 'marketplace/handlers/saved-searches.ts',
    access: trader,
    summary: "The caller's saved searches, newest first, and how many may be kept",
    permissions: ['table:read'],
  }),
  saveSearch: defineRoute({
    ...contracts.saveSearch,
    handler: 'marketplace/handlers/save-search.ts',
    access: trader,
    acts: 'self',
    summary:
      'Saves a marketplace query under a name (at most 20 per user); new matching items alert its owner',
    permissions: ['table:read', 'table:write'],
  }),
  renameSavedSearch: defineRoute({
    ...contracts.renameSavedSearch,
    handler: 'marketplace/handlers/rename-saved-search.ts',
    errors: [404, 409],
    access: trader,
    acts: 'self',
    summary: "Renames one of the caller's saved searches, on the version read",
    permissions: ['table:read', 'table:write'],
  }),
  deleteSavedSearch: defineRoute({
    ...contracts.deleteSavedSearch,
    handler: 'marketplace/handlers/delete-saved-search.ts',
    errors: [404],
    access: trader,
    acts: 'self',
    summary: "Deletes one of the caller's saved searches",
    permissions: ['table:read', 'table:write'],
  }),
  itemMatches: defineRoute({
    ...contracts.itemMatches,
    handler: 'marketplace/handlers/item-matches.ts',
    errors: [404],
    access: trader,
    summary:
      "The other side's Active items that best answer one of the caller's items, each scored 0 to 100 with its reasons",
    compute: searchReplica,
    permissions: ['table:read'],
  }),
  sentInquiries: defineRoute({
    ...contracts.sentInquiries,
    handler: 'marketplace/handlers/sent-inquiries.ts',
    access: trader,
    summary: "The caller's own inquiries with their status, and this month's use of the inquiry limit",
    permissions: ['table:read'],
  }),
  acceptInquiry: defineRoute({
    ...contracts.acceptInquiry,
    handler: 'marketplace/handlers/accept-inquiry.ts',
    errors: [404],
    access: trader,
    acts: 'trade',
    summary:
      "The side that did not make the latest offer accepts it: the deal opens on its terms and the item's quantity is committed",
    permissions: ['table:read', 'table:write'],
  }),
  declineInquiry: defineRoute({
    ...contracts.declineInquiry,
    handler: 'marketplace/handlers/decline-inquiry.ts',
    errors: [404],
    access: trader,
    acts: 'trade',
    summary:
      'The side that did not make the latest offer declines it, with an optional reason the other side sees',
    permissions: ['table:read', 'table:write'],
  }),
  counterOffer: defineRoute({
    ...contracts.counterOffer,
    handler: 'marketplace/handlers/counter-offer.ts',
    errors: [404],
    access: trader,
    acts: 'trade',
    summary:
      'The side that did not make the latest offer answers it with a new round of terms and a validity',
    permissions: ['table:read', 'table:write'],
  }),
  withdrawOffer: defineRoute({
    ...contracts.withdrawOffer,
    handler: 'marketplace/handlers/withdraw-offer.ts',
    errors: [404],
    access: trader,
    acts: 'trade',
    summary: 'The maker of the latest offer withdraws it, closing the negotiation',
    permissions: ['table:read', 'table:write'],
  }),

  // ---- Moderation ----
  moderationQueue: defineRoute({
    ...contracts.moderationQueue,
    handler: 'marketplace/handlers/moderation-queue.ts',
    access: admin,
    summary: 'Listings and requests held for moderation, oldest first',
    permissions: ['table:read'],
  }),
  approveItem: defineRoute({
    ...contracts.approveItem,
    handler: 'marketplace/handlers/approve-item.ts',
    errors: [404],
    access: admin,
    summary: 'Publishes a pending listing or request (Pending -> Active)',
    permissions: ['table:read', 'table:write'],
  }),
  rejectItem: defineRoute({
    ...contracts.rejectItem,
    handler: 'marketplace/handlers/reject-item.ts',
    errors: [404],
    access: admin,
    summary: 'Rejects a pending listing or request with a reason the owner sees (Pending -> Rejected)',
    permissions: ['table:read', 'table:write'],
  }),
};

export const marketplaceRoutes = domainRoutes('marketplace', marketplaceApi);
