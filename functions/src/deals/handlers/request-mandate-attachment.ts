import { apiHandler, created } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { requestMandateAttachment } from '../use-cases/mandates';

export const handler = apiHandler(dealsApi.requestMandateAttachment, async ({ body, principal }) =>
  created(await requestMandateAttachment(principal, body)),
);
