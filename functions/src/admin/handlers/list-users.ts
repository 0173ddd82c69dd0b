import { apiHandler } from '../../platform/http/api-handler';
import { listAllRegistrations, listProfiles } from '../data/admin-repository';
import { deriveUserRows, userPage } from '../domain/users';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.listUsers, async ({ query }) => {
  const [profiles, registrations] = await Promise.all([
    listProfiles(),
    listAllRegistrations({ summary: true }),
  ]);
  return {
    ...userPage(deriveUserRows(profiles, registrations), query),
    totals: { profiles: profiles.length, registrations: registrations.length },
  };
});
