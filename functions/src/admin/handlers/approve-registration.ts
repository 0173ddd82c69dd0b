import { apiHandler } from '../../platform/http/api-handler';
import { approveRegistration } from '../use-cases/reviews';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.approve, async ({ params, body, principal }) =>
  approveRegistration(params.userId, params.type, principal.userId, body.note || undefined),
);
