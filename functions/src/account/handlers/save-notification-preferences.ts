import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { updateNotificationPreferences } from '../use-cases/settings';

export const handler = apiHandler(accountApi.saveNotificationPreferences, async ({ body, principal }) =>
  updateNotificationPreferences(principal.userId, body),
);
