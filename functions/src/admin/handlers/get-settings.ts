import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { currentSettings } from '../../platform/settings/use-cases/current-settings';

export const handler = apiHandler(adminApi.getSettings, async () => currentSettings());
