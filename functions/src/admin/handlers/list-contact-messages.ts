import { apiHandler } from '../../platform/http/api-handler';
import { listContactMessages } from '../data/admin-repository';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.listContactMessages, async () => ({
  messages: await listContactMessages(),
}));
