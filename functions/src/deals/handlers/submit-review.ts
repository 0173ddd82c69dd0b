import { apiHandler } from '../../platform/http/api-handler';
import { dealsApi } from '../routes';
import { submitReview } from '../use-cases/reviews';

export const handler = apiHandler(dealsApi.submitDealReview, async ({ params, body, principal }) =>
  submitReview(params.id, principal, body),
);
