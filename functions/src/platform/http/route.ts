import type { ApiContract, HttpMethod, SuccessStatus } from '@portal/contracts/api/contract';
import type { CompanyRight } from '@portal/contracts/company-roles';

export type { HttpMethod, SuccessStatus };

/**
 * Who may call a route. The server enforces it (the client is never trusted), the same rules as the shell's guards:
 * - public: anyone, no token
 * - authenticated: any signed-in user, active or not (e.g. GET /me, /my-account screens)
 * - active: signed-in and active (admin, or an approved registration)
 * - admin: member of the Cognito admin group
 * - roles: active and holding at least one of the roles (admin passes)
 * - invitee: signed in, even after an administrator ended their membership (the invitation routes, by
 *   which a person joins a company)
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'invitee' }
  | { kind: 'active' }
  | { kind: 'admin' }
  | { kind: 'roles'; roles: Array<'buyer' | 'seller' | 'mandate'> };

/** Refusals a route's own logic can give, beyond those the platform derives from the declaration. */
export type DeclaredError = 404 | 409;

/**
 * Rate limits, per request source (IP address), counted in fixed windows on the table. `publicWrite`
 * guards anonymous writes (Contact Us and the like); its size is set per environment (config.ts).
 */
export type RateLimitName = 'publicWrite';

/**
 * One API route, declared once. The CDK API stack and the local gateway are both built from these
 * declarations, and the OpenAPI document is generated from them. The half the frontends share (method,
 * path, status, idempotent and the schemas) is the route's contract in `@portal/contracts/api/<domain>`,
 * spread into the declaration (`defineRoute({ ...contracts.getDeal, handler, access, ... })`); the
 * handler validates its input with the contract's schemas.
 */
export interface RouteDeclaration extends ApiContract {
  /** Handler module relative to `functions/src`, exporting `handler` (e.g. `platform/portal/handlers/get-me.ts`). */
  handler: string;
  access: Access;
  /**
   * What a write does for the caller's company: a member whose company role lacks this right is
   * refused (403). Every write a company member can call declares it; reads are open to every member.
   */
  acts?: CompanyRight;
  summary: string;
  /** Requests per source are limited (429 with Retry-After past the limit). */
  rateLimit?: RateLimitName;
  /** 404 / 409 the route's logic gives (documented in OpenAPI); 409 is implied by `idempotent`. */
  errors?: DeclaredError[];
  /**
   * The route reports an unavailable dependency in its answer (GET /health) instead of failing with
   * 503, which every other route that uses a dependency does.
   */
  reportsUnavailable?: boolean;
  /**
   * The function's size where the default (512 MB, 10 s) does not fit: a route serving a search
   * replica holds the whole collection in memory and builds it on a container's first call.
   */
  compute?: { memoryMiB: number; timeoutSeconds: number };
  /** AWS permissions the function needs, so each function gets only what it uses (least privilege). */
  permissions: Array<
    | 'table:read'
    | 'table:write'
    | 'bucket:read'
    | 'bucket:write'
    | 'bucket:delete'
    | 'cognito:admin'
    | 'cognito:list-admins'
    // sending e-mail through SES from the portal's address (the daily digest job)
    | 'email:send'
  >;
}

/** A domain groups routes deployed together as one API stack. */
export interface DomainRoutes {
  domain: 'platform' | 'account' | 'admin' | 'marketplace' | 'deals';
  routes: ListedRoute[];
}

/** Keeps a declaration's literal types (schemas, access kind) so its handler gets typed input. */
export function defineRoute<const R extends RouteDeclaration>(route: R): R {
  return route;
}

/** A route as listed for CDK, the gateway and OpenAPI: the declaration plus its name as operationId. */
export type ListedRoute = RouteDeclaration & { operationId?: string };

/** A domain's routes from its named declarations; each name becomes the route's OpenAPI operationId. */
export function domainRoutes(
  domain: DomainRoutes['domain'],
  api: Record<string, RouteDeclaration>,
): DomainRoutes {
  return {
    domain,
    routes: Object.entries(api).map(([operationId, route]) => ({ ...route, operationId })),
  };
}

export const successStatusOf = (route: RouteDeclaration): SuccessStatus => route.status ?? 200;
