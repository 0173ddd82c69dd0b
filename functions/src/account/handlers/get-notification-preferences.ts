import { getNotificationPreferences } from '../data/account-repository';
import { defaultNotificationPreferences } from '../domain/settings';
import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

export const handler = apiHandler(accountApi.getNotificationPreferences, async ({ principal }) => ({
  ...defaultNotificationPreferences,
  ...(await getNotificationPreferences(principal.userId)),
}));
