import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { answerHeldDocument } from '../use-cases/deal-changes';

export const handler = apiHandler(dealsApi.refuseDealDocument, async ({ params, body, principal }) =>
  answerHeldDocument(params.id, params.documentId, principal, { release: false, reason: body.reason }),
);
