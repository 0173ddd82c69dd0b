import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { ownBanking } from '../use-cases/banking';

export const handler = apiHandler(accountApi.getBanking, async ({ principal }) =>
  ownBanking(principal.companyId),
);
