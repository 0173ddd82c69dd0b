import { apiHandler, Reply } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { removeMember } from '../use-cases/company';

export const handler = apiHandler(accountApi.removeMember, async ({ params, principal }) => {
  await removeMember(principal, params.userId);
  return new Reply(204, undefined);
});
