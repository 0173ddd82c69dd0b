import { z } from 'zod';
import { downloadLinkSchema, uploadTicketSchema } from '@portal/contracts/account';
import { platformDocumentTypeIds } from '@portal/contracts/deal-stages';
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
const admin = { kind: 'admin' } as const;

/**
 * The deals: the caller's deals, one deal as its viewer may see it (with the actions the state machine
 * allows that viewer now), the commands that move it, its documents and the platform's review queue.
 * A deal the caller has no part in answers 404, as if it did not exist.
 */
export const dealsApi = {
  listDeals: defineRoute({
    method: 'GET',
    path: '/deals',
    handler: 'deals/handlers/list-deals.ts',
    access: trader,
    summary: "The caller's deals, most recently changed first (admins: the newest deals of the platform)",
    response: dealListSchema,
    permissions: ['table:read'],
  }),
  getDeal: defineRoute({
    method: 'GET',
    path: '/deals/{id}',
    handler: 'deals/handlers/get-deal.ts',
    errors: [404],
    access: trader,
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
    access: trader,
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
    access: trader,
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
    access: trader,
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
    access: trader,
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
    access: trader,
    summary:
      'A short-lived link to the latest issue of a platform document (SPA template, invoice, payment instructions)',
    params: platformDocumentParams,
    response: downloadLinkSchema,
    permissions: ['table:read', 'bucket:read'],
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
};

export const dealsRoutes = domainRoutes('deals', dealsApi);
