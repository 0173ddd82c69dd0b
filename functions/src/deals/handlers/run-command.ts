import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { runDealCommand } from '../use-cases/deal-changes';

export const handler = apiHandler(dealsApi.runDealCommand, async ({ params, body, principal }) =>
  runDealCommand(params.id, principal, body),
);
