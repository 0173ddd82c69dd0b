import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { listAccounts } from '../use-cases/user-lists';

export const handler = apiHandler(adminApi.listAccounts, async ({ params, query }) =>
  listAccounts(params.role, query),
);
