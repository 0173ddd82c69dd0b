import { reviewQueueSchema } from '../deals';
import { defineContract } from './contract';

/**
 * The platform's document review queue, a route of the deals domain in a module of its own: the admin
 * screens that show its count (packages/web/src/review-queue.ts) import only its schema (see ./deals.ts).
 */
export const reviewQueueContracts = {
  reviewQueue: defineContract({
    method: 'GET',
    path: '/admin/deal-documents/pending',
    response: reviewQueueSchema,
  }),
};
