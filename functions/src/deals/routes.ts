import { dealsContracts as contracts } from '@portal/contracts/api/deals';
import { defineRoute, domainRoutes, type Access } from '../platform/http/route';

/** A deal's parties are buyers and sellers; an admin passes every role check and sees every deal. */
const trader = { kind: 'roles', roles: ['buyer', 'seller'] } satisfies Access;
/**
 * Who may ask for a deal: its parties, and mandates, whom the use case admits only to deals they are
 * attached to (read-only: their commands, uploads and downloads are refused with 403).
 */
const follower = { kind: 'roles', roles: ['buyer', 'seller', 'mandate'] } satisfies Access;
const mandate = { kind: 'roles', roles: ['mandate'] } satisfies Access;
const admin = { kind: 'admin' } as const;

/**
 * The deals: the caller's deals, one deal as its viewer may see it (with the actions the state machine
 * allows that viewer now), the commands that move it, its documents and the platform's review queue.
 * A deal the caller has no part in answers 404, as if it did not exist.
 */
export const dealsApi = {
  getDashboard: defineRoute({
    ...contracts.getDashboard,
    handler: 'deals/handlers/get-dashboard.ts',
    access: trader,
    summary:
      "The Dashboard's figures for the caller: their deals by Deal Flow column, their rating and review count, this month's inquiries against the limit",
    permissions: ['table:read'],
  }),
  listDeals: defineRoute({
    ...contracts.listDeals,
    handler: 'deals/handlers/list-deals.ts',
    access: follower,
    summary: "The caller's deals, most recently changed first (admins: the newest deals of the platform)",
    permissions: ['table:read'],
  }),
  getDeal: defineRoute({
    ...contracts.getDeal,
    handler: 'deals/handlers/get-deal.ts',
    errors: [404],
    access: follower,
    summary: 'One deal as the caller may see it: stage, documents, history and the actions allowed now',
    permissions: ['table:read'],
  }),
  runDealCommand: defineRoute({
    ...contracts.runDealCommand,
    handler: 'deals/handlers/run-command.ts',
    errors: [404],
    access: follower,
    acts: 'operate',
    summary: "A party's or the platform's step in the deal (the state machine refuses one out of turn: 409)",
    permissions: ['table:read', 'table:write', 'bucket:write'],
  }),
  requestDealUpload: defineRoute({
    ...contracts.requestDealUpload,
    handler: 'deals/handlers/request-upload.ts',
    errors: [404],
    access: follower,
    acts: 'operate',
    summary: 'A presigned POST for a deal document the caller may upload now (its panel’s file types, 10 MB)',
    permissions: ['table:read', 'table:write', 'bucket:write'],
  }),
  completeDealUpload: defineRoute({
    ...contracts.completeDealUpload,
    handler: 'deals/handlers/complete-upload.ts',
    errors: [404, 409],
    access: follower,
    acts: 'operate',
    summary: 'Verifies and hashes the uploaded file and records it as the next version of its document',
    permissions: ['table:read', 'table:write', 'bucket:read', 'bucket:write', 'bucket:delete'],
  }),
  releaseDealDocument: defineRoute({
    ...contracts.releaseDealDocument,
    handler: 'deals/handlers/release-document.ts',
    errors: [404, 409],
    access: trader,
    acts: 'approve',
    summary:
      "Releases a document held for the company's approval to the platform's review (not by its uploader)",
    // a release may open the next group, whose platform documents are generated and stored
    permissions: ['table:read', 'table:write', 'bucket:write'],
  }),
  refuseDealDocument: defineRoute({
    ...contracts.refuseDealDocument,
    handler: 'deals/handlers/refuse-document.ts',
    errors: [404, 409],
    access: trader,
    acts: 'approve',
    summary:
      "Refuses a document held for the company's approval, with a reason; its uploader uploads it again",
    permissions: ['table:read', 'table:write'],
  }),
  downloadDealDocument: defineRoute({
    ...contracts.downloadDealDocument,
    handler: 'deals/handlers/download-document.ts',
    errors: [404],
    access: follower,
    summary: 'A short-lived link to a deal document the caller may read',
    // a file stored under an older key that names its owner is served from an unlinkable copy
    permissions: ['table:read', 'bucket:read', 'bucket:write'],
  }),
  downloadPlatformDocument: defineRoute({
    ...contracts.downloadPlatformDocument,
    handler: 'deals/handlers/download-platform-document.ts',
    errors: [404],
    access: follower,
    summary:
      'A short-lived link to the latest issue of a platform document (SPA template, invoice, payment instructions)',
    permissions: ['table:read', 'bucket:read'],
  }),
  submitDealReview: defineRoute({
    ...contracts.submitDealReview,
    handler: 'deals/handlers/submit-review.ts',
    errors: [404],
    access: trader,
    acts: 'operate',
    summary:
      "The buyer's or the seller's review of the other party, once, within 14 days of the closing (admins: 403)",
    permissions: ['table:read', 'table:write'],
  }),
  reviewQueue: defineRoute({
    ...contracts.reviewQueue,
    handler: 'deals/handlers/review-queue.ts',
    access: admin,
    summary: 'Deal documents awaiting the platform’s review across all deals, oldest upload first',
    permissions: ['table:read'],
  }),
  adminDeals: defineRoute({
    ...contracts.adminDeals,
    handler: 'deals/handlers/admin-deals.ts',
    access: admin,
    summary:
      'Deal Management: every deal by tab (pending, ongoing, completed by progress), searched and paged, with the tab counts',
    // the deals replica lives in the container (see the marketplace's search routes)
    compute: { memoryMiB: 1769, timeoutSeconds: 29 },
    permissions: ['table:read'],
  }),
  mandateDeals: defineRoute({
    ...contracts.mandateDeals,
    handler: 'deals/handlers/mandate-deals.ts',
    access: mandate,
    summary:
      "The Mandate Dashboard: the deals the caller is attached to as a mandate (admins: the platform's newest) and their figures",
    permissions: ['table:read'],
  }),
  requestMandateAttachment: defineRoute({
    ...contracts.requestMandateAttachment,
    handler: 'deals/handlers/request-mandate-attachment.ts',
    errors: [404],
    access: mandate,
    acts: 'trade',
    summary:
      "A mandate asks a deal's buyer or seller (by the deal's Transaction ID) to attach it; one mandate per side, commissions within 100 %",
    permissions: ['table:read', 'table:write'],
  }),
  confirmMandate: defineRoute({
    ...contracts.confirmMandate,
    handler: 'deals/handlers/confirm-mandate.ts',
    errors: [404],
    access: trader,
    acts: 'operate',
    summary: "The party of the request's side attaches the mandate to the deal (read-only access)",
    permissions: ['table:read', 'table:write'],
  }),
  declineMandate: defineRoute({
    ...contracts.declineMandate,
    handler: 'deals/handlers/decline-mandate.ts',
    errors: [404],
    access: trader,
    acts: 'operate',
    summary: "The party of the request's side declines a mandate's request",
    permissions: ['table:read', 'table:write'],
  }),
};

export const dealsRoutes = domainRoutes('deals', dealsApi);
