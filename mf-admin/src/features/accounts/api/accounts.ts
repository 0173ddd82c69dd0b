import type { accountListSchema, AccountRow } from '@portal/contracts/admin';
import type { VersionedProfile } from '@portal/contracts/me';
import { apiFetch } from '@portal/web/api';
import useSWR, { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import type { z } from 'zod';

/**
 * Calls of the Buyer / Seller Accounts screens. Answers are typed with the contracts (the API validates
 * them against the zod schemas); the browser trusts the types so zod stays out of the page chunk.
 */

export type AccountList = z.infer<typeof accountListSchema>;
export type { AccountRow };

/** GET /admin/accounts/{role}?search&status&sort&order&page: one server-side page. No key, no call. */
export function useAccountList(key: string | null) {
  return useSWR<AccountList>(key, (path: string) => apiFetch<AccountList>(path), {
    keepPreviousData: true,
    revalidateOnFocus: true,
  });
}

/** After a change to a user: every account list, the user screens and the dashboard figures reload. */
export function useRefreshAdminLists() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate(
        (key) =>
          typeof key === 'string' &&
          (key.startsWith('/admin/accounts/') || key.startsWith('/admin/users') || key === '/admin/stats'),
      ),
    [mutate],
  );
}

const userPath = (id: string, action: 'profile' | 'rating' | 'activate' | 'deactivate') =>
  `/admin/users/${encodeURIComponent(id)}/${action}`;

export interface ProfileFields {
  full_name: string;
  phone_number: string;
  company_name: string;
  /** the profile version the values were edited from: a profile changed since is refused (409) */
  version: number;
}

/** PATCH /admin/users/{id}/profile: full name, phone number and company name. */
export function updateAccountProfile(id: string, values: ProfileFields): Promise<VersionedProfile> {
  return apiFetch<VersionedProfile>(userPath(id, 'profile'), { method: 'PATCH', json: values });
}

/** PUT /admin/users/{id}/rating: 0 to 5 in steps of 0.5. */
export async function setAccountRating(id: string, rating: number): Promise<void> {
  await apiFetch(userPath(id, 'rating'), { method: 'PUT', json: { rating } });
}

/** POST /admin/users/{id}/deactivate|activate: Cognito sign-in and API access off / back on. */
export async function setAccountActive(id: string, active: boolean): Promise<void> {
  await apiFetch(userPath(id, active ? 'activate' : 'deactivate'), { method: 'POST', json: {} });
}
