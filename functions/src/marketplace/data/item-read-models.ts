import type { ItemKind } from '@portal/contracts/marketplace-catalogue';
import { createReadModel } from '../../platform/search/data/read-model';
import { listingsCollection, requestsCollection } from '../domain/item-collection';

/**
 * The marketplace's search replicas (Active listings, Active requests): one per collection per
 * process, built at a container's first search and refreshed before each one.
 */
export const marketReadModels = {
  listing: createReadModel(listingsCollection),
  request: createReadModel(requestsCollection),
} satisfies Record<ItemKind, unknown>;
