import { apiHandler } from '../../platform/http/api-handler';
import { listProfiles, listRegistrationsByStatus } from '../data/admin-repository';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.pendingRegistrations, async () => {
  const [submitted, profiles] = await Promise.all([listRegistrationsByStatus('submitted'), listProfiles()]);
  const byId = new Map(profiles.map((p) => [p.id, p]));
  return {
    registrations: submitted.map((r) => {
      const p = byId.get(r.user_id);
      return {
        ...r,
        user: {
          full_name: p?.full_name ?? 'Unknown',
          email: p?.email ?? 'No email',
          company_name: p?.company_name ?? 'N/A',
        },
      };
    }),
  };
});
