import type { Registration } from '@portal/contracts/account';
import type { AdminUserList } from '@portal/contracts/admin';
import { callApi } from '@portal/web/api';
import { useServerList } from '@portal/web/useServerList';
import { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import { normalizeSearch, pageCount, userListKey, userListQuery, type UserTab } from '../utils/users';
import { admin } from '../../../lib/api/routes';
import { ACTIVITY_KEY, isUsersKey, STATS_KEY, VERIFICATIONS_KEY } from '../../../lib/cache-keys';

/** the admin user list reloads every 10 seconds while the screen is open (and on focus). */
export const USER_LIST_REFRESH_MS = 10_000;

/**
 * GET /admin/users?search=&tab=&page=: the search box, the tab and the page over one page of rows, the
 * tab counts (of the search result) and the database totals. The previous answer stays on screen while
 * a new search, tab or page loads; a reload that shrank the tab moves back to its last page.
 */
export function useUserList() {
  return useServerList<UserTab, AdminUserList>({
    tab: 'all',
    normalize: normalizeSearch,
    key: ({ search, tab, page }) => userListKey(search, tab, page),
    fetch: ({ search, tab, page }) => callApi(admin.listUsers, { query: userListQuery(search, tab, page) }),
    pageCount: (data, tab) => pageCount(data.counts[tab], data.page_size),
    swr: { refreshInterval: USER_LIST_REFRESH_MS, revalidateOnFocus: true },
  });
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
