import { z } from 'zod';
import { activityListSchema, activityQuerySchema } from '../dashboard';
import { meResponseSchema } from '../me';
import {
  clientErrorReceiptSchema,
  clientErrorReportSchema,
  contactRequestSchema,
  contactResponseSchema,
  healthResponseSchema,
  termsOfUseSchema,
} from '../platform';
import { defineContract } from './contract';
import { notificationContracts } from './notifications';

/**
 * The platform's routes: who am I, is the platform up, Contact Us, the caller's activities, the
 * notifications (from their own module, for the shell's boot) and the API's description.
 */
export const platformContracts = {
  getMe: defineContract({ method: 'GET', path: '/me', response: meResponseSchema }),
  getHealth: defineContract({ method: 'GET', path: '/health', response: healthResponseSchema }),
  postContact: defineContract({
    method: 'POST',
    path: '/contact',
    status: 201,
    idempotent: true,
    body: contactRequestSchema,
    response: contactResponseSchema,
  }),
  reportClientError: defineContract({
    method: 'POST',
    path: '/client-errors',
    idempotent: true,
    body: clientErrorReportSchema,
    response: clientErrorReceiptSchema,
  }),
  getTerms: defineContract({ method: 'GET', path: '/terms', response: termsOfUseSchema }),
  listActivities: defineContract({
    method: 'GET',
    path: '/activities',
    query: activityQuerySchema,
    response: activityListSchema,
  }),
  ...notificationContracts,
  getOpenApi: defineContract({
    method: 'GET',
    path: '/openapi.json',
    response: z.record(z.string(), z.unknown()),
  }),
};
