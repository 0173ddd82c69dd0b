import { getBanking } from '../data/account-repository';
import { bankingView } from '../domain/banking';
import { apiHandler } from '../../platform/http/api-handler';
import { accountApi } from '../routes';

export const handler = apiHandler(accountApi.getBanking, async ({ principal }) =>
  bankingView(await getBanking(principal.userId)),
);
