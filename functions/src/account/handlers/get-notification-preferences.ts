import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { notificationPreferencesOf } from '../use-cases/settings';

export const handler = apiHandler(accountApi.getNotificationPreferences, async ({ principal }) =>
  notificationPreferencesOf(principal.userId),
);
