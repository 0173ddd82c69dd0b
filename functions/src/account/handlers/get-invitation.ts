import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { invitationFor } from '../use-cases/company';

export const handler = apiHandler(accountApi.getInvitation, async ({ params, principal }) =>
  invitationFor(principal, params.id),
);
