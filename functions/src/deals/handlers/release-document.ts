import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { answerHeldDocument } from '../use-cases/deal-changes';

export const handler = apiHandler(dealsApi.releaseDealDocument, async ({ params, principal }) =>
  answerHeldDocument(params.id, params.documentId, principal, { release: true }),
);
