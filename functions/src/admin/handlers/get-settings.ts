import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { currentSettings } from '../settings';

export const handler = apiHandler(adminApi.getSettings, async () => currentSettings());
