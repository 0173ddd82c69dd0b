import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { saveSettings } from '../use-cases/settings';

/** Stores the set as sent (replacing the stored one) and answers the settings now in force. */
export const handler = apiHandler(adminApi.saveSettings, async ({ body }) => saveSettings(body));
