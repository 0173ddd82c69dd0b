import { apiHandler } from '../../http/api-handler';
import { platformApi } from '../../routes';
import { readAllNotifications } from '../use-cases/notifications';

export const handler = apiHandler(platformApi.readAllNotifications, async ({ principal }) =>
  readAllNotifications(principal.userId),
);
