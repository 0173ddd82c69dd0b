import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { declineMandateRequest } from '../use-cases/mandates';

export const handler = apiHandler(dealsApi.declineMandate, async ({ params, principal }) =>
  declineMandateRequest(params.id, params.mandateId, principal),
);
