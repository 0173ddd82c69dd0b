import { apiHandler } from '../../platform/http/api-handler';
import { publishNewTerms } from '../../platform/terms/use-cases/terms';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.publishTerms, async ({ body, principal }) =>
  publishNewTerms(body, principal.userId, new Date()),
);
