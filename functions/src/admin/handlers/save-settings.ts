import { apiHandler } from '../../platform/http/api-handler';
import { withDefaults } from '../../platform/settings';
import { savePlatformSettings } from '../data/admin-repository';
import { adminApi } from '../routes';

/** Stores the set as sent (replacing the stored one) and answers the settings now in force. */
export const handler = apiHandler(adminApi.saveSettings, async ({ body }) => {
  await savePlatformSettings(body, new Date());
  return withDefaults(body);
});
