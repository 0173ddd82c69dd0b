import { z } from 'zod';
import { downloadLinkSchema, uploadTicketSchema } from '../account';
import { adminDealListQuerySchema, adminDealListSchema } from '../admin-deals';
import { platformDocumentTypeIds } from '../deal-stages';
import {
  dealCommandSchema,
  dealDetailSchema,
  dealListQuerySchema,
  dealListSchema,
  dealUploadRequestSchema,
} from '../deals';
import { dealReviewRequestSchema, dealReviewSchema } from '../reviews';
import { defineContract } from './contract';
import { dashboardContracts } from './dashboard';
import { mandateContracts } from './mandates';
import { reviewQueueContracts } from './review-queue';

const id = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not an id');
const dealParams = z.object({ id });
const documentParams = z.object({ id, documentId: id });
const uploadParams = z.object({ id, uploadId: id });
const platformDocumentParams = z.object({ id, type: z.enum(platformDocumentTypeIds) });
const mandateParams = z.object({ id, mandateId: id });

/**
 * The deals domain's routes: the caller's deals, one deal, the commands that move it, its documents
 * and reviews, Deal Management, and from modules of their own (for the pages that need only them) the
 * platform's review queue, the mandates' requests and the Dashboard's figures.
 */
export const dealsContracts = {
  ...dashboardContracts,
  listDeals: defineContract({
    method: 'GET',
    path: '/deals',
    query: dealListQuerySchema,
    response: dealListSchema,
  }),
  getDeal: defineContract({
    method: 'GET',
    path: '/deals/{id}',
    params: dealParams,
    response: dealDetailSchema,
  }),
  runDealCommand: defineContract({
    method: 'POST',
    path: '/deals/{id}/commands',
    idempotent: true,
    params: dealParams,
    body: dealCommandSchema,
    response: dealDetailSchema,
  }),
  requestDealUpload: defineContract({
    method: 'POST',
    path: '/deals/{id}/uploads',
    status: 201,
    idempotent: true,
    params: dealParams,
    body: dealUploadRequestSchema,
    response: uploadTicketSchema,
  }),
  completeDealUpload: defineContract({
    method: 'POST',
    path: '/deals/{id}/uploads/{uploadId}/complete',
    status: 201,
    idempotent: true,
    params: uploadParams,
    response: dealDetailSchema,
  }),
  releaseDealDocument: defineContract({
    method: 'POST',
    path: '/deals/{id}/documents/{documentId}/release',
    idempotent: true,
    params: documentParams,
    response: dealDetailSchema,
  }),
  refuseDealDocument: defineContract({
    method: 'POST',
    path: '/deals/{id}/documents/{documentId}/refuse',
    idempotent: true,
    params: documentParams,
    body: z
      .object({
        reason: z.string().trim().min(1, 'Please give a reason for refusing the document.').max(1000),
      })
      .strict(),
    response: dealDetailSchema,
  }),
  downloadDealDocument: defineContract({
    method: 'GET',
    path: '/deals/{id}/documents/{documentId}/download',
    params: documentParams,
    response: downloadLinkSchema,
  }),
  downloadPlatformDocument: defineContract({
    method: 'GET',
    path: '/deals/{id}/platform-documents/{type}/download',
    params: platformDocumentParams,
    response: downloadLinkSchema,
  }),
  submitDealReview: defineContract({
    method: 'POST',
    path: '/deals/{id}/reviews',
    status: 201,
    idempotent: true,
    params: dealParams,
    body: dealReviewRequestSchema,
    response: dealReviewSchema,
  }),
  ...reviewQueueContracts,
  adminDeals: defineContract({
    method: 'GET',
    path: '/admin/deals',
    query: adminDealListQuerySchema,
    response: adminDealListSchema,
  }),
  ...mandateContracts,
  confirmMandate: defineContract({
    method: 'POST',
    path: '/deals/{id}/mandates/{mandateId}/confirm',
    idempotent: true,
    params: mandateParams,
    response: dealDetailSchema,
  }),
  declineMandate: defineContract({
    method: 'POST',
    path: '/deals/{id}/mandates/{mandateId}/decline',
    idempotent: true,
    params: mandateParams,
    response: dealDetailSchema,
  }),
};
