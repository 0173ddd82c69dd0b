import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { dealsRoutes } from './deals/routes';
import { marketplaceRoutes } from './marketplace/routes';
import type { DomainRoutes } from './platform/http/route';
import { platformRoutes } from './platform/routes';

/**
 * Every API route of the portal, per domain: the one declaration the CDK API stacks, the local gateway,
 * the OpenAPI document and the authorization tests are built from.
 */
export const allDomains: DomainRoutes[] = [
  platformRoutes,
  accountRoutes,
  adminRoutes,
  marketplaceRoutes,
  dealsRoutes,
];

/** Cognito triggers (key = trigger in camelCase) -> handler module relative to functions/src. */
export const cognitoTriggers = {
  postConfirmation: 'platform/users/handlers/post-confirmation.ts',
} as const;
