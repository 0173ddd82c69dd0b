import { randomUUID } from 'node:crypto';
import { putContactMessage } from '../data/contact-repository';
import { newContactMessage } from '../domain/contact';
import { apiHandler, created } from '../../http/api-handler';
import { platformApi } from '../../routes';

export const handler = apiHandler(platformApi.postContact, async ({ body, identity }) => {
  const message = newContactMessage(body, { userId: identity?.userId }, randomUUID(), new Date());
  await putContactMessage(message);
  return created({ id: message.id, created_at: message.created_at });
});
