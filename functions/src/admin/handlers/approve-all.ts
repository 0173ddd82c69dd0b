import { apiHandler } from '../../platform/http/api-handler';
import { adminApi } from '../routes';
import { approveAllSubmitted } from '../use-cases/reviews';

export const handler = apiHandler(adminApi.approveAll, async ({ principal }) =>
  approveAllSubmitted(principal.userId),
);
