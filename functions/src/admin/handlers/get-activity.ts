import { apiHandler } from '../../platform/http/api-handler';
import { listProfiles, listRegistrationsByStatus } from '../data/admin-repository';
import { displayName } from '../domain/users';
import { adminApi } from '../routes';

const actionOf = {
  submitted: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
  draft: 'updated',
} as const;

/** Spec: the newest registrations by update time; the action follows the status. */
export const handler = apiHandler(adminApi.activity, async ({ query }) => {
  const limit = query.limit ?? 5;
  const newest = (
    await Promise.all(
      (['draft', 'submitted', 'approved', 'rejected'] as const).map((s) =>
        listRegistrationsByStatus(s, limit),
      ),
    )
  )
    .flat()
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
    .slice(0, limit);
  const profiles = new Map((await listProfiles()).map((p) => [p.id, p]));
  return {
    events: newest.map((r) => {
      const profile = profiles.get(r.user_id);
      return {
        id: r.id,
        user_id: r.user_id,
        user_name: profile ? displayName(profile) : null,
        user_email: profile?.email ?? null,
        type: r.type,
        action: actionOf[r.status],
        at: r.updated_at,
      };
    }),
  };
});
