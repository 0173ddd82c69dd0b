import { platformContracts as contracts } from '@portal/contracts/api/platform';
import { defineRoute, domainRoutes } from './http/route';

/**
 * The platform domain: who am I, is the platform up, Contact Us, the caller's notifications, and the
 * API's own description and reference.
 */
export const platformApi = {
  getMe: defineRoute({
    ...contracts.getMe,
    handler: 'platform/portal/handlers/get-me.ts',
    errors: [404],
    access: { kind: 'authenticated' },
    summary:
      'The signed-in user: profile, roles, admin flag, account status and registration status per type',
    permissions: ['table:read'],
  }),
  getHealth: defineRoute({
    ...contracts.getHealth,
    handler: 'platform/portal/handlers/get-health.ts',
    reportsUnavailable: true,
    access: { kind: 'public' },
    summary: 'API, database and authentication checks (operational / degraded / down)',
    permissions: ['table:read'],
  }),
  postContact: defineRoute({
    ...contracts.postContact,
    handler: 'platform/portal/handlers/post-contact.ts',
    rateLimit: 'publicWrite',
    access: { kind: 'public' },
    summary: 'Stores a Contact Us message (the sender is recorded when signed in)',
    permissions: ['table:read', 'table:write'],
  }),
  reportClientError: defineRoute({
    ...contracts.reportClientError,
    handler: 'platform/portal/handlers/report-client-error.ts',
    rateLimit: 'publicWrite',
    access: { kind: 'public' },
    summary:
      "Logs an error the browser met (a remote that did not load, an unhandled error or rejection), with the caller's id when signed in",
    // the rate limit's counters
    permissions: ['table:read', 'table:write'],
  }),
  getTerms: defineRoute({
    ...contracts.getTerms,
    handler: 'platform/terms/handlers/get-terms.ts',
    access: { kind: 'public' },
    summary: 'The terms of use in force (version, text, publication date), which a sign-up accepts',
    permissions: ['table:read'],
  }),
  // any signed-in user, active or not: an applicant is told of the review of a registration
  listActivities: defineRoute({
    ...contracts.listActivities,
    handler: 'platform/activity/handlers/list-activities.ts',
    access: { kind: 'authenticated' },
    summary:
      "The caller's own recent actions (My Recent Activities), newest first, five at a time, optionally searched",
    permissions: ['table:read'],
  }),
  listNotifications: defineRoute({
    ...contracts.listNotifications,
    handler: 'platform/notifications/handlers/list-notifications.ts',
    access: { kind: 'authenticated' },
    summary:
      "The caller's notifications, newest first, a page at a time, with the unread count (at most 100)",
    permissions: ['table:read'],
  }),
  readNotification: defineRoute({
    ...contracts.readNotification,
    handler: 'platform/notifications/handlers/read-notification.ts',
    errors: [404],
    access: { kind: 'authenticated' },
    acts: 'self',
    summary: "Marks one of the caller's notifications read (again: no change)",
    permissions: ['table:read', 'table:write'],
  }),
  readAllNotifications: defineRoute({
    ...contracts.readAllNotifications,
    handler: 'platform/notifications/handlers/read-all-notifications.ts',
    access: { kind: 'authenticated' },
    acts: 'self',
    summary: 'Marks every unread notification of the caller read: how many were',
    permissions: ['table:read', 'table:write'],
  }),
  getOpenApi: defineRoute({
    ...contracts.getOpenApi,
    handler: 'platform/portal/handlers/get-openapi.ts',
    access: { kind: 'public' },
    summary: 'This API described as OpenAPI 3.1, generated from the route declarations',
    permissions: [],
  }),
  // Pages for people, which the web client never calls: declared here only, with no contract.
  getDocs: defineRoute({
    method: 'GET',
    path: '/docs',
    handler: 'platform/portal/handlers/get-docs.ts',
    access: { kind: 'public' },
    summary: "This API's reference: an HTML page (Redoc) rendering /openapi.json",
    permissions: [],
  }),
  getDocsScript: defineRoute({
    method: 'GET',
    path: '/docs/redoc.standalone.js',
    handler: 'platform/portal/handlers/get-docs-script.ts',
    access: { kind: 'public' },
    summary: "The reference page's script (Redoc), served by the API so that the page needs no CDN",
    permissions: [],
  }),
};

export const platformRoutes = domainRoutes('platform', platformApi);
