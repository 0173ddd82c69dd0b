import type { ActivityEvent, AdminStats, PlatformSettings } from '@portal/contracts/admin';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';
import { ACTIVITY_LIMIT } from '../utils/activity';
import { systemStatusFrom, type SystemStatus } from '../utils/system-status';

export const STATS_KEY = '/admin/stats';
export const ACTIVITY_KEY = '/admin/activity';
export const HEALTH_KEY = '/health';

export function useStats() {
  return useSWR<AdminStats>(STATS_KEY, () => apiFetch<AdminStats>(STATS_KEY), { revalidateOnFocus: true });
}

export function useActivity() {
  return useSWR<ActivityEvent[]>(
    ACTIVITY_KEY,
    async () =>
      (await apiFetch<{ events: ActivityEvent[] }>(ACTIVITY_KEY, { query: { limit: ACTIVITY_LIMIT } }))
        .events,
    { revalidateOnFocus: true, shouldRetryOnError: false },
  );
}

/** GET /health (public): the API answering at all means the API check passed; the body has the rest. */
export function useSystemStatus(onError: () => void) {
  return useSWR<SystemStatus>(
    HEALTH_KEY,
    async () => systemStatusFrom(await apiFetch(HEALTH_KEY, { anonymous: true, retries: 0 })),
    {
      refreshInterval: 60_000,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onError,
    },
  );
}

export async function fetchSettings(): Promise<PlatformSettings> {
  return apiFetch<PlatformSettings>('/admin/settings');
}

/** POST /admin/registrations/approve-all: approves every submitted registration (and grants the roles). */
export async function approveAllPending(): Promise<{ approved: number; failed: number }> {
  return apiFetch<{ approved: number; failed: number }>('/admin/registrations/approve-all', {
    method: 'POST',
    json: {},
  });
}

/** GET /admin/users/export: the CSV built by the server (ID, Full Name, Email, Company, Phone, Roles, Created At). */
export async function fetchUsersCsv(): Promise<string> {
  const body = await apiFetch<unknown>('/admin/users/export', { retries: 0 });
  if (typeof body !== 'string') throw new Error('The export did not return CSV');
  return body;
}
