import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { ZodObject, ZodType } from 'zod';
import { errorResponseSchema } from '@portal/contracts/platform';
import type { Access, DomainRoutes, RouteDeclaration } from '../http/route';

const accessText: Record<Access['kind'], string> = {
  public: 'Anyone (a token, when sent, identifies the caller)',
  authenticated: 'Any signed-in user',
  active: 'Signed-in users with an active account (admin, or an approved registration)',
  admin: 'Members of the admin group',
  roles: 'Active users holding one of the roles',
};

function describeAccess(access: Access): string {
  return access.kind === 'roles'
    ? `${accessText.roles}: ${access.roles.join(', ')} (admin passes)`
    : accessText[access.kind];
}

const errorContent = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorResponseSchema } },
});

function successStatus(route: RouteDeclaration): number {
  return route.method === 'POST' ? 201 : 200;
}

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
        tags: [domain.domain],
        summary: route.summary,
        description: `Access: ${describeAccess(route.access)}.`,
        ...(isPublic ? {} : { security: [{ [bearer.name]: [] }] }),
        request: {
          ...(route.body
            ? { body: { required: true, content: { 'application/json': { schema: route.body } } } }
            : {}),
          ...(route.query ? { query: route.query as ZodObject } : {}),
          ...(route.params ? { params: route.params as ZodObject } : {}),
        },
        responses: {
          [successStatus(route)]: {
            description: 'Success',
            ...(route.response
              ? { content: { 'application/json': { schema: route.response as ZodType } } }
              : {}),
          },
          ...(route.body || route.query || route.params
            ? { 400: errorContent('Invalid input; `field` names it') }
            : {}),
          ...(isPublic ? {} : { 401: errorContent('Missing, invalid or expired token') }),
          ...(route.access.kind === 'authenticated' || isPublic
            ? {}
            : { 403: errorContent('Not allowed for this user') }),
        },
      });
    }
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Commodity trading portal API',
      version: '1.0.0',
      description: 'Generated from functions/src/routes.ts. Errors are `{ message, field?, requestId }`.',
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
  });
}
