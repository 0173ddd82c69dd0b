import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { listUsers } from '../use-cases/user-lists';

export const handler = apiHandler(adminApi.listUsers, async ({ query }) => listUsers(query));
