import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { confirmMandateRequest } from '../use-cases/mandates';

export const handler = apiHandler(dealsApi.confirmMandate, async ({ params, principal }) =>
  confirmMandateRequest(params.id, params.mandateId, principal),
);
