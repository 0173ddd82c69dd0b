import { z } from 'zod';
import { meResponseSchema } from '@portal/contracts/me';
import {
  contactRequestSchema,
  contactResponseSchema,
  healthResponseSchema,
} from '@portal/contracts/platform';
import { defineRoute, domainRoutes } from './http/route';

/** The platform domain: who am I, is the platform up, Contact Us, and the API's own description. */
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
