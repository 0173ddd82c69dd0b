import type { ZodType } from 'zod';

/**
 * Who may call a route. The server enforces it (principle 3), the same rules as the shell's guards:
 * - public: anyone, no token
 * - authenticated: any signed-in user, active or not (e.g. GET /me, /my-account screens)
 * - active: signed-in and active (admin, or an approved registration)
 * - admin: member of the Cognito admin group
 * - roles: active and holding at least one of the roles (admin passes)
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'active' }
  | { kind: 'admin' }
  | { kind: 'roles'; roles: Array<'buyer' | 'seller' | 'mandate'> };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API route, declared once. The CDK API stack and the local gateway are both built from these
 * declarations, and the OpenAPI document is generated from them.
 */
export interface RouteDeclaration {
  method: HttpMethod;
  /** API Gateway HTTP API path, e.g. `/me` or `/documents/{id}` */
  path: string;
  /** Handler module relative to `functions/src`, exporting `handler` (e.g. `platform/handlers/get-me.ts`). */
  handler: string;
  access: Access;
  summary: string;
  /** zod schemas for the OpenAPI document (the handler validates with the same schemas). */
  body?: ZodType;
  query?: ZodType;
  /** Path parameters (`{id}` segments), validated like the body. */
  params?: ZodType;
  response?: ZodType;
  /** AWS permissions the function needs, so each function gets only what it uses (least privilege). */
  permissions: Array<
    'table:read' | 'table:write' | 'bucket:read' | 'bucket:write' | 'bucket:delete' | 'cognito:admin'
  >;
}

/** A domain groups routes deployed together as one API stack. */
export interface DomainRoutes {
  domain: 'platform' | 'account' | 'admin' | 'marketplace' | 'deals';
  routes: RouteDeclaration[];
}

/** Keeps a declaration's literal types (schemas, access kind) so its handler gets typed input. */
export function defineRoute<const R extends RouteDeclaration>(route: R): R {
  return route;
}
