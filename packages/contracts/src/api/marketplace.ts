import { z } from 'zod';
import { downloadLinkSchema, uploadTicketSchema } from '../account';
import {
  inquiryAcceptResultSchema,
  inquiryListSchema,
  inquirySchema,
  itemCreateSchemas,
  itemStatusChangeSchema,
  itemUpdateSchemas,
  listingInquirySchema,
  marketFileSchema,
  marketItemDetailSchema,
  marketSearchQuerySchema,
  marketSearchResultSchema,
  marketUploadRequestSchema,
  moderationQueueSchema,
  moderationRejectSchema,
  ownerItemSchema,
  ownerListQuerySchema,
  ownerListSchema,
  requestInquirySchema,
  sentInquiriesSchema,
} from '../marketplace';
import { counterOfferSchema, declineMoveSchema, roundMoveSchema } from '../negotiation';
import { matchListSchema } from '../matching';
import {
  savedSearchCreateSchema,
  savedSearchListSchema,
  savedSearchRenameSchema,
  savedSearchSchema,
} from '../saved-searches';
import { defineContract } from './contract';

const id = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not an id');
const idParams = z.object({ id });
const uploadParams = z.object({ uploadId: id });
const kindParams = z.object({ kind: z.enum(['listings', 'requests']), id });

/**
 * The marketplace's routes: search, listings and requests, their files, the owner's lists, inquiries
 * and moderation.
 */
export const marketplaceContracts = {
  // ---- Search (the search read models) ----
  searchListings: defineContract({
    method: 'GET',
    path: '/marketplace/listings',
    query: marketSearchQuerySchema,
    response: marketSearchResultSchema,
  }),
  searchRequests: defineContract({
    method: 'GET',
    path: '/marketplace/requests',
    query: marketSearchQuerySchema,
    response: marketSearchResultSchema,
  }),

  // ---- Items ----
  createListing: defineContract({
    method: 'POST',
    path: '/marketplace/listings',
    status: 201,
    idempotent: true,
    body: itemCreateSchemas.listing,
    response: ownerItemSchema,
  }),
  createRequest: defineContract({
    method: 'POST',
    path: '/marketplace/requests',
    status: 201,
    idempotent: true,
    body: itemCreateSchemas.request,
    response: ownerItemSchema,
  }),
  getItem: defineContract({
    method: 'GET',
    path: '/marketplace/{kind}/{id}',
    params: kindParams,
    response: marketItemDetailSchema,
  }),
  updateListing: defineContract({
    method: 'PUT',
    path: '/marketplace/listings/{id}',
    idempotent: true,
    params: idParams,
    body: itemUpdateSchemas.listing,
    response: ownerItemSchema,
  }),
  updateRequest: defineContract({
    method: 'PUT',
    path: '/marketplace/requests/{id}',
    idempotent: true,
    params: idParams,
    body: itemUpdateSchemas.request,
    response: ownerItemSchema,
  }),
  setItemStatus: defineContract({
    method: 'POST',
    path: '/marketplace/{kind}/{id}/status',
    idempotent: true,
    params: kindParams,
    body: itemStatusChangeSchema,
    response: ownerItemSchema,
  }),
  myListings: defineContract({
    method: 'GET',
    path: '/my/listings',
    query: ownerListQuerySchema,
    response: ownerListSchema,
  }),
  myRequests: defineContract({
    method: 'GET',
    path: '/my/requests',
    query: ownerListQuerySchema,
    response: ownerListSchema,
  }),

  // ---- Files (FCO terms, product specifications) ----
  requestMarketUpload: defineContract({
    method: 'POST',
    path: '/marketplace/uploads',
    status: 201,
    idempotent: true,
    body: marketUploadRequestSchema,
    response: uploadTicketSchema,
  }),
  completeMarketUpload: defineContract({
    method: 'POST',
    path: '/marketplace/uploads/{uploadId}/complete',
    status: 201,
    idempotent: true,
    params: uploadParams,
    response: marketFileSchema,
  }),
  downloadFile: defineContract({
    method: 'GET',
    path: '/marketplace/files/{id}/download',
    params: idParams,
    response: downloadLinkSchema,
  }),

  // ---- Inquiries ----
  inquireListing: defineContract({
    method: 'POST',
    path: '/marketplace/listings/{id}/inquiries',
    status: 201,
    idempotent: true,
    params: idParams,
    body: listingInquirySchema,
    response: inquirySchema,
  }),
  inquireRequest: defineContract({
    method: 'POST',
    path: '/marketplace/requests/{id}/inquiries',
    status: 201,
    idempotent: true,
    params: idParams,
    body: requestInquirySchema,
    response: inquirySchema,
  }),
  itemInquiries: defineContract({
    method: 'GET',
    path: '/marketplace/{kind}/{id}/inquiries',
    params: kindParams,
    response: inquiryListSchema,
  }),
  mySavedSearches: defineContract({
    method: 'GET',
    path: '/marketplace/saved-searches',
    response: savedSearchListSchema,
  }),
  saveSearch: defineContract({
    method: 'POST',
    path: '/marketplace/saved-searches',
    status: 201,
    idempotent: true,
    body: savedSearchCreateSchema,
    response: savedSearchSchema,
  }),
  renameSavedSearch: defineContract({
    method: 'PATCH',
    path: '/marketplace/saved-searches/{id}',
    idempotent: true,
    params: idParams,
    body: savedSearchRenameSchema,
    response: savedSearchSchema,
  }),
  deleteSavedSearch: defineContract({
    method: 'DELETE',
    path: '/marketplace/saved-searches/{id}',
    status: 204,
    idempotent: true,
    params: idParams,
  }),
  itemMatches: defineContract({
    method: 'GET',
    path: '/marketplace/{kind}/{id}/matches',
    params: kindParams,
    response: matchListSchema,
  }),
  sentInquiries: defineContract({
    method: 'GET',
    path: '/marketplace/inquiries/sent',
    response: sentInquiriesSchema,
  }),
  acceptInquiry: defineContract({
    method: 'POST',
    path: '/marketplace/inquiries/{id}/accept',
    idempotent: true,
    params: idParams,
    body: roundMoveSchema,
    response: inquiryAcceptResultSchema,
  }),
  declineInquiry: defineContract({
    method: 'POST',
    path: '/marketplace/inquiries/{id}/decline',
    idempotent: true,
    params: idParams,
    body: declineMoveSchema,
    response: inquirySchema,
  }),
  counterOffer: defineContract({
    method: 'POST',
    path: '/marketplace/inquiries/{id}/counter',
    idempotent: true,
    params: idParams,
    body: counterOfferSchema,
    response: inquirySchema,
  }),
  withdrawOffer: defineContract({
    method: 'POST',
    path: '/marketplace/inquiries/{id}/withdraw',
    idempotent: true,
    params: idParams,
    body: roundMoveSchema,
    response: inquirySchema,
  }),

  // ---- Moderation ----
  moderationQueue: defineContract({
    method: 'GET',
    path: '/admin/marketplace/pending',
    response: moderationQueueSchema,
  }),
  approveItem: defineContract({
    method: 'POST',
    path: '/admin/marketplace/{kind}/{id}/approve',
    idempotent: true,
    params: kindParams,
    response: ownerItemSchema,
  }),
  rejectItem: defineContract({
    method: 'POST',
    path: '/admin/marketplace/{kind}/{id}/reject',
    idempotent: true,
    params: kindParams,
    body: moderationRejectSchema,
    response: ownerItemSchema,
  }),
};
