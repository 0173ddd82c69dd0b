import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { readDeal } from '../use-cases/deal-view';

export const handler = apiHandler(dealsApi.getDeal, async ({ params, principal }) =>
  readDeal(params.id, principal),
);
