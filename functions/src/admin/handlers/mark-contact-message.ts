import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { markContactMessage } from '../use-cases/contact-messages';

export const handler = apiHandler(adminApi.markContactMessage, async ({ params, body }) =>
  markContactMessage(params.id, body.read),
);
