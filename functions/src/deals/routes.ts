import { z } from 'zod';
import { downloadLinkSchema, uploadTicketSchema } from '@portal/contracts/account';
import { adminDealListQuerySchema, adminDealListSchema } from '@portal/contracts/admin-deals';
import { dashboardSchema } from '@portal/contracts/dashboard';
import { platformDocumentTypeIds } from '@portal/contracts/deal-stages';
import { dealReviewRequestSchema, dealReviewSchema } from '@portal/contracts/reviews';
import {
  mandateAttachRequestSchema,
  mandateAttachResponseSchema,
  mandateDashboardSchema,
} from '@portal/contracts/mandates';
import {
  dealCommandSchema,
  dealDetailSchema,
  dealListSchema,
  dealUploadRequestSchema,
  reviewQueueSchema,
} from '@portal/contracts/deals';
import { defineRoute, domainRoutes, type Access } from '../platform/http/route';

const id = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not an id');
const dealParams = z.object({ id });
const documentParams = z.object({ id, documentId: id });
const uploadParams = z.object({ id, uploadId: id });
const platformDocumentParams = z.object({ id, type: z.enum(platformDocumentTypeIds) });

/** A deal's parties are buyers and sellers; an admin passes every role check and sees every deal. */
const trader = { kind: 'roles', roles: ['buyer', 'seller'] } satisfies Access;
/**
 * Who may ask for a deal: its parties, and mandates, whom the use case admits only to deals they are
 * attached to (read-only: their commands, uploads and downloads are refused with 403).
 */
const follower = { kind: 'roles', roles: ['buyer', 'seller', 'mandate'] } satisfies Access;
const mandate = { kind: 'roles', roles: ['mandate'] } satisfies Access;
const mandateParams = z.object({ id, mandateId: id });
const admin = { kind: 'admin' } as const;

/**
 * The deals: the caller's deals, one deal as its viewer may see it (with the actions the state machine
 * allows that viewer now), the commands that move it, its documents and the platform's review queue.
 * A deal the caller has no part in answers 404, as if it did not exist.
 */
export const dealsApi = {
  getDashboard: defineRoute({
    method: 'GET',
    path: '/dashboard',
    handler: 'deals/handlers/get-dashboard.ts',
    access: trader,
    summary:
      "The Dashboard's figures for the caller: their deals by Deal Flow column, their rating and review count, this month's inquiries against the limit",
    response: dashboardSchema,
    permissions: ['table:read'],
  }),
  listDeals: defineRoute({
    method: 'GET',
    path: '/deals',
    handler: 'deals/handlers/list-deals.ts',
    access: follower,
    summary: "The caller's deals, most recently changed first (admins: the newest deals of the platform)",
    response: dealListSchema,
    permissions: ['table:read'],
  }),
  getDeal: defineRoute({
    method: 'GET',
    path: '/deals/{id}',
    handler: 'deals/handlers/get-deal.ts',
    errors: [404],
    access: follower,
    summary: 'One deal as the caller may see it: stage, documents, history and the actions allowed now',
    params: dealParams,
    response: dealDetailSchema,
    permissions: ['table:read'],
  }),
  runDealCommand: defineRoute({
    method: 'POST',
    path: '/deals/{id}/commands',
    handler: 'deals/handlers/run-command.ts',
    idempotent: true,
    errors: [404],
    access: follower,
    summary: "A party's or the platform's step in the deal (the state machine refuses one out of turn: 409)",
    params: dealParams,
    body: dealCommandSchema,
    response: dealDetailSchema,
    permissions: ['table:read', 'table:write', 'bucket:write'],
  }),
  requestDealUpload: defineRoute({
    method: 'POST',
    path: '/deals/{id}/uploads',
    handler: 'deals/handlers/request-upload.ts',
    status: 201,
    idempotent: true,
    errors: [404],
    access: follower,
    summary: 'A presigned POST for a deal document the caller may upload now (its panel’s file types, 10 MB)',
    params: dealParams,
    body: dealUploadRequestSchema,
    response: uploadTicketSchema,
    permissions: ['table:read', 'table:write', 'bucket:write'],
  }),
  completeDealUpload: defineRoute({
    method: 'POST',
    path: '/deals/{id}/uploads/{uploadId}/complete',
    handler: 'deals/handlers/complete-upload.ts',
    status: 201,
    idempotent: true,
    errors: [404],
    access: follower,
    summary: 'Verifies and hashes the uploaded file and records it as the next version of its document',
    params: uploadParams,
    response: dealDetailSchema,
    permissions: ['table:read', 'table:write', 'bucket:read', 'bucket:write', 'bucket:delete'],
  }),
  downloadDealDocument: defineRoute({
    method: 'GET',
    path: '/deals/{id}/documents/{documentId}/download',
    handler: 'deals/handlers/download-document.ts',
    errors: [404],
    access: follower,
    summary: 'A short-lived link to a deal document the caller may read',
    params: documentParams,
    response: downloadLinkSchema,
    permissions: ['table:read', 'bucket:read'],
  }),
  downloadPlatformDocument: defineRoute({
    method: 'GET',
    path: '/deals/{id}/platform-documents/{type}/download',
    handler: 'deals/handlers/download-platform-document.ts',
    errors: [404],
    access: follower,
    summary:
      'A short-lived link to the latest issue of a platform document (SPA template, invoice, payment instructions)',
    params: platformDocumentParams,
    response: downloadLinkSchema,
    permissions: ['table:read', 'bucket:read'],
  }),
  submitDealReview: defineRoute({
    method: 'POST',
    path: '/deals/{id}/reviews',
    handler: 'deals/handlers/submit-review.ts',
    status: 201,
    idempotent: true,
    errors: [404],
    access: trader,
    summary:
      "The buyer's or the seller's review of the other party, once, within 14 days of the closing (admins: 403)",
    params: dealParams,
    body: dealReviewRequestSchema,
    response: dealReviewSchema,
    permissions: ['table:read', 'table:write'],
  }),
  reviewQueue: defineRoute({
    method: 'GET',
    path: '/admin/deal-documents/pending',
    handler: 'deals/handlers/review-queue.ts',
    access: admin,
    summary: 'Deal documents awaiting the platform’s review across all deals, oldest upload first',
    response: reviewQueueSchema,
    permissions: ['table:read'],
  }),
  adminDeals: defineRoute({
    method: 'GET',
    path: '/admin/deals',
    handler: 'deals/handlers/admin-deals.ts',
    access: admin,
    summary:
      'Deal Management: every deal by tab (pending, ongoing, completed by progress), searched and paged, with the tab counts',
    query: adminDealListQuerySchema,
    response: adminDealListSchema,
    // the deals replica lives in the container (see the marketplace's search routes)
    compute: { memoryMiB: 1769, timeoutSeconds: 29 },
    permissions: ['table:read'],
  }),
  mandateDeals: defineRoute({
    method: 'GET',
    path: '/mandate/deals',
    handler: 'deals/handlers/mandate-deals.ts',
    access: mandate,
    summary:
      "The Mandate Dashboard: the deals the caller is attached to as a mandate (admins: the platform's newest) and their figures",
    response: mandateDashboardSchema,
    permissions: ['table:read'],
  }),
  requestMandateAttachment: defineRoute({
    method: 'POST',
    path: '/mandate/attachments',
    handler: 'deals/handlers/request-mandate-attachment.ts',
    status: 201,
    idempotent: true,
    errors: [404],
    access: mandate,
    summary:
      "A mandate asks a deal's buyer or seller (by the deal's Transaction ID) to attach it; one mandate per side, commissions within 100 %",
    body: mandateAttachRequestSchema,
    response: mandateAttachResponseSchema,
    permissions: ['table:read', 'table:write'],
  }),
  confirmMandate: defineRoute({
    method: 'POST',
    path: '/deals/{id}/mandates/{mandateId}/confirm',
    handler: 'deals/handlers/confirm-mandate.ts',
    idempotent: true,
    errors: [404],
    access: trader,
    summary: "The party of the request's side attaches the mandate to the deal (read-only access)",
    params: mandateParams,
    response: dealDetailSchema,
    permissions: ['table:read', 'table:write'],
  }),
  declineMandate: defineRoute({
    method: 'POST',
    path: '/deals/{id}/mandates/{mandateId}/decline',
    handler: 'deals/handlers/decline-mandate.ts',
    idempotent: true,
    errors: [404],
    access: trader,
    summary: "The party of the request's side declines a mandate's request",
    params: mandateParams,
    response: dealDetailSchema,
    permissions: ['table:read', 'table:write'],
  }),
};

export const dealsRoutes = domainRoutes('deals', dealsApi);
