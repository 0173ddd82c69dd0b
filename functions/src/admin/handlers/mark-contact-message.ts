import { apiHandler } from '../../platform/http/api-handler';
import { setContactMessageRead } from '../data/admin-repository';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.markContactMessage, async ({ params, body }) => {
  await setContactMessageRead(params.id, body.read);
  return { id: params.id, read: body.read };
});
