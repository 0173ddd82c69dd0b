import type { PlatformSettings } from '@portal/contracts/admin';
import { apiFetch } from '@portal/web/api';
import useSWR from 'swr';

/** The SWR key (and path) of the platform settings. */
export const SETTINGS_KEY = '/admin/settings';

/** GET /admin/settings (admin only). */
export function usePlatformSettings() {
  return useSWR<PlatformSettings>(SETTINGS_KEY, (path: string) => apiFetch<PlatformSettings>(path), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** PUT /admin/settings: the whole set; answers what was stored. */
export function savePlatformSettings(settings: PlatformSettings): Promise<PlatformSettings> {
  return apiFetch<PlatformSettings>(SETTINGS_KEY, { method: 'PUT', json: settings });
}
