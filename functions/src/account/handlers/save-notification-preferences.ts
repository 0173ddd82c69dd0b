import { saveNotificationPreferences } from '../data/account-repository';
import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

export const handler = apiHandler(accountApi.saveNotificationPreferences, async ({ body, principal }) => {
  await saveNotificationPreferences(principal.userId, body, new Date());
  return body;
});
