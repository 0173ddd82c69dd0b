import { apiHandler } from '../../platform/http/api-handler';
import { listProfiles } from '../data/admin-repository';
import { accountPage } from '../domain/users';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.listAccounts, async ({ params, query }) =>
  accountPage(await listProfiles(), params.role, query),
);
