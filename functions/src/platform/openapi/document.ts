import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { z, type ZodObject, type ZodType } from 'zod';
import { errorResponseSchema } from '@portal/contracts/platform';
import { unavailableMessage } from '../http/faults';
import { idempotencyKeyPattern, idempotencyWindowSeconds } from '../http/idempotency';
import { rateLimitMessage } from '../http/rate-limit';
import { successStatusOf, type Access, type DomainRoutes, type ListedRoute } from '../http/route';
import { apiTitle } from './info';

const accessText: Record<Access['kind'], string> = {
  public: 'Anyone (a token, when sent, identifies the caller)',
  authenticated: 'Any signed-in user',
  invitee: 'Any signed-in user, also one whose company membership ended',
  active: 'Signed-in users with an active account (admin, or an approved registration)',
  admin: 'Members of the admin group',
  roles: 'Active users holding one of the roles',
};

function describeAccess(access: Access, acts: ListedRoute['acts']): string {
  const who =
    access.kind === 'roles'
      ? `${accessText.roles}: ${access.roles.join(', ')} (admin passes)`
      : accessText[access.kind];
  return acts ? `${who}; company members whose role may ${acts}` : who;
}

const errorContent = (description: string, headers?: ZodObject) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: errorResponseSchema } },
});

const retryAfter = z.object({
  'Retry-After': z.number().int().min(1).describe('Seconds to wait before trying again'),
});

const idempotencyHeaders = z.object({
  'Idempotency-Key': z
    .string()
    .regex(idempotencyKeyPattern)
    .optional()
    .describe(
      `One key per user action (e.g. a UUID). A retry with the same key and request gets the first answer (header \`idempotent-replayed: true\`) for ${idempotencyWindowSeconds / 3600} h; the same key with a different request is refused (422).`,
    ),
});

/** Every refusal a route can give, derived from its declaration (see RouteDeclaration). */
function errorResponses(route: ListedRoute) {
  const isPublic = route.access.kind === 'public';
  const usesDependencies = route.permissions.length > 0 && !route.reportsUnavailable;
  const conflicts = route.idempotent || route.errors?.includes(409);
  return {
    ...(route.body || route.query || route.params || route.idempotent
      ? { 400: errorContent('Invalid input; `field` names it') }
      : {}),
    ...(isPublic ? {} : { 401: errorContent('Missing, invalid or expired token') }),
    ...((route.access.kind === 'authenticated' && !route.acts) || route.access.kind === 'invitee' || isPublic
      ? {}
      : { 403: errorContent('Not allowed for this user') }),
    ...(route.errors?.includes(404) ? { 404: errorContent('Not found') } : {}),
    ...(conflicts
      ? {
          409: errorContent(
            'Changed by someone else meanwhile, not allowed in its current state, or a request with the same Idempotency-Key is still running',
          ),
        }
      : {}),
    ...(route.idempotent
      ? { 422: errorContent('The Idempotency-Key was already used for a different request') }
      : {}),
    ...(route.rateLimit ? { 429: errorContent(rateLimitMessage, retryAfter) } : {}),
    ...(usesDependencies ? { 503: errorContent(unavailableMessage, retryAfter) } : {}),
  };
}

const successDescription = { 200: 'Success', 201: 'Created', 204: 'Done (no content)' } as const;

/**
 * The API described once: an OpenAPI 3.1 document generated from the route declarations and the
 * zod schemas the handlers validate with. Served at GET /openapi.json and written at build.
 */
export function buildOpenApiDocument(domains: DomainRoutes[], serverUrl?: string) {
  const registry = new OpenAPIRegistry();
  const bearer = registry.registerComponent('securitySchemes', 'cognitoAccessToken', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A Cognito access token of the portal user pool',
  });
  for (const domain of domains) {
    for (const route of domain.routes) {
      const isPublic = route.access.kind === 'public';
      registry.registerPath({
        method: route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete',
        path: route.path,
        ...(route.operationId ? { operationId: route.operationId } : {}),
        tags: [domain.domain],
        summary: route.summary,
        description: `Access: ${describeAccess(route.access, route.acts)}.`,
        security: isPublic ? [] : [{ [bearer.name]: [] }],
        request: {
          ...(route.idempotent ? { headers: idempotencyHeaders } : {}),
          ...(route.body
            ? { body: { required: true, content: { 'application/json': { schema: route.body } } } }
            : {}),
          ...(route.query ? { query: route.query as ZodObject } : {}),
          ...(route.params ? { params: route.params as ZodObject } : {}),
        },
        responses: {
          [successStatusOf(route)]: {
            description: successDescription[successStatusOf(route)],
            ...(route.response && successStatusOf(route) !== 204
              ? { content: { 'application/json': { schema: route.response as ZodType } } }
              : {}),
          },
          ...errorResponses(route),
        },
      });
    }
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: apiTitle,
      version: '1.0.0',
      license: { name: 'Proprietary' },
      description:
        'Generated from functions/src/routes.ts; rendered for reading at `/docs`. Errors are `{ message, field?, requestId }`.',
    },
    // the written document (build) names no host: its paths are relative to wherever the API is served
    servers: [{ url: serverUrl ?? '/' }],
  });
}
