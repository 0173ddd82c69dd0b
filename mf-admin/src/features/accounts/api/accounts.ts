import type { accountListSchema, AccountRow } from '@portal/contracts/admin';
import type { Profile } from '@portal/contracts/me';
import { callApi, isApiKey } from '@portal/web/api';
import useSWR, { useSWRConfig } from 'swr';
import { useCallback } from 'react';
import type { z } from 'zod';
import { accountListKey, accountListQuery, type AccountListState, type AccountRole } from '../utils/accounts';
import { admin } from '../../../lib/api/routes';
import { isUsersKey, STATS_KEY } from '../../../lib/cache-keys';

/** Calls of the Buyer / Seller Accounts screens, through the remote's trusted routes (src/lib/api/routes.ts). */

export type AccountList = z.infer<typeof accountListSchema>;
export type { AccountRow };

/**
 * GET /admin/accounts/{role}?search&status&sort&order&page: one server-side page. No call while both
 * status toggles are off (no key).
 */
export function useAccountList(role: AccountRole, state: AccountListState) {
  const query = accountListQuery(state);
  return useSWR<AccountList>(
    accountListKey(role, state),
    () => callApi(admin.listAccounts, { params: { role }, query: query ?? {} }),
    { keepPreviousData: true, revalidateOnFocus: true },
  );
}

/** After a change to a user: every account list, the user screens and the dashboard figures reload. */
export function useRefreshAdminLists() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => isApiKey(admin.listAccounts, key) || isUsersKey(key) || key === STATS_KEY),
    [mutate],
  );
}

export interface ProfileFields {
  full_name: string;
  phone_number: string;
  company_name: string;
  /** the profile version the values were edited from: a profile changed since is refused (409) */
  version: number;
}

/** PATCH /admin/users/{id}/profile: full name, phone number and company name; answers the profile. */
export function updateAccountProfile(id: string, values: ProfileFields): Promise<Profile> {
  return callApi(admin.updateUserProfile, { params: { id }, body: values });
}

/** PUT /admin/users/{id}/rating: 0 to 5 in steps of 0.5. */
export async function setAccountRating(id: string, rating: number): Promise<void> {
  await callApi(admin.setRating, { params: { id }, body: { rating } });
}

/** POST /admin/users/{id}/deactivate|activate: Cognito sign-in and API access off / back on. */
export async function setAccountActive(id: string, active: boolean): Promise<void> {
  const route = active ? admin.activateUser : admin.deactivateUser;
  await callApi(route, { params: { id }, body: {} });
}
