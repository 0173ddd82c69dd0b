import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';
import { updateBanking } from '../use-cases/banking';

export const handler = apiHandler(accountApi.saveBanking, async ({ body, principal }) =>
  updateBanking(principal.companyId, body),
);
