import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { acceptInvitation } from '../use-cases/company';

export const handler = apiHandler(accountApi.acceptInvitation, async ({ params, principal }) =>
  acceptInvitation(principal, params.id),
);
