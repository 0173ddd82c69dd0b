import { z } from 'zod';
import { activityListSchema, activityQuerySchema } from '@portal/contracts/dashboard';
import { meResponseSchema } from '@portal/contracts/me';
import {
  contactRequestSchema,
  contactResponseSchema,
  healthResponseSchema,
} from '@portal/contracts/platform';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
} from '@portal/contracts/notifications';
import { defineRoute, domainRoutes } from './http/route';

const notificationParams = z.object({ id: z.string().trim().min(1).max(100) }).strict();

/**
 * The platform domain: who am I, is the platform up, Contact Us, the caller's notifications, and the
 * API's own description.
 */
export const platformApi = {
  getMe: defineRoute({
    method: 'GET',
    path: '/me',
    handler: 'platform/handlers/get-me.ts',
    errors: [404],
    access: { kind: 'authenticated' },
    summary:
      'The signed-in user: profile, roles, admin flag, account status and registration status per type',
    response: meResponseSchema,
    permissions: ['table:read'],
  }),
  getHealth: defineRoute({
    method: 'GET',
    path: '/health',
    handler: 'platform/handlers/get-health.ts',
    reportsUnavailable: true,
    access: { kind: 'public' },
    summary: 'API, database and authentication checks (operational / degraded / down)',
    response: healthResponseSchema,
    permissions: ['table:read'],
  }),
  postContact: defineRoute({
    method: 'POST',
    path: '/contact',
    handler: 'platform/handlers/post-contact.ts',
    status: 201,
    idempotent: true,
    rateLimit: 'publicWrite',
    access: { kind: 'public' },
    summary: 'Stores a Contact Us message (the sender is recorded when signed in)',
    body: contactRequestSchema,
    response: contactResponseSchema,
    permissions: ['table:read', 'table:write'],
  }),
  // any signed-in user, active or not: an applicant is told of the review of a registration
  listActivities: defineRoute({
    method: 'GET',
    path: '/activities',
    handler: 'platform/handlers/list-activities.ts',
    access: { kind: 'authenticated' },
    summary:
      "The caller's own recent actions (My Recent Activities), newest first, five at a time, optionally searched",
    query: activityQuerySchema,
    response: activityListSchema,
    permissions: ['table:read'],
  }),
  listNotifications: defineRoute({
    method: 'GET',
    path: '/notifications',
    handler: 'platform/handlers/list-notifications.ts',
    access: { kind: 'authenticated' },
    summary:
      "The caller's notifications, newest first, a page at a time, with the unread count (at most 100)",
    query: notificationListQuerySchema,
    response: notificationListResponseSchema,
    permissions: ['table:read'],
  }),
  readNotification: defineRoute({
    method: 'POST',
    path: '/notifications/{id}/read',
    handler: 'platform/handlers/read-notification.ts',
    idempotent: true,
    errors: [404],
    access: { kind: 'authenticated' },
    summary: "Marks one of the caller's notifications read (again: no change)",
    params: notificationParams,
    response: notificationReadResponseSchema,
    permissions: ['table:read', 'table:write'],
  }),
  readAllNotifications: defineRoute({
    method: 'POST',
    path: '/notifications/read-all',
    handler: 'platform/handlers/read-all-notifications.ts',
    idempotent: true,
    access: { kind: 'authenticated' },
    summary: 'Marks every unread notification of the caller read: how many were',
    response: notificationsReadAllResponseSchema,
    permissions: ['table:read', 'table:write'],
  }),
  getOpenApi: defineRoute({
    method: 'GET',
    path: '/openapi.json',
    handler: 'platform/handlers/get-openapi.ts',
    access: { kind: 'public' },
    summary: 'This API described as OpenAPI 3.1, generated from the route declarations',
    response: z.record(z.string(), z.unknown()),
    permissions: [],
  }),
};

export const platformRoutes = domainRoutes('platform', platformApi);
