import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { mandateDashboard } from '../use-cases/mandates';

export const handler = apiHandler(dealsApi.mandateDeals, async ({ principal }) =>
  mandateDashboard(principal),
);
