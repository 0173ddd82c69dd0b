import { apiHandler } from '../../http/api-handler';
import { platformApi } from '../../routes';
import { readNotification } from '../use-cases/notifications';

export const handler = apiHandler(platformApi.readNotification, async ({ principal, params }) =>
  readNotification(principal.userId, params.id),
);
