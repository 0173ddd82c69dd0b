import { createReadModel } from './read-model';
import { dealsCollection } from '../domain/deal-collection';

/**
 * The admins' replica of the deals collection (Deal Management, the dashboard's Total Deals): one
 * per process, built at first use and refreshed before each query from the change index.
 */
export const dealReadModel = createReadModel(dealsCollection);
