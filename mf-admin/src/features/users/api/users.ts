import type { Registration } from '@portal/contracts/account';
import type { AdminUserList } from '@portal/contracts/admin';
import { callApi } from '@portal/web/api';
import useSWR, { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import { userListKey, userListQuery, type UserTab } from '../utils/users';
import { admin } from '../../../lib/api/routes';
import { ACTIVITY_KEY, isUsersKey, STATS_KEY, VERIFICATIONS_KEY } from '../../../lib/cache-keys';

/** the admin user list reloads every 10 seconds while the screen is open (and on focus). */
export const USER_LIST_REFRESH_MS = 10_000;

/**
 * GET /admin/users?search=&tab=&page=: one page of rows, the tab counts (of the search result) and the
 * database totals. The previous answer stays on screen while a new search, tab or page loads.
 */
export function useUserList(search: string, tab: UserTab, page: number) {
  return useSWR<AdminUserList>(
    userListKey(search, tab, page),
    () => callApi(admin.listUsers, { query: userListQuery(search, tab, page) }),
    { refreshInterval: USER_LIST_REFRESH_MS, revalidateOnFocus: true, keepPreviousData: true },
  );
}

/** POST /admin/test-registration (non-production only): a submitted test registration for a user who has none. */
export async function createTestRegistration(): Promise<Registration> {
  return callApi(admin.createTestRegistration, { body: {}, retries: 0 });
}

/**
 * After a review or a new test registration: every admin-user list and detail, the verification
 * list and the dashboard figures that depend on registrations.
 */
export function useRefreshAfterRegistrationChange() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      // no data argument: SWR only revalidates the matching keys (passing `undefined` would clear them)
      mutate(
        (key) => isUsersKey(key) || key === VERIFICATIONS_KEY || key === STATS_KEY || key === ACTIVITY_KEY,
      ),
    [mutate],
  );
}
