import type { ActivityEvent, AdminStats, PlatformSettings } from '@portal/contracts/admin';
import { adminContracts } from '@portal/contracts/api/admin';
import { platformContracts } from '@portal/contracts/api/platform';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import { ACTIVITY_LIMIT } from '../utils/activity';
import { systemStatusFrom, type SystemStatus } from '../utils/system-status';

export const STATS_KEY = apiKey(adminContracts.stats);
/** The key names the route only: the card always asks for the same number of events. */
export const ACTIVITY_KEY = apiKey(adminContracts.activity);
export const HEALTH_KEY = apiKey(platformContracts.getHealth);

export function useStats() {
  return useSWR<AdminStats>(STATS_KEY, () => callApi(adminContracts.stats), { revalidateOnFocus: true });
}

export function useActivity() {
  return useSWR<ActivityEvent[]>(
    ACTIVITY_KEY,
    async () => (await callApi(adminContracts.activity, { query: { limit: ACTIVITY_LIMIT } })).events,
    { revalidateOnFocus: true, shouldRetryOnError: false },
  );
}

/** GET /health (public): the API answering at all means the API check passed; the body has the rest. */
export function useSystemStatus(onError: () => void) {
  return useSWR<SystemStatus>(
    HEALTH_KEY,
    async () => systemStatusFrom(await callApi(platformContracts.getHealth, { anonymous: true, retries: 0 })),
    {
      refreshInterval: 60_000,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onError,
    },
  );
}

export async function fetchSettings(): Promise<PlatformSettings> {
  return callApi(adminContracts.getSettings);
}

/** POST /admin/registrations/approve-all: approves every submitted registration (and grants the roles). */
export async function approveAllPending(): Promise<{ approved: number; failed: number }> {
  return callApi(adminContracts.approveAll, { body: {} });
}

/** GET /admin/users/export: the CSV built by the server (ID, Full Name, Email, Company, Phone, Roles, Created At). */
export async function fetchUsersCsv(): Promise<string> {
  const body = await callApi(adminContracts.exportUsers, { retries: 0 });
  if (typeof body !== 'string') throw new Error('The export did not return CSV');
  return body;
}
