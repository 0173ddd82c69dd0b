import { getRegistration } from '../data/account-repository';
import { notFound } from '../../platform/domain/errors';
import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

export const handler = apiHandler(accountApi.getRegistration, async ({ params, principal }) => {
  const registration = await getRegistration(principal.userId, params.type);
  if (!registration) throw notFound('No registration of this type yet');
  return registration;
});
