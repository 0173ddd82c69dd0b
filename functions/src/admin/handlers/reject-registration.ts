import { apiHandler } from '../../platform/http/api-handler';
import { rejectRegistration } from '../use-cases/reviews';
import { adminApi } from '../routes';

export const handler = apiHandler(adminApi.reject, async ({ params, body, principal }) =>
  rejectRegistration(
    params.userId,
    params.type,
    principal.userId,
    body.reason || undefined,
    body.note || undefined,
  ),
);
