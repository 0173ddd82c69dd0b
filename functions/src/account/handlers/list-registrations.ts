import { listRegistrations } from '../data/account-repository';
import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

export const handler = apiHandler(accountApi.listRegistrations, async ({ principal }) => ({
  registrations: await listRegistrations(principal.userId),
}));
