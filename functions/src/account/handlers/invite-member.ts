import { apiHandler, created } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { inviteMember } from '../use-cases/company';

export const handler = apiHandler(accountApi.inviteMember, async ({ body, principal }) =>
  created(await inviteMember(principal, body)),
);
