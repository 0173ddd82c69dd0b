import type { ActivityEvent, AdminStats, PlatformSettings } from '@portal/contracts/admin';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import { ACTIVITY_LIMIT } from '../utils/activity';
import { systemStatusFrom, type SystemStatus } from '../utils/system-status';
import { admin, platform } from '../../../lib/api/routes';
import { ACTIVITY_KEY, STATS_KEY } from '../../../lib/cache-keys';

export const HEALTH_KEY = apiKey(platform.getHealth);

export function useStats() {
  return useSWR<AdminStats>(STATS_KEY, () => callApi(admin.stats), { revalidateOnFocus: true });
}

export function useActivity() {
  return useSWR<ActivityEvent[]>(
    ACTIVITY_KEY,
    async () => (await callApi(admin.activity, { query: { limit: ACTIVITY_LIMIT } })).events,
    { revalidateOnFocus: true, shouldRetryOnError: false },
  );
}

/** GET /health (public): the API answering at all means the API check passed; the body has the rest. */
export function useSystemStatus(onError: () => void) {
  return useSWR<SystemStatus>(
    HEALTH_KEY,
    async () => systemStatusFrom(await callApi(platform.getHealth, { anonymous: true, retries: 0 })),
    {
      refreshInterval: 60_000,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onError,
    },
  );
}

export async function fetchSettings(): Promise<PlatformSettings> {
  return callApi(admin.getSettings);
}

/** How many registrations await review now, per type: what 'Approve All' would approve. */
export async function fetchPendingCounts(): Promise<{ total: number; byType: Record<string, number> }> {
  const { registrations } = await callApi(admin.pendingRegistrations);
  const byType: Record<string, number> = {};
  for (const r of registrations) byType[r.type] = (byType[r.type] ?? 0) + 1;
  return { total: registrations.length, byType };
}

/** POST /admin/registrations/approve-all: approves every submitted registration (and grants the roles). */
export async function approveAllPending(): Promise<{ approved: number; failed: number }> {
  return callApi(admin.approveAll, { body: {} });
}

/** GET /admin/users/export: the CSV built by the server (ID, Full Name, Email, Company, Phone, Roles, Created At). */
export async function fetchUsersCsv(): Promise<string> {
  const body = await callApi(admin.exportUsers, { retries: 0 });
  if (typeof body !== 'string') throw new Error('The export did not return CSV');
  return body;
}
