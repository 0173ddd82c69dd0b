import type { PlatformSettings } from '@portal/contracts/admin';
import { adminContracts } from '@portal/contracts/api/admin';
import { apiKey, callApi } from '@portal/web/api';
import useSWR from 'swr';

/** The SWR key (and path) of the platform settings. */
export const SETTINGS_KEY = apiKey(adminContracts.getSettings);

/** GET /admin/settings (admin only). */
export function usePlatformSettings() {
  return useSWR<PlatformSettings>(SETTINGS_KEY, () => callApi(adminContracts.getSettings), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

/** PUT /admin/settings: the whole set; answers what was stored. */
export function savePlatformSettings(settings: PlatformSettings): Promise<PlatformSettings> {
  return callApi(adminContracts.saveSettings, { body: settings });
}
