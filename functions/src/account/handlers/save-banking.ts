import { getBanking, saveBanking } from '../data/account-repository';
import { bankingView, nextBanking } from '../domain/banking';
import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

export const handler = apiHandler(accountApi.saveBanking, async ({ body, principal }) => {
  const next = nextBanking(await getBanking(principal.userId), body, new Date());
  await saveBanking(principal.userId, next);
  return bankingView(next);
});
