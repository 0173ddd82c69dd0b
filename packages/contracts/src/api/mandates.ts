import { mandateAttachRequestSchema, mandateAttachResponseSchema, mandateDashboardSchema } from '../mandates';
import { defineContract } from './contract';

/**
 * The Mandate Dashboard's routes, of the deals domain, in a module of their own so that page imports
 * only the mandates' schemas (see ./deals.ts). A party's answer to a mandate's request answers the
 * deal, so confirm and decline are deal routes.
 */
export const mandateContracts = {
  mandateDeals: defineContract({ method: 'GET', path: '/mandate/deals', response: mandateDashboardSchema }),
  requestMandateAttachment: defineContract({
    method: 'POST',
    path: '/mandate/attachments',
    status: 201,
    idempotent: true,
    body: mandateAttachRequestSchema,
    response: mandateAttachResponseSchema,
  }),
};
