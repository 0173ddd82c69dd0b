import { apiHandler, created } from '../../http/api-handler';
import { platformApi } from '../../routes';
import { sendContactMessage } from '../use-cases/contact';

export const handler = apiHandler(platformApi.postContact, async ({ body, identity }) => {
  const message = await sendContactMessage(body, identity?.userId);
  return created({ id: message.id, created_at: message.created_at });
});
