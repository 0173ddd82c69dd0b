import { apiHandler } from '../../platform/http/api-handler';
import { listAllRegistrations, listProfiles } from '../data/admin-repository';
import { deriveUserRows, filterUserRows } from '../domain/users';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.listUsers, async ({ query }) => {
  const [profiles, registrations] = await Promise.all([listProfiles(), listAllRegistrations()]);
  const { users, counts } = filterUserRows(deriveUserRows(profiles, registrations), query.search, query.tab ?? 'all');
  return { users, counts, totals: { profiles: profiles.length, registrations: registrations.length } };
});
