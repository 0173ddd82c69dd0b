import { apiHandler } from '../../http/api-handler';
import { platformApi } from '../../routes';
import { notificationPage } from '../use-cases/notifications';

export const handler = apiHandler(platformApi.listNotifications, async ({ principal, query }) =>
  notificationPage(principal.userId, query),
);
