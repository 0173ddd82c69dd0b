import { apiHandler } from '../../platform/http/api-handler';
import { userReadModel } from '../data/user-read-model';
import { toUserRow, userListSearch } from '../domain/user-collection';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.listUsers, async ({ query }) => {
  const index = await userReadModel.current();
  const { page, page_size, ...search } = userListSearch(query);
  const { items, counts } = index.query(search);
  const sums = index.sums();
  return {
    users: items.map(toUserRow),
    counts: {
      all: counts.all ?? 0,
      buyers: counts.buyers ?? 0,
      sellers: counts.sellers ?? 0,
      mandates: counts.mandates ?? 0,
    },
    totals: { profiles: sums.profiles ?? 0, registrations: sums.registrations ?? 0 },
    page,
    page_size,
  };
});
