import { accountContracts } from './account';
import { adminContracts } from './admin';
import { dealsContracts } from './deals';
import { marketplaceContracts } from './marketplace';
import { platformContracts } from './platform';

/**
 * Every route's contract per domain, each domain keyed by operation name (the route's OpenAPI
 * operationId). This module holds every domain's schemas: a frontend imports its domain's module
 * (`@portal/contracts/api/deals`) instead, so it bundles only the schemas it calls with.
 */
export const contractsByDomain = {
  platform: platformContracts,
  account: accountContracts,
  admin: adminContracts,
  marketplace: marketplaceContracts,
  deals: dealsContracts,
};

/** Every contract by operation name; the names are unique across domains (all.test.ts). */
export const apiContracts = {
  ...platformContracts,
  ...accountContracts,
  ...adminContracts,
  ...marketplaceContracts,
  ...dealsContracts,
};
