import { apiHandler, Reply } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { deleteAccount } from '../use-cases/delete-account';

export const handler = apiHandler(accountApi.deleteAccount, async ({ principal }) => {
  await deleteAccount(principal);
  return new Reply(204, undefined);
});
