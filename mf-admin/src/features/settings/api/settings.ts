import type { PlatformSettings } from '@portal/contracts/admin';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';
import { admin } from '../../../lib/api/routes';

/** The SWR key (and path) of the platform settings. */
export const SETTINGS_KEY = apiKey(admin.getSettings);

/** GET /admin/settings (admin only). */
export function usePlatformSettings() {
  return useSWR<PlatformSettings>(SETTINGS_KEY, () => callApi(admin.getSettings), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** PUT /admin/settings: the whole set; answers what was stored. */
export function savePlatformSettings(settings: PlatformSettings): Promise<PlatformSettings> {
  return callApi(admin.saveSettings, { body: settings });
}
