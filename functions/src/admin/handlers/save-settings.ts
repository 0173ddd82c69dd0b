import { apiHandler } from '../../platform/http/api-handler';
import { savePlatformSettings } from '../data/admin-repository';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.saveSettings, async ({ body }) => {
  await savePlatformSettings(body, new Date());
  return body;
});
