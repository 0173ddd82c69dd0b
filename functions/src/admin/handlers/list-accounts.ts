import { apiHandler } from '../../platform/http/api-handler';
import { userReadModel } from '../data/user-read-model';
import { accountListSearch } from '../domain/user-collection';
import { toAccountRow } from '../domain/users';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.listAccounts, async ({ params, query }) => {
  const index = await userReadModel.current();
  const { page, page_size, ...search } = accountListSearch(params.role, query);
  const { items, total } = index.query(search);
  return { accounts: items.map(toAccountRow), total, page, page_size };
});
