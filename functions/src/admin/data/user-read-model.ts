import { createReadModel } from '../../platform/search/data/read-model';
import { usersCollection } from '../domain/user-collection';

/**
 * The admin screens' replica of the users collection (User Management, Buyer / Seller Accounts,
 * dashboard counts): one per process, built at first use and refreshed before each query.
 */
export const userReadModel = createReadModel(usersCollection);
