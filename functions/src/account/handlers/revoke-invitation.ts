import { apiHandler, Reply } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { revokeInvitation } from '../use-cases/company';

export const handler = apiHandler(accountApi.revokeInvitation, async ({ params, principal }) => {
  await revokeInvitation(principal, params.id);
  return new Reply(204, undefined);
});
